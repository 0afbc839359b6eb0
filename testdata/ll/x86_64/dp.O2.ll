; ModuleID = 'c/dp.c'
source_filename = "c/dp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vone = internal global i32 1, align 4
@main.words = internal unnamed_addr constant [7 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0)]], align 16
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
@main.a = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 16
@main.b = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 16
@main.c = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 16
@main.d = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 16
@.str.17 = private unnamed_addr constant [56 x i8] c"matmul: c[0][0]=%d c[5][17]=%d d[23][23]=%d trace=%lld\0A\00", align 1
@main.g = internal unnamed_addr global [12 x [12 x i32]] zeroinitializer, align 16
@.str.18 = private unnamed_addr constant [43 x i8] c"floyd: d[0][%d]=%d d[%d][0]=%d total=%lld\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@lcs.t = internal unnamed_addr global [64 x [64 x i16]] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [256 x i32], align 16
  %3 = alloca [512 x i32], align 16
  %4 = alloca [64 x i32], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [20 x i32], align 16
  %7 = alloca [20 x i32], align 16
  %8 = alloca [200 x i32], align 16
  %9 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %10 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %10) #7
  %11 = bitcast [64 x i32]* %4 to i8*
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 0
  br label %13

13:                                               ; preds = %0, %219
  %14 = phi i64 [ 0, %0 ], [ %226, %219 ]
  %15 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %14, i64 0
  %16 = load i8*, i8** %15, align 16, !tbaa !9
  %17 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %14, i64 1
  %18 = load i8*, i8** %17, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %11) #7
  %19 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %16) #8
  %20 = trunc i64 %19 to i32
  %21 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %18) #8
  %22 = trunc i64 %21 to i32
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %46, label %24

24:                                               ; preds = %13
  %25 = add i64 %21, 1
  %26 = and i64 %25, 4294967295
  %27 = icmp ult i64 %26, 8
  br i1 %27, label %44, label %28

28:                                               ; preds = %24
  %29 = and i64 %25, 7
  %30 = sub nsw i64 %26, %29
  br label %31

31:                                               ; preds = %31, %28
  %32 = phi i64 [ 0, %28 ], [ %39, %31 ]
  %33 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %28 ], [ %40, %31 ]
  %34 = add <4 x i32> %33, <i32 4, i32 4, i32 4, i32 4>
  %35 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %32
  %36 = bitcast i32* %35 to <4 x i32>*
  store <4 x i32> %33, <4 x i32>* %36, align 16, !tbaa !5
  %37 = getelementptr inbounds i32, i32* %35, i64 4
  %38 = bitcast i32* %37 to <4 x i32>*
  store <4 x i32> %34, <4 x i32>* %38, align 16, !tbaa !5
  %39 = add nuw i64 %32, 8
  %40 = add <4 x i32> %33, <i32 8, i32 8, i32 8, i32 8>
  %41 = icmp eq i64 %39, %30
  br i1 %41, label %42, label %31, !llvm.loop !11

42:                                               ; preds = %31
  %43 = icmp eq i64 %29, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %24, %42
  %45 = phi i64 [ 0, %24 ], [ %30, %42 ]
  br label %55

46:                                               ; preds = %55, %42, %13
  %47 = icmp slt i32 %20, 1
  br i1 %47, label %94, label %48

48:                                               ; preds = %46
  %49 = icmp slt i32 %22, 1
  %50 = add i64 %21, 1
  %51 = add i64 %19, 1
  %52 = and i64 %51, 4294967295
  %53 = load i32, i32* %12, align 16, !tbaa !5
  %54 = and i64 %50, 4294967295
  br label %61

55:                                               ; preds = %44, %55
  %56 = phi i64 [ %59, %55 ], [ %45, %44 ]
  %57 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %56
  %58 = trunc i64 %56 to i32
  store i32 %58, i32* %57, align 4, !tbaa !5
  %59 = add nuw nsw i64 %56, 1
  %60 = icmp eq i64 %59, %26
  br i1 %60, label %46, label %55, !llvm.loop !14

61:                                               ; preds = %89, %48
  %62 = phi i32 [ %53, %48 ], [ %64, %89 ]
  %63 = phi i64 [ 1, %48 ], [ %90, %89 ]
  %64 = trunc i64 %63 to i32
  br i1 %49, label %89, label %65

65:                                               ; preds = %61
  %66 = add nsw i64 %63, -1
  %67 = getelementptr inbounds i8, i8* %16, i64 %66
  %68 = load i8, i8* %67, align 1, !tbaa !16
  br label %69

69:                                               ; preds = %69, %65
  %70 = phi i32 [ %64, %65 ], [ %86, %69 ]
  %71 = phi i64 [ 1, %65 ], [ %87, %69 ]
  %72 = phi i32 [ %62, %65 ], [ %74, %69 ]
  %73 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %71
  %74 = load i32, i32* %73, align 4, !tbaa !5
  %75 = add nsw i64 %71, -1
  %76 = getelementptr inbounds i8, i8* %18, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !16
  %78 = icmp ne i8 %68, %77
  %79 = zext i1 %78 to i32
  %80 = add nsw i32 %74, 1
  %81 = add nsw i32 %70, 1
  %82 = add nsw i32 %72, %79
  %83 = icmp slt i32 %80, %81
  %84 = select i1 %83, i32 %80, i32 %81
  %85 = icmp slt i32 %84, %82
  %86 = select i1 %85, i32 %84, i32 %82
  store i32 %86, i32* %73, align 4, !tbaa !5
  %87 = add nuw nsw i64 %71, 1
  %88 = icmp eq i64 %87, %54
  br i1 %88, label %89, label %69, !llvm.loop !17

89:                                               ; preds = %69, %61
  %90 = add nuw nsw i64 %63, 1
  %91 = icmp eq i64 %90, %52
  br i1 %91, label %92, label %61, !llvm.loop !18

92:                                               ; preds = %89
  %93 = trunc i64 %63 to i32
  store i32 %93, i32* %12, align 16, !tbaa !5
  br label %94

94:                                               ; preds = %46, %92
  %95 = shl i64 %21, 32
  %96 = ashr exact i64 %95, 32
  %97 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %96
  %98 = load i32, i32* %97, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %11) #7
  %99 = icmp slt i32 %20, 0
  br i1 %99, label %118, label %100

100:                                              ; preds = %94
  %101 = add i64 %19, 1
  %102 = and i64 %101, 4294967295
  %103 = add nsw i64 %102, -1
  %104 = and i64 %101, 3
  %105 = icmp ult i64 %103, 3
  br i1 %105, label %108, label %106

106:                                              ; preds = %100
  %107 = sub nsw i64 %102, %104
  br label %123

108:                                              ; preds = %123, %100
  %109 = phi i64 [ 0, %100 ], [ %133, %123 ]
  %110 = icmp eq i64 %104, 0
  br i1 %110, label %118, label %111

111:                                              ; preds = %108, %111
  %112 = phi i64 [ %115, %111 ], [ %109, %108 ]
  %113 = phi i64 [ %116, %111 ], [ 0, %108 ]
  %114 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %112, i64 0
  store i16 0, i16* %114, align 16, !tbaa !19
  %115 = add nuw nsw i64 %112, 1
  %116 = add i64 %113, 1
  %117 = icmp eq i64 %116, %104
  br i1 %117, label %118, label %111, !llvm.loop !21

118:                                              ; preds = %108, %111, %94
  br i1 %23, label %136, label %119

119:                                              ; preds = %118
  %120 = shl i64 %21, 1
  %121 = and i64 %120, 8589934590
  %122 = add nuw nsw i64 %121, 2
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(1) bitcast ([64 x [64 x i16]]* @lcs.t to i8*), i8 0, i64 %122, i1 false) #7, !tbaa !19
  br label %136

123:                                              ; preds = %123, %106
  %124 = phi i64 [ 0, %106 ], [ %133, %123 ]
  %125 = phi i64 [ 0, %106 ], [ %134, %123 ]
  %126 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %124, i64 0
  store i16 0, i16* %126, align 16, !tbaa !19
  %127 = or i64 %124, 1
  %128 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %127, i64 0
  store i16 0, i16* %128, align 16, !tbaa !19
  %129 = or i64 %124, 2
  %130 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %129, i64 0
  store i16 0, i16* %130, align 16, !tbaa !19
  %131 = or i64 %124, 3
  %132 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %131, i64 0
  store i16 0, i16* %132, align 16, !tbaa !19
  %133 = add nuw nsw i64 %124, 4
  %134 = add i64 %125, 4
  %135 = icmp eq i64 %134, %107
  br i1 %135, label %108, label %123, !llvm.loop !23

136:                                              ; preds = %119, %118
  br i1 %47, label %174, label %137

137:                                              ; preds = %136
  %138 = icmp slt i32 %22, 1
  %139 = add i64 %21, 1
  %140 = add i64 %19, 1
  %141 = and i64 %140, 4294967295
  %142 = and i64 %139, 4294967295
  br label %143

143:                                              ; preds = %171, %137
  %144 = phi i64 [ 1, %137 ], [ %172, %171 ]
  br i1 %138, label %171, label %145

145:                                              ; preds = %143
  %146 = add nsw i64 %144, -1
  %147 = getelementptr inbounds i8, i8* %16, i64 %146
  %148 = load i8, i8* %147, align 1, !tbaa !16
  br label %149

149:                                              ; preds = %166, %145
  %150 = phi i64 [ 1, %145 ], [ %169, %166 ]
  %151 = add nsw i64 %150, -1
  %152 = getelementptr inbounds i8, i8* %18, i64 %151
  %153 = load i8, i8* %152, align 1, !tbaa !16
  %154 = icmp eq i8 %148, %153
  br i1 %154, label %155, label %159

155:                                              ; preds = %149
  %156 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %146, i64 %151
  %157 = load i16, i16* %156, align 2, !tbaa !19
  %158 = add i16 %157, 1
  br label %166

159:                                              ; preds = %149
  %160 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %146, i64 %150
  %161 = load i16, i16* %160, align 2, !tbaa !19
  %162 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %144, i64 %151
  %163 = load i16, i16* %162, align 2, !tbaa !19
  %164 = icmp slt i16 %161, %163
  %165 = select i1 %164, i16 %163, i16 %161
  br label %166

166:                                              ; preds = %159, %155
  %167 = phi i16 [ %158, %155 ], [ %165, %159 ]
  %168 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %144, i64 %150
  store i16 %167, i16* %168, align 2
  %169 = add nuw nsw i64 %150, 1
  %170 = icmp eq i64 %169, %142
  br i1 %170, label %171, label %149, !llvm.loop !24

171:                                              ; preds = %166, %143
  %172 = add nuw nsw i64 %144, 1
  %173 = icmp eq i64 %172, %141
  br i1 %173, label %174, label %143, !llvm.loop !25

174:                                              ; preds = %171, %136
  %175 = shl i64 %19, 32
  %176 = ashr exact i64 %175, 32
  %177 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %176, i64 %96
  %178 = load i16, i16* %177, align 2, !tbaa !19
  %179 = sext i16 %178 to i32
  %180 = sext i16 %178 to i64
  %181 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %180
  store i8 0, i8* %181, align 1, !tbaa !16
  %182 = icmp sgt i32 %20, 0
  %183 = icmp sgt i32 %22, 0
  %184 = select i1 %182, i1 %183, i1 false
  br i1 %184, label %185, label %219

185:                                              ; preds = %174, %212
  %186 = phi i32 [ %215, %212 ], [ %179, %174 ]
  %187 = phi i32 [ %214, %212 ], [ %22, %174 ]
  %188 = phi i32 [ %213, %212 ], [ %20, %174 ]
  %189 = add nsw i32 %188, -1
  %190 = zext i32 %189 to i64
  %191 = getelementptr inbounds i8, i8* %16, i64 %190
  %192 = load i8, i8* %191, align 1, !tbaa !16
  %193 = add nsw i32 %187, -1
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds i8, i8* %18, i64 %194
  %196 = load i8, i8* %195, align 1, !tbaa !16
  %197 = icmp eq i8 %192, %196
  br i1 %197, label %198, label %202

198:                                              ; preds = %185
  %199 = add nsw i32 %186, -1
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %200
  store i8 %192, i8* %201, align 1, !tbaa !16
  br label %212

202:                                              ; preds = %185
  %203 = zext i32 %187 to i64
  %204 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %190, i64 %203
  %205 = load i16, i16* %204, align 2, !tbaa !19
  %206 = zext i32 %188 to i64
  %207 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %206, i64 %194
  %208 = load i16, i16* %207, align 2, !tbaa !19
  %209 = icmp slt i16 %205, %208
  %210 = select i1 %209, i32 %188, i32 %189
  %211 = select i1 %209, i32 %193, i32 %187
  br label %212

212:                                              ; preds = %202, %198
  %213 = phi i32 [ %189, %198 ], [ %210, %202 ]
  %214 = phi i32 [ %193, %198 ], [ %211, %202 ]
  %215 = phi i32 [ %199, %198 ], [ %186, %202 ]
  %216 = icmp sgt i32 %213, 0
  %217 = icmp sgt i32 %214, 0
  %218 = select i1 %216, i1 %217, i1 false
  br i1 %218, label %185, label %219, !llvm.loop !26

219:                                              ; preds = %212, %174
  %220 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.14, i64 0, i64 0), i8* noundef %16, i8* noundef %18, i32 noundef %98, i32 noundef %179, i8* noundef nonnull %10)
  %221 = load i32, i32* @check, align 4, !tbaa !5
  %222 = xor i32 %221, %98
  %223 = mul i32 %222, 16777619
  %224 = xor i32 %223, %179
  %225 = mul i32 %224, 16777619
  store i32 %225, i32* @check, align 4, !tbaa !5
  %226 = add nuw nsw i64 %14, 1
  %227 = icmp eq i64 %226, 7
  br i1 %227, label %228, label %13, !llvm.loop !27

228:                                              ; preds = %219
  %229 = mul i32 %9, 777
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %10) #7
  %230 = bitcast [20 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %230) #7
  %231 = bitcast [20 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %231) #7
  br label %237

232:                                              ; preds = %237
  %233 = bitcast [512 x i32]* %3 to i8*
  %234 = sext i32 %9 to i64
  %235 = mul nsw i64 %234, 50
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %233) #7
  %236 = icmp slt i32 %9, 0
  br i1 %236, label %262, label %258

237:                                              ; preds = %228, %237
  %238 = phi i64 [ 0, %228 ], [ %256, %237 ]
  %239 = phi i32 [ %229, %228 ], [ %249, %237 ]
  %240 = mul i32 %239, 1103515245
  %241 = add i32 %240, 12345
  %242 = lshr i32 %241, 16
  %243 = trunc i32 %242 to i16
  %244 = urem i16 %243, 40
  %245 = add nuw nsw i16 %244, 5
  %246 = zext i16 %245 to i32
  %247 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %238
  store i32 %246, i32* %247, align 4, !tbaa !5
  %248 = mul i32 %241, 1103515245
  %249 = add i32 %248, 12345
  %250 = lshr i32 %249, 16
  %251 = trunc i32 %250 to i16
  %252 = urem i16 %251, 100
  %253 = add nuw nsw i16 %252, 1
  %254 = zext i16 %253 to i32
  %255 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %238
  store i32 %254, i32* %255, align 4, !tbaa !5
  %256 = add nuw nsw i64 %238, 1
  %257 = icmp eq i64 %256, 20
  br i1 %257, label %232, label %237, !llvm.loop !28

258:                                              ; preds = %232
  %259 = mul nsw i64 %234, 200
  %260 = and i64 %259, 17179869176
  %261 = or i64 %260, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 %233, i8 0, i64 %261, i1 false) #7, !tbaa !5
  br label %262

262:                                              ; preds = %258, %232
  %263 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %235
  %264 = bitcast i32* %263 to i8*
  %265 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %235
  %266 = or i64 %235, 1
  %267 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %266
  %268 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %266
  %269 = or i64 %235, 1
  %270 = bitcast i32* %267 to [512 x i32]*
  %271 = icmp ult [512 x i32]* %3, %270
  br label %272

272:                                              ; preds = %366, %262
  %273 = phi i64 [ 0, %262 ], [ %367, %366 ]
  %274 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %273
  %275 = load i32, i32* %274, align 4, !tbaa !5
  %276 = sext i32 %275 to i64
  %277 = icmp slt i64 %235, %276
  br i1 %277, label %366, label %278

278:                                              ; preds = %272
  %279 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %273
  %280 = load i32, i32* %279, align 4, !tbaa !5
  %281 = sub nsw i64 %269, %276
  %282 = icmp ult i64 %281, 8
  br i1 %282, label %352, label %283

283:                                              ; preds = %278
  %284 = sub nsw i64 %235, %276
  %285 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %284, i64 4)
  %286 = extractvalue { i64, i1 } %285, 0
  %287 = extractvalue { i64, i1 } %285, 1
  %288 = sub i64 0, %286
  %289 = getelementptr i8, i8* %264, i64 %288
  %290 = icmp ugt i8* %289, %264
  %291 = or i1 %290, %287
  %292 = sub nsw i64 0, %276
  %293 = getelementptr i32, i32* %265, i64 %292
  %294 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %284, i64 4)
  %295 = extractvalue { i64, i1 } %294, 0
  %296 = extractvalue { i64, i1 } %294, 1
  %297 = bitcast i32* %293 to i8*
  %298 = sub i64 0, %295
  %299 = getelementptr i8, i8* %297, i64 %298
  %300 = icmp ugt i8* %299, %297
  %301 = or i1 %300, %296
  %302 = or i1 %291, %301
  br i1 %302, label %352, label %303

303:                                              ; preds = %283
  %304 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %276
  %305 = sub nsw i64 0, %276
  %306 = getelementptr i32, i32* %268, i64 %305
  %307 = icmp ult i32* %304, %306
  %308 = and i1 %307, %271
  br i1 %308, label %352, label %309

309:                                              ; preds = %303
  %310 = and i64 %281, -8
  %311 = sub nsw i64 %235, %310
  %312 = insertelement <4 x i32> poison, i32 %280, i64 0
  %313 = shufflevector <4 x i32> %312, <4 x i32> poison, <4 x i32> zeroinitializer
  %314 = insertelement <4 x i32> poison, i32 %280, i64 0
  %315 = shufflevector <4 x i32> %314, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %316

316:                                              ; preds = %316, %309
  %317 = phi i64 [ 0, %309 ], [ %348, %316 ]
  %318 = sub i64 %235, %317
  %319 = sub nsw i64 %318, %276
  %320 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %319
  %321 = getelementptr inbounds i32, i32* %320, i64 -3
  %322 = bitcast i32* %321 to <4 x i32>*
  %323 = load <4 x i32>, <4 x i32>* %322, align 4, !tbaa !5, !alias.scope !29
  %324 = shufflevector <4 x i32> %323, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %325 = getelementptr inbounds i32, i32* %320, i64 -7
  %326 = bitcast i32* %325 to <4 x i32>*
  %327 = load <4 x i32>, <4 x i32>* %326, align 4, !tbaa !5, !alias.scope !29
  %328 = shufflevector <4 x i32> %327, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %329 = add nsw <4 x i32> %324, %313
  %330 = add nsw <4 x i32> %328, %315
  %331 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %318
  %332 = getelementptr inbounds i32, i32* %331, i64 -3
  %333 = bitcast i32* %332 to <4 x i32>*
  %334 = load <4 x i32>, <4 x i32>* %333, align 4, !tbaa !5, !alias.scope !32, !noalias !29
  %335 = shufflevector <4 x i32> %334, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %336 = getelementptr inbounds i32, i32* %331, i64 -7
  %337 = bitcast i32* %336 to <4 x i32>*
  %338 = load <4 x i32>, <4 x i32>* %337, align 4, !tbaa !5, !alias.scope !32, !noalias !29
  %339 = shufflevector <4 x i32> %338, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %340 = icmp sgt <4 x i32> %329, %335
  %341 = icmp sgt <4 x i32> %330, %339
  %342 = select <4 x i1> %340, <4 x i32> %329, <4 x i32> %335
  %343 = select <4 x i1> %341, <4 x i32> %330, <4 x i32> %339
  %344 = shufflevector <4 x i32> %342, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %345 = bitcast i32* %332 to <4 x i32>*
  store <4 x i32> %344, <4 x i32>* %345, align 4, !alias.scope !32, !noalias !29
  %346 = shufflevector <4 x i32> %343, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %347 = bitcast i32* %336 to <4 x i32>*
  store <4 x i32> %346, <4 x i32>* %347, align 4, !alias.scope !32, !noalias !29
  %348 = add nuw i64 %317, 8
  %349 = icmp eq i64 %348, %310
  br i1 %349, label %350, label %316, !llvm.loop !34

350:                                              ; preds = %316
  %351 = icmp eq i64 %281, %310
  br i1 %351, label %366, label %352

352:                                              ; preds = %303, %283, %278, %350
  %353 = phi i64 [ %235, %303 ], [ %235, %283 ], [ %235, %278 ], [ %311, %350 ]
  br label %354

354:                                              ; preds = %352, %354
  %355 = phi i64 [ %364, %354 ], [ %353, %352 ]
  %356 = sub nsw i64 %355, %276
  %357 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %356
  %358 = load i32, i32* %357, align 4, !tbaa !5
  %359 = add nsw i32 %358, %280
  %360 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %355
  %361 = load i32, i32* %360, align 4, !tbaa !5
  %362 = icmp sgt i32 %359, %361
  %363 = select i1 %362, i32 %359, i32 %361
  store i32 %363, i32* %360, align 4
  %364 = add nsw i64 %355, -1
  %365 = icmp sgt i64 %355, %276
  br i1 %365, label %354, label %366, !llvm.loop !35

366:                                              ; preds = %354, %350, %272
  %367 = add nuw nsw i64 %273, 1
  %368 = icmp eq i64 %367, 20
  br i1 %368, label %369, label %272, !llvm.loop !36

369:                                              ; preds = %366
  %370 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %235
  %371 = load i32, i32* %370, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %233) #7
  %372 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i64 0, i64 0), i32 noundef 50, i32 noundef %371)
  %373 = load i32, i32* @check, align 4, !tbaa !5
  %374 = xor i32 %373, %371
  %375 = mul i32 %374, 16777619
  store i32 %375, i32* @check, align 4, !tbaa !5
  %376 = mul nsw i64 %234, 175
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %233) #7
  %377 = icmp slt i32 %9, 0
  br i1 %377, label %382, label %378

378:                                              ; preds = %369
  %379 = mul nsw i64 %234, 700
  %380 = and i64 %379, 17179869180
  %381 = add nuw nsw i64 %380, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 %233, i8 0, i64 %381, i1 false) #7, !tbaa !5
  br label %382

382:                                              ; preds = %378, %369
  %383 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %376
  %384 = bitcast i32* %383 to i8*
  %385 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %376
  %386 = add nsw i64 %376, 1
  %387 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %386
  %388 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %386
  %389 = add nsw i64 %376, 1
  %390 = bitcast i32* %387 to [512 x i32]*
  %391 = icmp ult [512 x i32]* %3, %390
  br label %392

392:                                              ; preds = %486, %382
  %393 = phi i64 [ 0, %382 ], [ %487, %486 ]
  %394 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %393
  %395 = load i32, i32* %394, align 4, !tbaa !5
  %396 = sext i32 %395 to i64
  %397 = icmp slt i64 %376, %396
  br i1 %397, label %486, label %398

398:                                              ; preds = %392
  %399 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %393
  %400 = load i32, i32* %399, align 4, !tbaa !5
  %401 = sub nsw i64 %389, %396
  %402 = icmp ult i64 %401, 8
  br i1 %402, label %472, label %403

403:                                              ; preds = %398
  %404 = sub nsw i64 %376, %396
  %405 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %404, i64 4)
  %406 = extractvalue { i64, i1 } %405, 0
  %407 = extractvalue { i64, i1 } %405, 1
  %408 = sub i64 0, %406
  %409 = getelementptr i8, i8* %384, i64 %408
  %410 = icmp ugt i8* %409, %384
  %411 = or i1 %410, %407
  %412 = sub nsw i64 0, %396
  %413 = getelementptr i32, i32* %385, i64 %412
  %414 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %404, i64 4)
  %415 = extractvalue { i64, i1 } %414, 0
  %416 = extractvalue { i64, i1 } %414, 1
  %417 = bitcast i32* %413 to i8*
  %418 = sub i64 0, %415
  %419 = getelementptr i8, i8* %417, i64 %418
  %420 = icmp ugt i8* %419, %417
  %421 = or i1 %420, %416
  %422 = or i1 %411, %421
  br i1 %422, label %472, label %423

423:                                              ; preds = %403
  %424 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %396
  %425 = sub nsw i64 0, %396
  %426 = getelementptr i32, i32* %388, i64 %425
  %427 = icmp ult i32* %424, %426
  %428 = and i1 %427, %391
  br i1 %428, label %472, label %429

429:                                              ; preds = %423
  %430 = and i64 %401, -8
  %431 = sub nsw i64 %376, %430
  %432 = insertelement <4 x i32> poison, i32 %400, i64 0
  %433 = shufflevector <4 x i32> %432, <4 x i32> poison, <4 x i32> zeroinitializer
  %434 = insertelement <4 x i32> poison, i32 %400, i64 0
  %435 = shufflevector <4 x i32> %434, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %436

436:                                              ; preds = %436, %429
  %437 = phi i64 [ 0, %429 ], [ %468, %436 ]
  %438 = sub i64 %376, %437
  %439 = sub nsw i64 %438, %396
  %440 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %439
  %441 = getelementptr inbounds i32, i32* %440, i64 -3
  %442 = bitcast i32* %441 to <4 x i32>*
  %443 = load <4 x i32>, <4 x i32>* %442, align 4, !tbaa !5, !alias.scope !37
  %444 = shufflevector <4 x i32> %443, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %445 = getelementptr inbounds i32, i32* %440, i64 -7
  %446 = bitcast i32* %445 to <4 x i32>*
  %447 = load <4 x i32>, <4 x i32>* %446, align 4, !tbaa !5, !alias.scope !37
  %448 = shufflevector <4 x i32> %447, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %449 = add nsw <4 x i32> %444, %433
  %450 = add nsw <4 x i32> %448, %435
  %451 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %438
  %452 = getelementptr inbounds i32, i32* %451, i64 -3
  %453 = bitcast i32* %452 to <4 x i32>*
  %454 = load <4 x i32>, <4 x i32>* %453, align 4, !tbaa !5, !alias.scope !40, !noalias !37
  %455 = shufflevector <4 x i32> %454, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %456 = getelementptr inbounds i32, i32* %451, i64 -7
  %457 = bitcast i32* %456 to <4 x i32>*
  %458 = load <4 x i32>, <4 x i32>* %457, align 4, !tbaa !5, !alias.scope !40, !noalias !37
  %459 = shufflevector <4 x i32> %458, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %460 = icmp sgt <4 x i32> %449, %455
  %461 = icmp sgt <4 x i32> %450, %459
  %462 = select <4 x i1> %460, <4 x i32> %449, <4 x i32> %455
  %463 = select <4 x i1> %461, <4 x i32> %450, <4 x i32> %459
  %464 = shufflevector <4 x i32> %462, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %465 = bitcast i32* %452 to <4 x i32>*
  store <4 x i32> %464, <4 x i32>* %465, align 4, !alias.scope !40, !noalias !37
  %466 = shufflevector <4 x i32> %463, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %467 = bitcast i32* %456 to <4 x i32>*
  store <4 x i32> %466, <4 x i32>* %467, align 4, !alias.scope !40, !noalias !37
  %468 = add nuw i64 %437, 8
  %469 = icmp eq i64 %468, %430
  br i1 %469, label %470, label %436, !llvm.loop !42

470:                                              ; preds = %436
  %471 = icmp eq i64 %401, %430
  br i1 %471, label %486, label %472

472:                                              ; preds = %423, %403, %398, %470
  %473 = phi i64 [ %376, %423 ], [ %376, %403 ], [ %376, %398 ], [ %431, %470 ]
  br label %474

474:                                              ; preds = %472, %474
  %475 = phi i64 [ %484, %474 ], [ %473, %472 ]
  %476 = sub nsw i64 %475, %396
  %477 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %476
  %478 = load i32, i32* %477, align 4, !tbaa !5
  %479 = add nsw i32 %478, %400
  %480 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %475
  %481 = load i32, i32* %480, align 4, !tbaa !5
  %482 = icmp sgt i32 %479, %481
  %483 = select i1 %482, i32 %479, i32 %481
  store i32 %483, i32* %480, align 4
  %484 = add nsw i64 %475, -1
  %485 = icmp sgt i64 %475, %396
  br i1 %485, label %474, label %486, !llvm.loop !43

486:                                              ; preds = %474, %470, %392
  %487 = add nuw nsw i64 %393, 1
  %488 = icmp eq i64 %487, 20
  br i1 %488, label %489, label %392, !llvm.loop !36

489:                                              ; preds = %486
  %490 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %376
  %491 = load i32, i32* %490, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %233) #7
  %492 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i64 0, i64 0), i32 noundef 175, i32 noundef %491)
  %493 = load i32, i32* @check, align 4, !tbaa !5
  %494 = xor i32 %493, %491
  %495 = mul i32 %494, 16777619
  store i32 %495, i32* @check, align 4, !tbaa !5
  %496 = mul nsw i64 %234, 300
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %233) #7
  %497 = icmp slt i32 %9, 0
  br i1 %497, label %502, label %498

498:                                              ; preds = %489
  %499 = mul nsw i64 %234, 1200
  %500 = and i64 %499, 17179869168
  %501 = or i64 %500, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 %233, i8 0, i64 %501, i1 false) #7, !tbaa !5
  br label %502

502:                                              ; preds = %498, %489
  %503 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %496
  %504 = bitcast i32* %503 to i8*
  %505 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %496
  %506 = or i64 %496, 1
  %507 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %506
  %508 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %506
  %509 = or i64 %496, 1
  %510 = bitcast i32* %507 to [512 x i32]*
  %511 = icmp ult [512 x i32]* %3, %510
  br label %512

512:                                              ; preds = %606, %502
  %513 = phi i64 [ 0, %502 ], [ %607, %606 ]
  %514 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %513
  %515 = load i32, i32* %514, align 4, !tbaa !5
  %516 = sext i32 %515 to i64
  %517 = icmp slt i64 %496, %516
  br i1 %517, label %606, label %518

518:                                              ; preds = %512
  %519 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %513
  %520 = load i32, i32* %519, align 4, !tbaa !5
  %521 = sub nsw i64 %509, %516
  %522 = icmp ult i64 %521, 8
  br i1 %522, label %592, label %523

523:                                              ; preds = %518
  %524 = sub nsw i64 %496, %516
  %525 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %524, i64 4)
  %526 = extractvalue { i64, i1 } %525, 0
  %527 = extractvalue { i64, i1 } %525, 1
  %528 = sub i64 0, %526
  %529 = getelementptr i8, i8* %504, i64 %528
  %530 = icmp ugt i8* %529, %504
  %531 = or i1 %530, %527
  %532 = sub nsw i64 0, %516
  %533 = getelementptr i32, i32* %505, i64 %532
  %534 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %524, i64 4)
  %535 = extractvalue { i64, i1 } %534, 0
  %536 = extractvalue { i64, i1 } %534, 1
  %537 = bitcast i32* %533 to i8*
  %538 = sub i64 0, %535
  %539 = getelementptr i8, i8* %537, i64 %538
  %540 = icmp ugt i8* %539, %537
  %541 = or i1 %540, %536
  %542 = or i1 %531, %541
  br i1 %542, label %592, label %543

543:                                              ; preds = %523
  %544 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %516
  %545 = sub nsw i64 0, %516
  %546 = getelementptr i32, i32* %508, i64 %545
  %547 = icmp ult i32* %544, %546
  %548 = and i1 %547, %511
  br i1 %548, label %592, label %549

549:                                              ; preds = %543
  %550 = and i64 %521, -8
  %551 = sub nsw i64 %496, %550
  %552 = insertelement <4 x i32> poison, i32 %520, i64 0
  %553 = shufflevector <4 x i32> %552, <4 x i32> poison, <4 x i32> zeroinitializer
  %554 = insertelement <4 x i32> poison, i32 %520, i64 0
  %555 = shufflevector <4 x i32> %554, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %556

556:                                              ; preds = %556, %549
  %557 = phi i64 [ 0, %549 ], [ %588, %556 ]
  %558 = sub i64 %496, %557
  %559 = sub nsw i64 %558, %516
  %560 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %559
  %561 = getelementptr inbounds i32, i32* %560, i64 -3
  %562 = bitcast i32* %561 to <4 x i32>*
  %563 = load <4 x i32>, <4 x i32>* %562, align 4, !tbaa !5, !alias.scope !44
  %564 = shufflevector <4 x i32> %563, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %565 = getelementptr inbounds i32, i32* %560, i64 -7
  %566 = bitcast i32* %565 to <4 x i32>*
  %567 = load <4 x i32>, <4 x i32>* %566, align 4, !tbaa !5, !alias.scope !44
  %568 = shufflevector <4 x i32> %567, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %569 = add nsw <4 x i32> %564, %553
  %570 = add nsw <4 x i32> %568, %555
  %571 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %558
  %572 = getelementptr inbounds i32, i32* %571, i64 -3
  %573 = bitcast i32* %572 to <4 x i32>*
  %574 = load <4 x i32>, <4 x i32>* %573, align 4, !tbaa !5, !alias.scope !47, !noalias !44
  %575 = shufflevector <4 x i32> %574, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %576 = getelementptr inbounds i32, i32* %571, i64 -7
  %577 = bitcast i32* %576 to <4 x i32>*
  %578 = load <4 x i32>, <4 x i32>* %577, align 4, !tbaa !5, !alias.scope !47, !noalias !44
  %579 = shufflevector <4 x i32> %578, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %580 = icmp sgt <4 x i32> %569, %575
  %581 = icmp sgt <4 x i32> %570, %579
  %582 = select <4 x i1> %580, <4 x i32> %569, <4 x i32> %575
  %583 = select <4 x i1> %581, <4 x i32> %570, <4 x i32> %579
  %584 = shufflevector <4 x i32> %582, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %585 = bitcast i32* %572 to <4 x i32>*
  store <4 x i32> %584, <4 x i32>* %585, align 4, !alias.scope !47, !noalias !44
  %586 = shufflevector <4 x i32> %583, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %587 = bitcast i32* %576 to <4 x i32>*
  store <4 x i32> %586, <4 x i32>* %587, align 4, !alias.scope !47, !noalias !44
  %588 = add nuw i64 %557, 8
  %589 = icmp eq i64 %588, %550
  br i1 %589, label %590, label %556, !llvm.loop !49

590:                                              ; preds = %556
  %591 = icmp eq i64 %521, %550
  br i1 %591, label %606, label %592

592:                                              ; preds = %543, %523, %518, %590
  %593 = phi i64 [ %496, %543 ], [ %496, %523 ], [ %496, %518 ], [ %551, %590 ]
  br label %594

594:                                              ; preds = %592, %594
  %595 = phi i64 [ %604, %594 ], [ %593, %592 ]
  %596 = sub nsw i64 %595, %516
  %597 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %596
  %598 = load i32, i32* %597, align 4, !tbaa !5
  %599 = add nsw i32 %598, %520
  %600 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %595
  %601 = load i32, i32* %600, align 4, !tbaa !5
  %602 = icmp sgt i32 %599, %601
  %603 = select i1 %602, i32 %599, i32 %601
  store i32 %603, i32* %600, align 4
  %604 = add nsw i64 %595, -1
  %605 = icmp sgt i64 %595, %516
  br i1 %605, label %594, label %606, !llvm.loop !50

606:                                              ; preds = %594, %590, %512
  %607 = add nuw nsw i64 %513, 1
  %608 = icmp eq i64 %607, 20
  br i1 %608, label %609, label %512, !llvm.loop !36

609:                                              ; preds = %606
  %610 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %496
  %611 = load i32, i32* %610, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %233) #7
  %612 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i64 0, i64 0), i32 noundef 300, i32 noundef %611)
  %613 = load i32, i32* @check, align 4, !tbaa !5
  %614 = xor i32 %613, %611
  %615 = mul i32 %614, 16777619
  store i32 %615, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %231) #7
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %230) #7
  %616 = bitcast [200 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %616) #7
  br label %617

617:                                              ; preds = %617, %609
  %618 = phi i64 [ 0, %609 ], [ %635, %617 ]
  %619 = phi i32 [ %249, %609 ], [ %629, %617 ]
  %620 = mul i32 %619, 1103515245
  %621 = add i32 %620, 12345
  %622 = lshr i32 %621, 16
  %623 = trunc i32 %622 to i16
  %624 = urem i16 %623, 1000
  %625 = zext i16 %624 to i32
  %626 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %618
  store i32 %625, i32* %626, align 8, !tbaa !5
  %627 = or i64 %618, 1
  %628 = mul i32 %621, 1103515245
  %629 = add i32 %628, 12345
  %630 = lshr i32 %629, 16
  %631 = trunc i32 %630 to i16
  %632 = urem i16 %631, 1000
  %633 = zext i16 %632 to i32
  %634 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %627
  store i32 %633, i32* %634, align 4, !tbaa !5
  %635 = add nuw nsw i64 %618, 2
  %636 = icmp eq i64 %635, 200
  br i1 %636, label %637, label %617, !llvm.loop !51

637:                                              ; preds = %617
  %638 = bitcast [256 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %638) #7
  %639 = icmp sgt i32 %9, 0
  br i1 %639, label %640, label %671

640:                                              ; preds = %637
  %641 = mul nsw i32 %9, 200
  %642 = zext i32 %641 to i64
  br label %643

643:                                              ; preds = %662, %640
  %644 = phi i64 [ 0, %640 ], [ %669, %662 ]
  %645 = phi i32 [ 0, %640 ], [ %668, %662 ]
  %646 = icmp eq i32 %645, 0
  %647 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %644
  %648 = load i32, i32* %647, align 4, !tbaa !5
  br i1 %646, label %662, label %649

649:                                              ; preds = %643, %649
  %650 = phi i32 [ %660, %649 ], [ %645, %643 ]
  %651 = phi i32 [ %659, %649 ], [ 0, %643 ]
  %652 = add nsw i32 %651, %650
  %653 = sdiv i32 %652, 2
  %654 = sext i32 %653 to i64
  %655 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %654
  %656 = load i32, i32* %655, align 4, !tbaa !5
  %657 = icmp slt i32 %656, %648
  %658 = add nsw i32 %653, 1
  %659 = select i1 %657, i32 %658, i32 %651
  %660 = select i1 %657, i32 %650, i32 %653
  %661 = icmp slt i32 %659, %660
  br i1 %661, label %649, label %662, !llvm.loop !52

662:                                              ; preds = %649, %643
  %663 = phi i32 [ 0, %643 ], [ %659, %649 ]
  %664 = sext i32 %663 to i64
  %665 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %664
  store i32 %648, i32* %665, align 4, !tbaa !5
  %666 = icmp eq i32 %663, %645
  %667 = zext i1 %666 to i32
  %668 = add nuw nsw i32 %645, %667
  %669 = add nuw nsw i64 %644, 1
  %670 = icmp eq i64 %669, %642
  br i1 %670, label %671, label %643, !llvm.loop !53

671:                                              ; preds = %662, %637
  %672 = phi i32 [ 0, %637 ], [ %668, %662 ]
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %638) #7
  %673 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0), i32 noundef %672)
  %674 = bitcast [256 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %674) #7
  br label %675

675:                                              ; preds = %694, %671
  %676 = phi i64 [ 0, %671 ], [ %701, %694 ]
  %677 = phi i32 [ 0, %671 ], [ %700, %694 ]
  %678 = icmp eq i32 %677, 0
  %679 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %676
  %680 = load i32, i32* %679, align 4, !tbaa !5
  br i1 %678, label %694, label %681

681:                                              ; preds = %675, %681
  %682 = phi i32 [ %692, %681 ], [ %677, %675 ]
  %683 = phi i32 [ %691, %681 ], [ 0, %675 ]
  %684 = add nsw i32 %683, %682
  %685 = sdiv i32 %684, 2
  %686 = sext i32 %685 to i64
  %687 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i64 0, i64 %686
  %688 = load i32, i32* %687, align 4, !tbaa !5
  %689 = icmp slt i32 %688, %680
  %690 = add nsw i32 %685, 1
  %691 = select i1 %689, i32 %690, i32 %683
  %692 = select i1 %689, i32 %682, i32 %685
  %693 = icmp slt i32 %691, %692
  br i1 %693, label %681, label %694, !llvm.loop !52

694:                                              ; preds = %681, %675
  %695 = phi i32 [ 0, %675 ], [ %691, %681 ]
  %696 = sext i32 %695 to i64
  %697 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i64 0, i64 %696
  store i32 %680, i32* %697, align 4, !tbaa !5
  %698 = icmp eq i32 %695, %677
  %699 = zext i1 %698 to i32
  %700 = add nuw nsw i32 %677, %699
  %701 = add nuw nsw i64 %676, 1
  %702 = icmp eq i64 %701, 200
  br i1 %702, label %703, label %675, !llvm.loop !53

703:                                              ; preds = %694
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %674) #7
  %704 = load i32, i32* @check, align 4, !tbaa !5
  %705 = xor i32 %704, %700
  %706 = mul i32 %705, 16777619
  store i32 %706, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %616) #7
  %707 = insertelement <4 x i32> poison, i32 %9, i64 0
  %708 = shufflevector <4 x i32> %707, <4 x i32> poison, <4 x i32> zeroinitializer
  %709 = mul nsw <4 x i32> %708, <i32 0, i32 1, i32 2, i32 3>
  %710 = mul nsw <4 x i32> %708, <i32 4, i32 5, i32 6, i32 7>
  %711 = mul nsw <4 x i32> %708, <i32 8, i32 9, i32 10, i32 11>
  %712 = mul nsw <4 x i32> %708, <i32 12, i32 13, i32 14, i32 15>
  %713 = mul nsw <4 x i32> %708, <i32 16, i32 17, i32 18, i32 19>
  %714 = mul nsw <4 x i32> %708, <i32 20, i32 21, i32 22, i32 23>
  br label %715

715:                                              ; preds = %715, %703
  %716 = phi i64 [ 0, %703 ], [ %801, %715 ]
  %717 = trunc i64 %716 to i32
  %718 = mul i32 %717, 3
  %719 = insertelement <4 x i32> poison, i32 %718, i64 0
  %720 = shufflevector <4 x i32> %719, <4 x i32> poison, <4 x i32> zeroinitializer
  %721 = insertelement <4 x i64> poison, i64 %716, i64 0
  %722 = shufflevector <4 x i64> %721, <4 x i64> poison, <4 x i32> zeroinitializer
  %723 = add nsw <4 x i32> %709, %720
  %724 = srem <4 x i32> %723, <i32 11, i32 11, i32 11, i32 11>
  %725 = add nsw <4 x i32> %724, <i32 -5, i32 -5, i32 -5, i32 -5>
  %726 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %716, i64 0
  %727 = bitcast i32* %726 to <4 x i32>*
  store <4 x i32> %725, <4 x i32>* %727, align 16, !tbaa !5
  %728 = icmp eq <4 x i64> %722, <i64 0, i64 1, i64 2, i64 3>
  %729 = trunc <4 x i64> %722 to <4 x i32>
  %730 = add <4 x i32> %729, <i32 0, i32 2, i32 4, i32 6>
  %731 = urem <4 x i32> %730, <i32 7, i32 7, i32 7, i32 7>
  %732 = add nsw <4 x i32> %731, <i32 -3, i32 -3, i32 -3, i32 -3>
  %733 = select <4 x i1> %728, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> %732
  %734 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %716, i64 0
  %735 = bitcast i32* %734 to <4 x i32>*
  store <4 x i32> %733, <4 x i32>* %735, align 16, !tbaa !5
  %736 = add nsw <4 x i32> %710, %720
  %737 = srem <4 x i32> %736, <i32 11, i32 11, i32 11, i32 11>
  %738 = add nsw <4 x i32> %737, <i32 -5, i32 -5, i32 -5, i32 -5>
  %739 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %716, i64 4
  %740 = bitcast i32* %739 to <4 x i32>*
  store <4 x i32> %738, <4 x i32>* %740, align 16, !tbaa !5
  %741 = icmp eq <4 x i64> %722, <i64 4, i64 5, i64 6, i64 7>
  %742 = trunc <4 x i64> %722 to <4 x i32>
  %743 = add <4 x i32> %742, <i32 8, i32 10, i32 12, i32 14>
  %744 = urem <4 x i32> %743, <i32 7, i32 7, i32 7, i32 7>
  %745 = add nsw <4 x i32> %744, <i32 -3, i32 -3, i32 -3, i32 -3>
  %746 = select <4 x i1> %741, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> %745
  %747 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %716, i64 4
  %748 = bitcast i32* %747 to <4 x i32>*
  store <4 x i32> %746, <4 x i32>* %748, align 16, !tbaa !5
  %749 = add nsw <4 x i32> %711, %720
  %750 = srem <4 x i32> %749, <i32 11, i32 11, i32 11, i32 11>
  %751 = add nsw <4 x i32> %750, <i32 -5, i32 -5, i32 -5, i32 -5>
  %752 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %716, i64 8
  %753 = bitcast i32* %752 to <4 x i32>*
  store <4 x i32> %751, <4 x i32>* %753, align 16, !tbaa !5
  %754 = icmp eq <4 x i64> %722, <i64 8, i64 9, i64 10, i64 11>
  %755 = trunc <4 x i64> %722 to <4 x i32>
  %756 = add <4 x i32> %755, <i32 16, i32 18, i32 20, i32 22>
  %757 = urem <4 x i32> %756, <i32 7, i32 7, i32 7, i32 7>
  %758 = add nsw <4 x i32> %757, <i32 -3, i32 -3, i32 -3, i32 -3>
  %759 = select <4 x i1> %754, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> %758
  %760 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %716, i64 8
  %761 = bitcast i32* %760 to <4 x i32>*
  store <4 x i32> %759, <4 x i32>* %761, align 16, !tbaa !5
  %762 = add nsw <4 x i32> %712, %720
  %763 = srem <4 x i32> %762, <i32 11, i32 11, i32 11, i32 11>
  %764 = add nsw <4 x i32> %763, <i32 -5, i32 -5, i32 -5, i32 -5>
  %765 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %716, i64 12
  %766 = bitcast i32* %765 to <4 x i32>*
  store <4 x i32> %764, <4 x i32>* %766, align 16, !tbaa !5
  %767 = icmp eq <4 x i64> %722, <i64 12, i64 13, i64 14, i64 15>
  %768 = trunc <4 x i64> %722 to <4 x i32>
  %769 = add <4 x i32> %768, <i32 24, i32 26, i32 28, i32 30>
  %770 = urem <4 x i32> %769, <i32 7, i32 7, i32 7, i32 7>
  %771 = add nsw <4 x i32> %770, <i32 -3, i32 -3, i32 -3, i32 -3>
  %772 = select <4 x i1> %767, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> %771
  %773 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %716, i64 12
  %774 = bitcast i32* %773 to <4 x i32>*
  store <4 x i32> %772, <4 x i32>* %774, align 16, !tbaa !5
  %775 = add nsw <4 x i32> %713, %720
  %776 = srem <4 x i32> %775, <i32 11, i32 11, i32 11, i32 11>
  %777 = add nsw <4 x i32> %776, <i32 -5, i32 -5, i32 -5, i32 -5>
  %778 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %716, i64 16
  %779 = bitcast i32* %778 to <4 x i32>*
  store <4 x i32> %777, <4 x i32>* %779, align 16, !tbaa !5
  %780 = icmp eq <4 x i64> %722, <i64 16, i64 17, i64 18, i64 19>
  %781 = trunc <4 x i64> %722 to <4 x i32>
  %782 = add <4 x i32> %781, <i32 32, i32 34, i32 36, i32 38>
  %783 = urem <4 x i32> %782, <i32 7, i32 7, i32 7, i32 7>
  %784 = add nsw <4 x i32> %783, <i32 -3, i32 -3, i32 -3, i32 -3>
  %785 = select <4 x i1> %780, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> %784
  %786 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %716, i64 16
  %787 = bitcast i32* %786 to <4 x i32>*
  store <4 x i32> %785, <4 x i32>* %787, align 16, !tbaa !5
  %788 = add nsw <4 x i32> %714, %720
  %789 = srem <4 x i32> %788, <i32 11, i32 11, i32 11, i32 11>
  %790 = add nsw <4 x i32> %789, <i32 -5, i32 -5, i32 -5, i32 -5>
  %791 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %716, i64 20
  %792 = bitcast i32* %791 to <4 x i32>*
  store <4 x i32> %790, <4 x i32>* %792, align 16, !tbaa !5
  %793 = icmp eq <4 x i64> %722, <i64 20, i64 21, i64 22, i64 23>
  %794 = trunc <4 x i64> %722 to <4 x i32>
  %795 = add <4 x i32> %794, <i32 40, i32 42, i32 44, i32 46>
  %796 = urem <4 x i32> %795, <i32 7, i32 7, i32 7, i32 7>
  %797 = add nsw <4 x i32> %796, <i32 -3, i32 -3, i32 -3, i32 -3>
  %798 = select <4 x i1> %793, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> %797
  %799 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %716, i64 20
  %800 = bitcast i32* %799 to <4 x i32>*
  store <4 x i32> %798, <4 x i32>* %800, align 16, !tbaa !5
  %801 = add nuw nsw i64 %716, 1
  %802 = icmp eq i64 %801, 24
  br i1 %802, label %803, label %715, !llvm.loop !54

803:                                              ; preds = %715, %912
  %804 = phi i64 [ %913, %912 ], [ 0, %715 ]
  %805 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %804, i64 0
  %806 = bitcast i32* %805 to <4 x i32>*
  %807 = load <4 x i32>, <4 x i32>* %806, align 16, !tbaa !5
  %808 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %804, i64 4
  %809 = bitcast i32* %808 to <4 x i32>*
  %810 = load <4 x i32>, <4 x i32>* %809, align 16, !tbaa !5
  %811 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %804, i64 8
  %812 = bitcast i32* %811 to <4 x i32>*
  %813 = load <4 x i32>, <4 x i32>* %812, align 16, !tbaa !5
  %814 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %804, i64 12
  %815 = bitcast i32* %814 to <4 x i32>*
  %816 = load <4 x i32>, <4 x i32>* %815, align 16, !tbaa !5
  %817 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %804, i64 16
  %818 = bitcast i32* %817 to <4 x i32>*
  %819 = load <4 x i32>, <4 x i32>* %818, align 16, !tbaa !5
  %820 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %804, i64 20
  %821 = bitcast i32* %820 to <4 x i32>*
  %822 = load <4 x i32>, <4 x i32>* %821, align 16, !tbaa !5
  br label %823

823:                                              ; preds = %803, %823
  %824 = phi i64 [ 0, %803 ], [ %910, %823 ]
  %825 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 0, i64 %824
  %826 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 1, i64 %824
  %827 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 2, i64 %824
  %828 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 3, i64 %824
  %829 = load i32, i32* %825, align 4, !tbaa !5
  %830 = load i32, i32* %826, align 4, !tbaa !5
  %831 = load i32, i32* %827, align 4, !tbaa !5
  %832 = load i32, i32* %828, align 4, !tbaa !5
  %833 = insertelement <4 x i32> poison, i32 %829, i64 0
  %834 = insertelement <4 x i32> %833, i32 %830, i64 1
  %835 = insertelement <4 x i32> %834, i32 %831, i64 2
  %836 = insertelement <4 x i32> %835, i32 %832, i64 3
  %837 = mul nsw <4 x i32> %836, %807
  %838 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 4, i64 %824
  %839 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 5, i64 %824
  %840 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 6, i64 %824
  %841 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 7, i64 %824
  %842 = load i32, i32* %838, align 4, !tbaa !5
  %843 = load i32, i32* %839, align 4, !tbaa !5
  %844 = load i32, i32* %840, align 4, !tbaa !5
  %845 = load i32, i32* %841, align 4, !tbaa !5
  %846 = insertelement <4 x i32> poison, i32 %842, i64 0
  %847 = insertelement <4 x i32> %846, i32 %843, i64 1
  %848 = insertelement <4 x i32> %847, i32 %844, i64 2
  %849 = insertelement <4 x i32> %848, i32 %845, i64 3
  %850 = mul nsw <4 x i32> %849, %810
  %851 = add <4 x i32> %850, %837
  %852 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 8, i64 %824
  %853 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 9, i64 %824
  %854 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 10, i64 %824
  %855 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 11, i64 %824
  %856 = load i32, i32* %852, align 4, !tbaa !5
  %857 = load i32, i32* %853, align 4, !tbaa !5
  %858 = load i32, i32* %854, align 4, !tbaa !5
  %859 = load i32, i32* %855, align 4, !tbaa !5
  %860 = insertelement <4 x i32> poison, i32 %856, i64 0
  %861 = insertelement <4 x i32> %860, i32 %857, i64 1
  %862 = insertelement <4 x i32> %861, i32 %858, i64 2
  %863 = insertelement <4 x i32> %862, i32 %859, i64 3
  %864 = mul nsw <4 x i32> %863, %813
  %865 = add <4 x i32> %864, %851
  %866 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 12, i64 %824
  %867 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 13, i64 %824
  %868 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 14, i64 %824
  %869 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 15, i64 %824
  %870 = load i32, i32* %866, align 4, !tbaa !5
  %871 = load i32, i32* %867, align 4, !tbaa !5
  %872 = load i32, i32* %868, align 4, !tbaa !5
  %873 = load i32, i32* %869, align 4, !tbaa !5
  %874 = insertelement <4 x i32> poison, i32 %870, i64 0
  %875 = insertelement <4 x i32> %874, i32 %871, i64 1
  %876 = insertelement <4 x i32> %875, i32 %872, i64 2
  %877 = insertelement <4 x i32> %876, i32 %873, i64 3
  %878 = mul nsw <4 x i32> %877, %816
  %879 = add <4 x i32> %878, %865
  %880 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 16, i64 %824
  %881 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 17, i64 %824
  %882 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 18, i64 %824
  %883 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 19, i64 %824
  %884 = load i32, i32* %880, align 4, !tbaa !5
  %885 = load i32, i32* %881, align 4, !tbaa !5
  %886 = load i32, i32* %882, align 4, !tbaa !5
  %887 = load i32, i32* %883, align 4, !tbaa !5
  %888 = insertelement <4 x i32> poison, i32 %884, i64 0
  %889 = insertelement <4 x i32> %888, i32 %885, i64 1
  %890 = insertelement <4 x i32> %889, i32 %886, i64 2
  %891 = insertelement <4 x i32> %890, i32 %887, i64 3
  %892 = mul nsw <4 x i32> %891, %819
  %893 = add <4 x i32> %892, %879
  %894 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 20, i64 %824
  %895 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 21, i64 %824
  %896 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 22, i64 %824
  %897 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 23, i64 %824
  %898 = load i32, i32* %894, align 4, !tbaa !5
  %899 = load i32, i32* %895, align 4, !tbaa !5
  %900 = load i32, i32* %896, align 4, !tbaa !5
  %901 = load i32, i32* %897, align 4, !tbaa !5
  %902 = insertelement <4 x i32> poison, i32 %898, i64 0
  %903 = insertelement <4 x i32> %902, i32 %899, i64 1
  %904 = insertelement <4 x i32> %903, i32 %900, i64 2
  %905 = insertelement <4 x i32> %904, i32 %901, i64 3
  %906 = mul nsw <4 x i32> %905, %822
  %907 = add <4 x i32> %906, %893
  %908 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %907)
  %909 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %804, i64 %824
  store i32 %908, i32* %909, align 4, !tbaa !5
  %910 = add nuw nsw i64 %824, 1
  %911 = icmp eq i64 %910, 24
  br i1 %911, label %912, label %823, !llvm.loop !55

912:                                              ; preds = %823
  %913 = add nuw nsw i64 %804, 1
  %914 = icmp eq i64 %913, 24
  br i1 %914, label %915, label %803, !llvm.loop !56

915:                                              ; preds = %912, %1024
  %916 = phi i64 [ %1025, %1024 ], [ 0, %912 ]
  %917 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %916, i64 0
  %918 = bitcast i32* %917 to <4 x i32>*
  %919 = load <4 x i32>, <4 x i32>* %918, align 16, !tbaa !5
  %920 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %916, i64 4
  %921 = bitcast i32* %920 to <4 x i32>*
  %922 = load <4 x i32>, <4 x i32>* %921, align 16, !tbaa !5
  %923 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %916, i64 8
  %924 = bitcast i32* %923 to <4 x i32>*
  %925 = load <4 x i32>, <4 x i32>* %924, align 16, !tbaa !5
  %926 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %916, i64 12
  %927 = bitcast i32* %926 to <4 x i32>*
  %928 = load <4 x i32>, <4 x i32>* %927, align 16, !tbaa !5
  %929 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %916, i64 16
  %930 = bitcast i32* %929 to <4 x i32>*
  %931 = load <4 x i32>, <4 x i32>* %930, align 16, !tbaa !5
  %932 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %916, i64 20
  %933 = bitcast i32* %932 to <4 x i32>*
  %934 = load <4 x i32>, <4 x i32>* %933, align 16, !tbaa !5
  br label %935

935:                                              ; preds = %915, %935
  %936 = phi i64 [ 0, %915 ], [ %1022, %935 ]
  %937 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 0, i64 %936
  %938 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 1, i64 %936
  %939 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 2, i64 %936
  %940 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 3, i64 %936
  %941 = load i32, i32* %937, align 4, !tbaa !5
  %942 = load i32, i32* %938, align 4, !tbaa !5
  %943 = load i32, i32* %939, align 4, !tbaa !5
  %944 = load i32, i32* %940, align 4, !tbaa !5
  %945 = insertelement <4 x i32> poison, i32 %941, i64 0
  %946 = insertelement <4 x i32> %945, i32 %942, i64 1
  %947 = insertelement <4 x i32> %946, i32 %943, i64 2
  %948 = insertelement <4 x i32> %947, i32 %944, i64 3
  %949 = mul nsw <4 x i32> %948, %919
  %950 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 4, i64 %936
  %951 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 5, i64 %936
  %952 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 6, i64 %936
  %953 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 7, i64 %936
  %954 = load i32, i32* %950, align 4, !tbaa !5
  %955 = load i32, i32* %951, align 4, !tbaa !5
  %956 = load i32, i32* %952, align 4, !tbaa !5
  %957 = load i32, i32* %953, align 4, !tbaa !5
  %958 = insertelement <4 x i32> poison, i32 %954, i64 0
  %959 = insertelement <4 x i32> %958, i32 %955, i64 1
  %960 = insertelement <4 x i32> %959, i32 %956, i64 2
  %961 = insertelement <4 x i32> %960, i32 %957, i64 3
  %962 = mul nsw <4 x i32> %961, %922
  %963 = add <4 x i32> %962, %949
  %964 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 8, i64 %936
  %965 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 9, i64 %936
  %966 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 10, i64 %936
  %967 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 11, i64 %936
  %968 = load i32, i32* %964, align 4, !tbaa !5
  %969 = load i32, i32* %965, align 4, !tbaa !5
  %970 = load i32, i32* %966, align 4, !tbaa !5
  %971 = load i32, i32* %967, align 4, !tbaa !5
  %972 = insertelement <4 x i32> poison, i32 %968, i64 0
  %973 = insertelement <4 x i32> %972, i32 %969, i64 1
  %974 = insertelement <4 x i32> %973, i32 %970, i64 2
  %975 = insertelement <4 x i32> %974, i32 %971, i64 3
  %976 = mul nsw <4 x i32> %975, %925
  %977 = add <4 x i32> %976, %963
  %978 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 12, i64 %936
  %979 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 13, i64 %936
  %980 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 14, i64 %936
  %981 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 15, i64 %936
  %982 = load i32, i32* %978, align 4, !tbaa !5
  %983 = load i32, i32* %979, align 4, !tbaa !5
  %984 = load i32, i32* %980, align 4, !tbaa !5
  %985 = load i32, i32* %981, align 4, !tbaa !5
  %986 = insertelement <4 x i32> poison, i32 %982, i64 0
  %987 = insertelement <4 x i32> %986, i32 %983, i64 1
  %988 = insertelement <4 x i32> %987, i32 %984, i64 2
  %989 = insertelement <4 x i32> %988, i32 %985, i64 3
  %990 = mul nsw <4 x i32> %989, %928
  %991 = add <4 x i32> %990, %977
  %992 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 16, i64 %936
  %993 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 17, i64 %936
  %994 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 18, i64 %936
  %995 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 19, i64 %936
  %996 = load i32, i32* %992, align 4, !tbaa !5
  %997 = load i32, i32* %993, align 4, !tbaa !5
  %998 = load i32, i32* %994, align 4, !tbaa !5
  %999 = load i32, i32* %995, align 4, !tbaa !5
  %1000 = insertelement <4 x i32> poison, i32 %996, i64 0
  %1001 = insertelement <4 x i32> %1000, i32 %997, i64 1
  %1002 = insertelement <4 x i32> %1001, i32 %998, i64 2
  %1003 = insertelement <4 x i32> %1002, i32 %999, i64 3
  %1004 = mul nsw <4 x i32> %1003, %931
  %1005 = add <4 x i32> %1004, %991
  %1006 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 20, i64 %936
  %1007 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 21, i64 %936
  %1008 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 22, i64 %936
  %1009 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 23, i64 %936
  %1010 = load i32, i32* %1006, align 4, !tbaa !5
  %1011 = load i32, i32* %1007, align 4, !tbaa !5
  %1012 = load i32, i32* %1008, align 4, !tbaa !5
  %1013 = load i32, i32* %1009, align 4, !tbaa !5
  %1014 = insertelement <4 x i32> poison, i32 %1010, i64 0
  %1015 = insertelement <4 x i32> %1014, i32 %1011, i64 1
  %1016 = insertelement <4 x i32> %1015, i32 %1012, i64 2
  %1017 = insertelement <4 x i32> %1016, i32 %1013, i64 3
  %1018 = mul nsw <4 x i32> %1017, %934
  %1019 = add <4 x i32> %1018, %1005
  %1020 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %1019)
  %1021 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %916, i64 %936
  store i32 %1020, i32* %1021, align 4, !tbaa !5
  %1022 = add nuw nsw i64 %936, 1
  %1023 = icmp eq i64 %1022, 24
  br i1 %1023, label %1024, label %935, !llvm.loop !55

1024:                                             ; preds = %935
  %1025 = add nuw nsw i64 %916, 1
  %1026 = icmp eq i64 %1025, 24
  br i1 %1026, label %1027, label %915, !llvm.loop !56

1027:                                             ; preds = %1024
  %1028 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 0, i64 0), align 16, !tbaa !5
  %1029 = sext i32 %1028 to i64
  %1030 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 1, i64 1), align 4, !tbaa !5
  %1031 = sext i32 %1030 to i64
  %1032 = add nsw i64 %1029, %1031
  %1033 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 2, i64 2), align 8, !tbaa !5
  %1034 = sext i32 %1033 to i64
  %1035 = add nsw i64 %1032, %1034
  %1036 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 3, i64 3), align 4, !tbaa !5
  %1037 = sext i32 %1036 to i64
  %1038 = add nsw i64 %1035, %1037
  %1039 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 4, i64 4), align 16, !tbaa !5
  %1040 = sext i32 %1039 to i64
  %1041 = add nsw i64 %1038, %1040
  %1042 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 5, i64 5), align 4, !tbaa !5
  %1043 = sext i32 %1042 to i64
  %1044 = add nsw i64 %1041, %1043
  %1045 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 6, i64 6), align 8, !tbaa !5
  %1046 = sext i32 %1045 to i64
  %1047 = add nsw i64 %1044, %1046
  %1048 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 7, i64 7), align 4, !tbaa !5
  %1049 = sext i32 %1048 to i64
  %1050 = add nsw i64 %1047, %1049
  %1051 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 8, i64 8), align 16, !tbaa !5
  %1052 = sext i32 %1051 to i64
  %1053 = add nsw i64 %1050, %1052
  %1054 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 9, i64 9), align 4, !tbaa !5
  %1055 = sext i32 %1054 to i64
  %1056 = add nsw i64 %1053, %1055
  %1057 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 10, i64 10), align 8, !tbaa !5
  %1058 = sext i32 %1057 to i64
  %1059 = add nsw i64 %1056, %1058
  %1060 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 11, i64 11), align 4, !tbaa !5
  %1061 = sext i32 %1060 to i64
  %1062 = add nsw i64 %1059, %1061
  %1063 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 12, i64 12), align 16, !tbaa !5
  %1064 = sext i32 %1063 to i64
  %1065 = add nsw i64 %1062, %1064
  %1066 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 13, i64 13), align 4, !tbaa !5
  %1067 = sext i32 %1066 to i64
  %1068 = add nsw i64 %1065, %1067
  %1069 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 14, i64 14), align 8, !tbaa !5
  %1070 = sext i32 %1069 to i64
  %1071 = add nsw i64 %1068, %1070
  %1072 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 15, i64 15), align 4, !tbaa !5
  %1073 = sext i32 %1072 to i64
  %1074 = add nsw i64 %1071, %1073
  %1075 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 16, i64 16), align 16, !tbaa !5
  %1076 = sext i32 %1075 to i64
  %1077 = add nsw i64 %1074, %1076
  %1078 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 17, i64 17), align 4, !tbaa !5
  %1079 = sext i32 %1078 to i64
  %1080 = add nsw i64 %1077, %1079
  %1081 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 18, i64 18), align 8, !tbaa !5
  %1082 = sext i32 %1081 to i64
  %1083 = add nsw i64 %1080, %1082
  %1084 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 19, i64 19), align 4, !tbaa !5
  %1085 = sext i32 %1084 to i64
  %1086 = add nsw i64 %1083, %1085
  %1087 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 20, i64 20), align 16, !tbaa !5
  %1088 = sext i32 %1087 to i64
  %1089 = add nsw i64 %1086, %1088
  %1090 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 21, i64 21), align 4, !tbaa !5
  %1091 = sext i32 %1090 to i64
  %1092 = add nsw i64 %1089, %1091
  %1093 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 22, i64 22), align 8, !tbaa !5
  %1094 = sext i32 %1093 to i64
  %1095 = add nsw i64 %1092, %1094
  %1096 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 23, i64 23), align 4, !tbaa !5
  %1097 = sext i32 %1096 to i64
  %1098 = add nsw i64 %1095, %1097
  %1099 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 0, i64 0), align 16, !tbaa !5
  %1100 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 5, i64 17), align 4, !tbaa !5
  %1101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.17, i64 0, i64 0), i32 noundef %1099, i32 noundef %1100, i32 noundef %1096, i64 noundef %1098)
  %1102 = load i32, i32* @check, align 4, !tbaa !5
  br label %1103

1103:                                             ; preds = %1027, %1103
  %1104 = phi i64 [ 0, %1027 ], [ %1202, %1103 ]
  %1105 = phi i32 [ %1102, %1027 ], [ %1201, %1103 ]
  %1106 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 0
  %1107 = load i32, i32* %1106, align 16, !tbaa !5
  %1108 = xor i32 %1105, %1107
  %1109 = mul i32 %1108, 16777619
  %1110 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 1
  %1111 = load i32, i32* %1110, align 4, !tbaa !5
  %1112 = xor i32 %1109, %1111
  %1113 = mul i32 %1112, 16777619
  %1114 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 2
  %1115 = load i32, i32* %1114, align 8, !tbaa !5
  %1116 = xor i32 %1113, %1115
  %1117 = mul i32 %1116, 16777619
  %1118 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 3
  %1119 = load i32, i32* %1118, align 4, !tbaa !5
  %1120 = xor i32 %1117, %1119
  %1121 = mul i32 %1120, 16777619
  %1122 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 4
  %1123 = load i32, i32* %1122, align 16, !tbaa !5
  %1124 = xor i32 %1121, %1123
  %1125 = mul i32 %1124, 16777619
  %1126 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 5
  %1127 = load i32, i32* %1126, align 4, !tbaa !5
  %1128 = xor i32 %1125, %1127
  %1129 = mul i32 %1128, 16777619
  %1130 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 6
  %1131 = load i32, i32* %1130, align 8, !tbaa !5
  %1132 = xor i32 %1129, %1131
  %1133 = mul i32 %1132, 16777619
  %1134 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 7
  %1135 = load i32, i32* %1134, align 4, !tbaa !5
  %1136 = xor i32 %1133, %1135
  %1137 = mul i32 %1136, 16777619
  %1138 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 8
  %1139 = load i32, i32* %1138, align 16, !tbaa !5
  %1140 = xor i32 %1137, %1139
  %1141 = mul i32 %1140, 16777619
  %1142 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 9
  %1143 = load i32, i32* %1142, align 4, !tbaa !5
  %1144 = xor i32 %1141, %1143
  %1145 = mul i32 %1144, 16777619
  %1146 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 10
  %1147 = load i32, i32* %1146, align 8, !tbaa !5
  %1148 = xor i32 %1145, %1147
  %1149 = mul i32 %1148, 16777619
  %1150 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 11
  %1151 = load i32, i32* %1150, align 4, !tbaa !5
  %1152 = xor i32 %1149, %1151
  %1153 = mul i32 %1152, 16777619
  %1154 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 12
  %1155 = load i32, i32* %1154, align 16, !tbaa !5
  %1156 = xor i32 %1153, %1155
  %1157 = mul i32 %1156, 16777619
  %1158 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 13
  %1159 = load i32, i32* %1158, align 4, !tbaa !5
  %1160 = xor i32 %1157, %1159
  %1161 = mul i32 %1160, 16777619
  %1162 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 14
  %1163 = load i32, i32* %1162, align 8, !tbaa !5
  %1164 = xor i32 %1161, %1163
  %1165 = mul i32 %1164, 16777619
  %1166 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 15
  %1167 = load i32, i32* %1166, align 4, !tbaa !5
  %1168 = xor i32 %1165, %1167
  %1169 = mul i32 %1168, 16777619
  %1170 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 16
  %1171 = load i32, i32* %1170, align 16, !tbaa !5
  %1172 = xor i32 %1169, %1171
  %1173 = mul i32 %1172, 16777619
  %1174 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 17
  %1175 = load i32, i32* %1174, align 4, !tbaa !5
  %1176 = xor i32 %1173, %1175
  %1177 = mul i32 %1176, 16777619
  %1178 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 18
  %1179 = load i32, i32* %1178, align 8, !tbaa !5
  %1180 = xor i32 %1177, %1179
  %1181 = mul i32 %1180, 16777619
  %1182 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 19
  %1183 = load i32, i32* %1182, align 4, !tbaa !5
  %1184 = xor i32 %1181, %1183
  %1185 = mul i32 %1184, 16777619
  %1186 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 20
  %1187 = load i32, i32* %1186, align 16, !tbaa !5
  %1188 = xor i32 %1185, %1187
  %1189 = mul i32 %1188, 16777619
  %1190 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 21
  %1191 = load i32, i32* %1190, align 4, !tbaa !5
  %1192 = xor i32 %1189, %1191
  %1193 = mul i32 %1192, 16777619
  %1194 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 22
  %1195 = load i32, i32* %1194, align 8, !tbaa !5
  %1196 = xor i32 %1193, %1195
  %1197 = mul i32 %1196, 16777619
  %1198 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1104, i64 23
  %1199 = load i32, i32* %1198, align 4, !tbaa !5
  %1200 = xor i32 %1197, %1199
  %1201 = mul i32 %1200, 16777619
  %1202 = add nuw nsw i64 %1104, 1
  %1203 = icmp eq i64 %1202, 24
  br i1 %1203, label %1204, label %1103, !llvm.loop !57

1204:                                             ; preds = %1103
  store i32 %1201, i32* @check, align 4, !tbaa !5
  br label %1205

1205:                                             ; preds = %1204, %1230
  %1206 = phi i64 [ 0, %1204 ], [ %1231, %1230 ]
  %1207 = phi i32 [ %629, %1204 ], [ %1212, %1230 ]
  br label %1208

1208:                                             ; preds = %1205, %1225
  %1209 = phi i64 [ 0, %1205 ], [ %1228, %1225 ]
  %1210 = phi i32 [ %1207, %1205 ], [ %1212, %1225 ]
  %1211 = mul i32 %1210, 1103515245
  %1212 = add i32 %1211, 12345
  %1213 = icmp eq i64 %1206, %1209
  br i1 %1213, label %1225, label %1214

1214:                                             ; preds = %1208
  %1215 = lshr i32 %1212, 16
  %1216 = trunc i32 %1215 to i16
  %1217 = urem i16 %1216, 3
  %1218 = icmp eq i16 %1217, 0
  br i1 %1218, label %1219, label %1225

1219:                                             ; preds = %1214
  %1220 = lshr i32 %1212, 20
  %1221 = trunc i32 %1220 to i16
  %1222 = urem i16 %1221, 50
  %1223 = add nuw nsw i16 %1222, 1
  %1224 = zext i16 %1223 to i32
  br label %1225

1225:                                             ; preds = %1219, %1214, %1208
  %1226 = phi i32 [ 0, %1208 ], [ %1224, %1219 ], [ 1000000, %1214 ]
  %1227 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1206, i64 %1209
  store i32 %1226, i32* %1227, align 4, !tbaa !5
  %1228 = add nuw nsw i64 %1209, 1
  %1229 = icmp eq i64 %1228, 12
  br i1 %1229, label %1230, label %1208, !llvm.loop !58

1230:                                             ; preds = %1225
  %1231 = add nuw nsw i64 %1206, 1
  %1232 = icmp eq i64 %1231, 12
  br i1 %1232, label %1233, label %1205, !llvm.loop !59

1233:                                             ; preds = %1230, %1359
  %1234 = phi i64 [ %1360, %1359 ], [ 0, %1230 ]
  %1235 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 0
  %1236 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 1
  %1237 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 2
  %1238 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 3
  %1239 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 4
  %1240 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 5
  %1241 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 6
  %1242 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 7
  %1243 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 8
  %1244 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 9
  %1245 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 10
  %1246 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1234, i64 11
  br label %1247

1247:                                             ; preds = %1356, %1233
  %1248 = phi i64 [ 0, %1233 ], [ %1357, %1356 ]
  %1249 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 %1234
  %1250 = load i32, i32* %1249, align 4, !tbaa !5
  %1251 = load i32, i32* %1235, align 16, !tbaa !5
  %1252 = add nsw i32 %1251, %1250
  %1253 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 0
  %1254 = load i32, i32* %1253, align 16, !tbaa !5
  %1255 = icmp slt i32 %1252, %1254
  br i1 %1255, label %1256, label %1258

1256:                                             ; preds = %1247
  store i32 %1252, i32* %1253, align 16, !tbaa !5
  %1257 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1258

1258:                                             ; preds = %1256, %1247
  %1259 = phi i32 [ %1250, %1247 ], [ %1257, %1256 ]
  %1260 = load i32, i32* %1236, align 4, !tbaa !5
  %1261 = add nsw i32 %1260, %1259
  %1262 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 1
  %1263 = load i32, i32* %1262, align 4, !tbaa !5
  %1264 = icmp slt i32 %1261, %1263
  br i1 %1264, label %1265, label %1267

1265:                                             ; preds = %1258
  store i32 %1261, i32* %1262, align 4, !tbaa !5
  %1266 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1267

1267:                                             ; preds = %1265, %1258
  %1268 = phi i32 [ %1266, %1265 ], [ %1259, %1258 ]
  %1269 = load i32, i32* %1237, align 8, !tbaa !5
  %1270 = add nsw i32 %1269, %1268
  %1271 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 2
  %1272 = load i32, i32* %1271, align 8, !tbaa !5
  %1273 = icmp slt i32 %1270, %1272
  br i1 %1273, label %1274, label %1276

1274:                                             ; preds = %1267
  store i32 %1270, i32* %1271, align 8, !tbaa !5
  %1275 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1276

1276:                                             ; preds = %1274, %1267
  %1277 = phi i32 [ %1275, %1274 ], [ %1268, %1267 ]
  %1278 = load i32, i32* %1238, align 4, !tbaa !5
  %1279 = add nsw i32 %1278, %1277
  %1280 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 3
  %1281 = load i32, i32* %1280, align 4, !tbaa !5
  %1282 = icmp slt i32 %1279, %1281
  br i1 %1282, label %1283, label %1285

1283:                                             ; preds = %1276
  store i32 %1279, i32* %1280, align 4, !tbaa !5
  %1284 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1285

1285:                                             ; preds = %1283, %1276
  %1286 = phi i32 [ %1284, %1283 ], [ %1277, %1276 ]
  %1287 = load i32, i32* %1239, align 16, !tbaa !5
  %1288 = add nsw i32 %1287, %1286
  %1289 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 4
  %1290 = load i32, i32* %1289, align 16, !tbaa !5
  %1291 = icmp slt i32 %1288, %1290
  br i1 %1291, label %1292, label %1294

1292:                                             ; preds = %1285
  store i32 %1288, i32* %1289, align 16, !tbaa !5
  %1293 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1294

1294:                                             ; preds = %1292, %1285
  %1295 = phi i32 [ %1293, %1292 ], [ %1286, %1285 ]
  %1296 = load i32, i32* %1240, align 4, !tbaa !5
  %1297 = add nsw i32 %1296, %1295
  %1298 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 5
  %1299 = load i32, i32* %1298, align 4, !tbaa !5
  %1300 = icmp slt i32 %1297, %1299
  br i1 %1300, label %1301, label %1303

1301:                                             ; preds = %1294
  store i32 %1297, i32* %1298, align 4, !tbaa !5
  %1302 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1303

1303:                                             ; preds = %1301, %1294
  %1304 = phi i32 [ %1302, %1301 ], [ %1295, %1294 ]
  %1305 = load i32, i32* %1241, align 8, !tbaa !5
  %1306 = add nsw i32 %1305, %1304
  %1307 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 6
  %1308 = load i32, i32* %1307, align 8, !tbaa !5
  %1309 = icmp slt i32 %1306, %1308
  br i1 %1309, label %1310, label %1312

1310:                                             ; preds = %1303
  store i32 %1306, i32* %1307, align 8, !tbaa !5
  %1311 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1312

1312:                                             ; preds = %1310, %1303
  %1313 = phi i32 [ %1311, %1310 ], [ %1304, %1303 ]
  %1314 = load i32, i32* %1242, align 4, !tbaa !5
  %1315 = add nsw i32 %1314, %1313
  %1316 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 7
  %1317 = load i32, i32* %1316, align 4, !tbaa !5
  %1318 = icmp slt i32 %1315, %1317
  br i1 %1318, label %1319, label %1321

1319:                                             ; preds = %1312
  store i32 %1315, i32* %1316, align 4, !tbaa !5
  %1320 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1321

1321:                                             ; preds = %1319, %1312
  %1322 = phi i32 [ %1320, %1319 ], [ %1313, %1312 ]
  %1323 = load i32, i32* %1243, align 16, !tbaa !5
  %1324 = add nsw i32 %1323, %1322
  %1325 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 8
  %1326 = load i32, i32* %1325, align 16, !tbaa !5
  %1327 = icmp slt i32 %1324, %1326
  br i1 %1327, label %1328, label %1330

1328:                                             ; preds = %1321
  store i32 %1324, i32* %1325, align 16, !tbaa !5
  %1329 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1330

1330:                                             ; preds = %1328, %1321
  %1331 = phi i32 [ %1329, %1328 ], [ %1322, %1321 ]
  %1332 = load i32, i32* %1244, align 4, !tbaa !5
  %1333 = add nsw i32 %1332, %1331
  %1334 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 9
  %1335 = load i32, i32* %1334, align 4, !tbaa !5
  %1336 = icmp slt i32 %1333, %1335
  br i1 %1336, label %1337, label %1339

1337:                                             ; preds = %1330
  store i32 %1333, i32* %1334, align 4, !tbaa !5
  %1338 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1339

1339:                                             ; preds = %1337, %1330
  %1340 = phi i32 [ %1338, %1337 ], [ %1331, %1330 ]
  %1341 = load i32, i32* %1245, align 8, !tbaa !5
  %1342 = add nsw i32 %1341, %1340
  %1343 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 10
  %1344 = load i32, i32* %1343, align 8, !tbaa !5
  %1345 = icmp slt i32 %1342, %1344
  br i1 %1345, label %1346, label %1348

1346:                                             ; preds = %1339
  store i32 %1342, i32* %1343, align 8, !tbaa !5
  %1347 = load i32, i32* %1249, align 4, !tbaa !5
  br label %1348

1348:                                             ; preds = %1346, %1339
  %1349 = phi i32 [ %1347, %1346 ], [ %1340, %1339 ]
  %1350 = load i32, i32* %1246, align 4, !tbaa !5
  %1351 = add nsw i32 %1350, %1349
  %1352 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1248, i64 11
  %1353 = load i32, i32* %1352, align 4, !tbaa !5
  %1354 = icmp slt i32 %1351, %1353
  br i1 %1354, label %1355, label %1356

1355:                                             ; preds = %1348
  store i32 %1351, i32* %1352, align 4, !tbaa !5
  br label %1356

1356:                                             ; preds = %1355, %1348
  %1357 = add nuw nsw i64 %1248, 1
  %1358 = icmp eq i64 %1357, 12
  br i1 %1358, label %1359, label %1247, !llvm.loop !60

1359:                                             ; preds = %1356
  %1360 = add nuw nsw i64 %1234, 1
  %1361 = icmp eq i64 %1360, 12
  br i1 %1361, label %1362, label %1233, !llvm.loop !61

1362:                                             ; preds = %1359, %1362
  %1363 = phi i64 [ %1430, %1362 ], [ 0, %1359 ]
  %1364 = phi i64 [ %1427, %1362 ], [ 0, %1359 ]
  %1365 = phi i32 [ %1429, %1362 ], [ %1201, %1359 ]
  %1366 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1363, i64 0
  %1367 = bitcast i32* %1366 to <8 x i32>*
  %1368 = load <8 x i32>, <8 x i32>* %1367, align 16, !tbaa !5
  %1369 = icmp sgt <8 x i32> %1368, <i32 999999, i32 999999, i32 999999, i32 999999, i32 999999, i32 999999, i32 999999, i32 999999>
  %1370 = select <8 x i1> %1369, <8 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <8 x i32> %1368
  %1371 = sext <8 x i32> %1370 to <8 x i64>
  %1372 = extractelement <8 x i32> %1368, i64 0
  %1373 = xor i32 %1365, %1372
  %1374 = mul i32 %1373, 16777619
  %1375 = extractelement <8 x i32> %1368, i64 1
  %1376 = xor i32 %1374, %1375
  %1377 = mul i32 %1376, 16777619
  %1378 = extractelement <8 x i32> %1368, i64 2
  %1379 = xor i32 %1377, %1378
  %1380 = mul i32 %1379, 16777619
  %1381 = extractelement <8 x i32> %1368, i64 3
  %1382 = xor i32 %1380, %1381
  %1383 = mul i32 %1382, 16777619
  %1384 = extractelement <8 x i32> %1368, i64 4
  %1385 = xor i32 %1383, %1384
  %1386 = mul i32 %1385, 16777619
  %1387 = extractelement <8 x i32> %1368, i64 5
  %1388 = xor i32 %1386, %1387
  %1389 = mul i32 %1388, 16777619
  %1390 = extractelement <8 x i32> %1368, i64 6
  %1391 = xor i32 %1389, %1390
  %1392 = mul i32 %1391, 16777619
  %1393 = extractelement <8 x i32> %1368, i64 7
  %1394 = xor i32 %1392, %1393
  %1395 = mul i32 %1394, 16777619
  %1396 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1363, i64 8
  %1397 = load i32, i32* %1396, align 16, !tbaa !5
  %1398 = icmp sgt i32 %1397, 999999
  %1399 = select i1 %1398, i32 -1, i32 %1397
  %1400 = sext i32 %1399 to i64
  %1401 = xor i32 %1395, %1397
  %1402 = mul i32 %1401, 16777619
  %1403 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1363, i64 9
  %1404 = load i32, i32* %1403, align 4, !tbaa !5
  %1405 = icmp sgt i32 %1404, 999999
  %1406 = select i1 %1405, i32 -1, i32 %1404
  %1407 = sext i32 %1406 to i64
  %1408 = xor i32 %1402, %1404
  %1409 = mul i32 %1408, 16777619
  %1410 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1363, i64 10
  %1411 = load i32, i32* %1410, align 8, !tbaa !5
  %1412 = icmp sgt i32 %1411, 999999
  %1413 = select i1 %1412, i32 -1, i32 %1411
  %1414 = sext i32 %1413 to i64
  %1415 = xor i32 %1409, %1411
  %1416 = mul i32 %1415, 16777619
  %1417 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1363, i64 11
  %1418 = load i32, i32* %1417, align 4, !tbaa !5
  %1419 = icmp sgt i32 %1418, 999999
  %1420 = select i1 %1419, i32 -1, i32 %1418
  %1421 = sext i32 %1420 to i64
  %1422 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %1371)
  %1423 = add nsw i64 %1422, %1400
  %1424 = add nsw i64 %1423, %1407
  %1425 = add nsw i64 %1424, %1414
  %1426 = add nsw i64 %1425, %1421
  %1427 = add nsw i64 %1426, %1364
  %1428 = xor i32 %1416, %1418
  %1429 = mul i32 %1428, 16777619
  %1430 = add nuw nsw i64 %1363, 1
  %1431 = icmp eq i64 %1430, 12
  br i1 %1431, label %1432, label %1362, !llvm.loop !62

1432:                                             ; preds = %1362
  store i32 %1429, i32* @check, align 4, !tbaa !5
  %1433 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 0, i64 11), align 4, !tbaa !5
  %1434 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 11, i64 0), align 16, !tbaa !5
  %1435 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i64 0, i64 0), i32 noundef 11, i32 noundef %1433, i32 noundef 11, i32 noundef %1434, i64 noundef %1427)
  %1436 = load i32, i32* @check, align 4, !tbaa !5
  %1437 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0), i32 noundef %1436)
  %1438 = load i32, i32* @check, align 4, !tbaa !5
  %1439 = and i32 %1438, 127
  ret i32 %1439
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

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
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !13}
!36 = distinct !{!36, !12}
!37 = !{!38}
!38 = distinct !{!38, !39}
!39 = distinct !{!39, !"LVerDomain"}
!40 = !{!41}
!41 = distinct !{!41, !39}
!42 = distinct !{!42, !12, !13}
!43 = distinct !{!43, !12, !13}
!44 = !{!45}
!45 = distinct !{!45, !46}
!46 = distinct !{!46, !"LVerDomain"}
!47 = !{!48}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !12, !13}
!50 = distinct !{!50, !12, !13}
!51 = distinct !{!51, !12}
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
