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
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %10) #5
  %11 = bitcast [64 x i32]* %4 to i8*
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 0
  br label %13

13:                                               ; preds = %0, %176
  %14 = phi i64 [ 0, %0 ], [ %183, %176 ]
  %15 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %14, i64 0
  %16 = load i8*, i8** %15, align 8, !tbaa !9
  %17 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %14, i64 1
  %18 = load i8*, i8** %17, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %11) #5
  %19 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %16) #6
  %20 = trunc i64 %19 to i32
  %21 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %18) #6
  %22 = trunc i64 %21 to i32
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %13
  %25 = add i64 %21, 1
  %26 = and i64 %25, 4294967295
  br label %36

27:                                               ; preds = %36, %13
  %28 = icmp slt i32 %20, 1
  br i1 %28, label %74, label %29

29:                                               ; preds = %27
  %30 = icmp slt i32 %22, 1
  %31 = add i64 %21, 1
  %32 = add i64 %19, 1
  %33 = and i64 %32, 4294967295
  %34 = and i64 %31, 4294967295
  %35 = load i32, i32* %12, align 4
  br label %42

36:                                               ; preds = %36, %24
  %37 = phi i64 [ 0, %24 ], [ %40, %36 ]
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %37
  %39 = trunc i64 %37 to i32
  store i32 %39, i32* %38, align 4, !tbaa !5
  %40 = add nuw nsw i64 %37, 1
  %41 = icmp eq i64 %40, %26
  br i1 %41, label %27, label %36, !llvm.loop !11

42:                                               ; preds = %70, %29
  %43 = phi i32 [ %35, %29 ], [ %45, %70 ]
  %44 = phi i64 [ 1, %29 ], [ %71, %70 ]
  %45 = trunc i64 %44 to i32
  br i1 %30, label %70, label %46

46:                                               ; preds = %42
  %47 = add nsw i64 %44, -1
  %48 = getelementptr inbounds i8, i8* %16, i64 %47
  %49 = load i8, i8* %48, align 1, !tbaa !14
  br label %50

50:                                               ; preds = %50, %46
  %51 = phi i32 [ %45, %46 ], [ %67, %50 ]
  %52 = phi i64 [ 1, %46 ], [ %68, %50 ]
  %53 = phi i32 [ %43, %46 ], [ %55, %50 ]
  %54 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %52
  %55 = load i32, i32* %54, align 4, !tbaa !5
  %56 = add nsw i64 %52, -1
  %57 = getelementptr inbounds i8, i8* %18, i64 %56
  %58 = load i8, i8* %57, align 1, !tbaa !14
  %59 = icmp ne i8 %49, %58
  %60 = zext i1 %59 to i32
  %61 = add nsw i32 %55, 1
  %62 = add nsw i32 %51, 1
  %63 = add nsw i32 %53, %60
  %64 = icmp slt i32 %61, %62
  %65 = select i1 %64, i32 %61, i32 %62
  %66 = icmp slt i32 %65, %63
  %67 = select i1 %66, i32 %65, i32 %63
  store i32 %67, i32* %54, align 4, !tbaa !5
  %68 = add nuw nsw i64 %52, 1
  %69 = icmp eq i64 %68, %34
  br i1 %69, label %70, label %50, !llvm.loop !15

70:                                               ; preds = %50, %42
  %71 = add nuw nsw i64 %44, 1
  %72 = icmp eq i64 %71, %33
  br i1 %72, label %73, label %42, !llvm.loop !16

73:                                               ; preds = %70
  store i32 %45, i32* %12, align 4
  br label %74

74:                                               ; preds = %73, %27
  %75 = shl i64 %21, 32
  %76 = ashr exact i64 %75, 32
  %77 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %11) #5
  %79 = icmp slt i32 %20, 0
  br i1 %79, label %83, label %80

80:                                               ; preds = %74
  %81 = add i64 %19, 1
  %82 = and i64 %81, 4294967295
  br label %88

83:                                               ; preds = %88, %74
  br i1 %23, label %93, label %84

84:                                               ; preds = %83
  %85 = shl i64 %21, 1
  %86 = and i64 %85, 8589934590
  %87 = add nuw nsw i64 %86, 2
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(1) bitcast ([64 x [64 x i16]]* @lcs.t to i8*), i8 0, i64 %87, i1 false) #5, !tbaa !17
  br label %93

88:                                               ; preds = %88, %80
  %89 = phi i64 [ 0, %80 ], [ %91, %88 ]
  %90 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %89, i64 0
  store i16 0, i16* %90, align 2, !tbaa !17
  %91 = add nuw nsw i64 %89, 1
  %92 = icmp eq i64 %91, %82
  br i1 %92, label %83, label %88, !llvm.loop !19

93:                                               ; preds = %84, %83
  br i1 %28, label %131, label %94

94:                                               ; preds = %93
  %95 = icmp slt i32 %22, 1
  %96 = add i64 %21, 1
  %97 = add i64 %19, 1
  %98 = and i64 %97, 4294967295
  %99 = and i64 %96, 4294967295
  br label %100

100:                                              ; preds = %128, %94
  %101 = phi i64 [ 1, %94 ], [ %129, %128 ]
  br i1 %95, label %128, label %102

102:                                              ; preds = %100
  %103 = add nsw i64 %101, -1
  %104 = getelementptr inbounds i8, i8* %16, i64 %103
  %105 = load i8, i8* %104, align 1, !tbaa !14
  br label %106

106:                                              ; preds = %123, %102
  %107 = phi i64 [ 1, %102 ], [ %126, %123 ]
  %108 = add nsw i64 %107, -1
  %109 = getelementptr inbounds i8, i8* %18, i64 %108
  %110 = load i8, i8* %109, align 1, !tbaa !14
  %111 = icmp eq i8 %105, %110
  br i1 %111, label %112, label %116

112:                                              ; preds = %106
  %113 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %103, i64 %108
  %114 = load i16, i16* %113, align 2, !tbaa !17
  %115 = add i16 %114, 1
  br label %123

116:                                              ; preds = %106
  %117 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %103, i64 %107
  %118 = load i16, i16* %117, align 2, !tbaa !17
  %119 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %101, i64 %108
  %120 = load i16, i16* %119, align 2, !tbaa !17
  %121 = icmp slt i16 %118, %120
  %122 = select i1 %121, i16 %120, i16 %118
  br label %123

123:                                              ; preds = %116, %112
  %124 = phi i16 [ %122, %116 ], [ %115, %112 ]
  %125 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %101, i64 %107
  store i16 %124, i16* %125, align 2, !tbaa !17
  %126 = add nuw nsw i64 %107, 1
  %127 = icmp eq i64 %126, %99
  br i1 %127, label %128, label %106, !llvm.loop !20

128:                                              ; preds = %123, %100
  %129 = add nuw nsw i64 %101, 1
  %130 = icmp eq i64 %129, %98
  br i1 %130, label %131, label %100, !llvm.loop !21

131:                                              ; preds = %128, %93
  %132 = shl i64 %19, 32
  %133 = ashr exact i64 %132, 32
  %134 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %133, i64 %76
  %135 = load i16, i16* %134, align 2, !tbaa !17
  %136 = sext i16 %135 to i32
  %137 = sext i16 %135 to i64
  %138 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %137
  store i8 0, i8* %138, align 1, !tbaa !14
  %139 = icmp sgt i32 %20, 0
  %140 = icmp sgt i32 %22, 0
  %141 = select i1 %139, i1 %140, i1 false
  br i1 %141, label %142, label %176

142:                                              ; preds = %131, %169
  %143 = phi i32 [ %172, %169 ], [ %136, %131 ]
  %144 = phi i32 [ %171, %169 ], [ %22, %131 ]
  %145 = phi i32 [ %170, %169 ], [ %20, %131 ]
  %146 = add nsw i32 %145, -1
  %147 = zext i32 %146 to i64
  %148 = getelementptr inbounds i8, i8* %16, i64 %147
  %149 = load i8, i8* %148, align 1, !tbaa !14
  %150 = add nsw i32 %144, -1
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds i8, i8* %18, i64 %151
  %153 = load i8, i8* %152, align 1, !tbaa !14
  %154 = icmp eq i8 %149, %153
  br i1 %154, label %155, label %159

155:                                              ; preds = %142
  %156 = add nsw i32 %143, -1
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %157
  store i8 %149, i8* %158, align 1, !tbaa !14
  br label %169

159:                                              ; preds = %142
  %160 = sext i32 %144 to i64
  %161 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %147, i64 %160
  %162 = load i16, i16* %161, align 2, !tbaa !17
  %163 = sext i32 %145 to i64
  %164 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %163, i64 %151
  %165 = load i16, i16* %164, align 2, !tbaa !17
  %166 = icmp slt i16 %162, %165
  %167 = select i1 %166, i32 %145, i32 %146
  %168 = select i1 %166, i32 %150, i32 %144
  br label %169

169:                                              ; preds = %159, %155
  %170 = phi i32 [ %146, %155 ], [ %167, %159 ]
  %171 = phi i32 [ %150, %155 ], [ %168, %159 ]
  %172 = phi i32 [ %156, %155 ], [ %143, %159 ]
  %173 = icmp sgt i32 %170, 0
  %174 = icmp sgt i32 %171, 0
  %175 = select i1 %173, i1 %174, i1 false
  br i1 %175, label %142, label %176, !llvm.loop !22

176:                                              ; preds = %169, %131
  %177 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.14, i64 0, i64 0), i8* noundef %16, i8* noundef %18, i32 noundef signext %78, i32 noundef signext %136, i8* noundef nonnull %10)
  %178 = load i32, i32* @check, align 4, !tbaa !5
  %179 = xor i32 %178, %78
  %180 = mul i32 %179, 16777619
  %181 = xor i32 %180, %136
  %182 = mul i32 %181, 16777619
  store i32 %182, i32* @check, align 4, !tbaa !5
  %183 = add nuw nsw i64 %14, 1
  %184 = icmp eq i64 %183, 7
  br i1 %184, label %185, label %13, !llvm.loop !23

185:                                              ; preds = %176
  %186 = mul i32 %9, 777
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %10) #5
  %187 = bitcast [20 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %187) #5
  %188 = bitcast [20 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %188) #5
  br label %192

189:                                              ; preds = %192
  %190 = bitcast [512 x i32]* %3 to i8*
  %191 = sext i32 %9 to i64
  br label %209

192:                                              ; preds = %185, %192
  %193 = phi i64 [ 0, %185 ], [ %207, %192 ]
  %194 = phi i32 [ %186, %185 ], [ %202, %192 ]
  %195 = mul i32 %194, 1103515245
  %196 = add i32 %195, 12345
  %197 = lshr i32 %196, 16
  %198 = urem i32 %197, 40
  %199 = add nuw nsw i32 %198, 5
  %200 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %193
  store i32 %199, i32* %200, align 4, !tbaa !5
  %201 = mul i32 %196, 1103515245
  %202 = add i32 %201, 12345
  %203 = lshr i32 %202, 16
  %204 = urem i32 %203, 100
  %205 = add nuw nsw i32 %204, 1
  %206 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %193
  store i32 %205, i32* %206, align 4, !tbaa !5
  %207 = add nuw nsw i64 %193, 1
  %208 = icmp eq i64 %207, 20
  br i1 %208, label %189, label %192, !llvm.loop !24

209:                                              ; preds = %189, %243
  %210 = phi i64 [ 50, %189 ], [ %251, %243 ]
  %211 = mul nsw i64 %210, %191
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %190) #5
  %212 = icmp slt i64 %211, 0
  br i1 %212, label %217, label %213

213:                                              ; preds = %209
  %214 = shl i64 %211, 2
  %215 = and i64 %214, 17179869180
  %216 = add nuw nsw i64 %215, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 %190, i8 0, i64 %216, i1 false) #5, !tbaa !5
  br label %217

217:                                              ; preds = %213, %209
  br label %218

218:                                              ; preds = %217, %240
  %219 = phi i64 [ %241, %240 ], [ 0, %217 ]
  %220 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %219
  %221 = load i32, i32* %220, align 4, !tbaa !5
  %222 = sext i32 %221 to i64
  %223 = icmp slt i64 %211, %222
  br i1 %223, label %240, label %224

224:                                              ; preds = %218
  %225 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %219
  %226 = load i32, i32* %225, align 4, !tbaa !5
  %227 = sext i32 %221 to i64
  br label %228

228:                                              ; preds = %228, %224
  %229 = phi i64 [ %211, %224 ], [ %238, %228 ]
  %230 = sub nsw i64 %229, %227
  %231 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %230
  %232 = load i32, i32* %231, align 4, !tbaa !5
  %233 = add nsw i32 %232, %226
  %234 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %229
  %235 = load i32, i32* %234, align 4, !tbaa !5
  %236 = icmp sgt i32 %233, %235
  %237 = select i1 %236, i32 %233, i32 %235
  store i32 %237, i32* %234, align 4
  %238 = add nsw i64 %229, -1
  %239 = icmp sgt i64 %229, %227
  br i1 %239, label %228, label %240, !llvm.loop !25

240:                                              ; preds = %228, %218
  %241 = add nuw nsw i64 %219, 1
  %242 = icmp eq i64 %241, 20
  br i1 %242, label %243, label %218, !llvm.loop !26

243:                                              ; preds = %240
  %244 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %211
  %245 = load i32, i32* %244, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %190) #5
  %246 = trunc i64 %210 to i32
  %247 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext %246, i32 noundef signext %245)
  %248 = load i32, i32* @check, align 4, !tbaa !5
  %249 = xor i32 %248, %245
  %250 = mul i32 %249, 16777619
  store i32 %250, i32* @check, align 4, !tbaa !5
  %251 = add nuw nsw i64 %210, 125
  %252 = icmp ult i64 %210, 176
  br i1 %252, label %209, label %253, !llvm.loop !27

253:                                              ; preds = %243
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %188) #5
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %187) #5
  %254 = bitcast [200 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %254) #5
  br label %255

255:                                              ; preds = %253, %255
  %256 = phi i64 [ 0, %253 ], [ %263, %255 ]
  %257 = phi i32 [ %202, %253 ], [ %259, %255 ]
  %258 = mul i32 %257, 1103515245
  %259 = add i32 %258, 12345
  %260 = lshr i32 %259, 16
  %261 = urem i32 %260, 1000
  %262 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %256
  store i32 %261, i32* %262, align 4, !tbaa !5
  %263 = add nuw nsw i64 %256, 1
  %264 = icmp eq i64 %263, 200
  br i1 %264, label %265, label %255, !llvm.loop !28

265:                                              ; preds = %255
  %266 = bitcast [256 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %266) #5
  %267 = icmp sgt i32 %9, 0
  br i1 %267, label %268, label %302

268:                                              ; preds = %265
  %269 = mul nsw i32 %9, 200
  %270 = zext i32 %269 to i64
  br label %271

271:                                              ; preds = %291, %268
  %272 = phi i64 [ 0, %268 ], [ %300, %291 ]
  %273 = phi i32 [ 0, %268 ], [ %299, %291 ]
  %274 = icmp eq i32 %273, 0
  br i1 %274, label %291, label %275

275:                                              ; preds = %271
  %276 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %272
  %277 = load i32, i32* %276, align 4, !tbaa !5
  br label %278

278:                                              ; preds = %278, %275
  %279 = phi i32 [ %273, %275 ], [ %289, %278 ]
  %280 = phi i32 [ 0, %275 ], [ %288, %278 ]
  %281 = add nsw i32 %280, %279
  %282 = sdiv i32 %281, 2
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %283
  %285 = load i32, i32* %284, align 4, !tbaa !5
  %286 = icmp slt i32 %285, %277
  %287 = add nsw i32 %282, 1
  %288 = select i1 %286, i32 %287, i32 %280
  %289 = select i1 %286, i32 %279, i32 %282
  %290 = icmp slt i32 %288, %289
  br i1 %290, label %278, label %291, !llvm.loop !29

291:                                              ; preds = %278, %271
  %292 = phi i32 [ 0, %271 ], [ %288, %278 ]
  %293 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %272
  %294 = load i32, i32* %293, align 4, !tbaa !5
  %295 = sext i32 %292 to i64
  %296 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %295
  store i32 %294, i32* %296, align 4, !tbaa !5
  %297 = icmp eq i32 %292, %273
  %298 = zext i1 %297 to i32
  %299 = add nuw nsw i32 %273, %298
  %300 = add nuw nsw i64 %272, 1
  %301 = icmp eq i64 %300, %270
  br i1 %301, label %302, label %271, !llvm.loop !30

302:                                              ; preds = %291, %265
  %303 = phi i32 [ 0, %265 ], [ %299, %291 ]
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %266) #5
  %304 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %303)
  %305 = bitcast [256 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %305) #5
  br label %306

306:                                              ; preds = %326, %302
  %307 = phi i64 [ 0, %302 ], [ %335, %326 ]
  %308 = phi i32 [ 0, %302 ], [ %334, %326 ]
  %309 = icmp eq i32 %308, 0
  br i1 %309, label %326, label %310

310:                                              ; preds = %306
  %311 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %307
  %312 = load i32, i32* %311, align 4, !tbaa !5
  br label %313

313:                                              ; preds = %313, %310
  %314 = phi i32 [ %308, %310 ], [ %324, %313 ]
  %315 = phi i32 [ 0, %310 ], [ %323, %313 ]
  %316 = add nsw i32 %315, %314
  %317 = sdiv i32 %316, 2
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i64 0, i64 %318
  %320 = load i32, i32* %319, align 4, !tbaa !5
  %321 = icmp slt i32 %320, %312
  %322 = add nsw i32 %317, 1
  %323 = select i1 %321, i32 %322, i32 %315
  %324 = select i1 %321, i32 %314, i32 %317
  %325 = icmp slt i32 %323, %324
  br i1 %325, label %313, label %326, !llvm.loop !29

326:                                              ; preds = %313, %306
  %327 = phi i32 [ 0, %306 ], [ %323, %313 ]
  %328 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %307
  %329 = load i32, i32* %328, align 4, !tbaa !5
  %330 = sext i32 %327 to i64
  %331 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i64 0, i64 %330
  store i32 %329, i32* %331, align 4, !tbaa !5
  %332 = icmp eq i32 %327, %308
  %333 = zext i1 %332 to i32
  %334 = add nuw nsw i32 %308, %333
  %335 = add nuw nsw i64 %307, 1
  %336 = icmp eq i64 %335, 200
  br i1 %336, label %337, label %306, !llvm.loop !30

337:                                              ; preds = %326
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %305) #5
  %338 = load i32, i32* @check, align 4, !tbaa !5
  %339 = xor i32 %338, %334
  %340 = mul i32 %339, 16777619
  store i32 %340, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %254) #5
  br label %341

341:                                              ; preds = %337, %365
  %342 = phi i64 [ 0, %337 ], [ %366, %365 ]
  %343 = trunc i64 %342 to i32
  %344 = mul i32 %343, 3
  br label %345

345:                                              ; preds = %341, %360
  %346 = phi i64 [ 0, %341 ], [ %363, %360 ]
  %347 = trunc i64 %346 to i32
  %348 = mul nsw i32 %9, %347
  %349 = add nsw i32 %348, %344
  %350 = srem i32 %349, 11
  %351 = add nsw i32 %350, -5
  %352 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %342, i64 %346
  store i32 %351, i32* %352, align 4, !tbaa !5
  %353 = icmp eq i64 %342, %346
  br i1 %353, label %360, label %354

354:                                              ; preds = %345
  %355 = shl nuw nsw i64 %346, 1
  %356 = add nuw nsw i64 %355, %342
  %357 = trunc i64 %356 to i32
  %358 = urem i32 %357, 7
  %359 = add nsw i32 %358, -3
  br label %360

360:                                              ; preds = %345, %354
  %361 = phi i32 [ %359, %354 ], [ 2, %345 ]
  %362 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %342, i64 %346
  store i32 %361, i32* %362, align 4, !tbaa !5
  %363 = add nuw nsw i64 %346, 1
  %364 = icmp eq i64 %363, 24
  br i1 %364, label %365, label %345, !llvm.loop !31

365:                                              ; preds = %360
  %366 = add nuw nsw i64 %342, 1
  %367 = icmp eq i64 %366, 24
  br i1 %367, label %368, label %341, !llvm.loop !32

368:                                              ; preds = %365, %387
  %369 = phi i64 [ %388, %387 ], [ 0, %365 ]
  br label %370

370:                                              ; preds = %383, %368
  %371 = phi i64 [ 0, %368 ], [ %385, %383 ]
  br label %372

372:                                              ; preds = %372, %370
  %373 = phi i64 [ 0, %370 ], [ %381, %372 ]
  %374 = phi i32 [ 0, %370 ], [ %380, %372 ]
  %375 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %369, i64 %373
  %376 = load i32, i32* %375, align 4, !tbaa !5
  %377 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %373, i64 %371
  %378 = load i32, i32* %377, align 4, !tbaa !5
  %379 = mul nsw i32 %378, %376
  %380 = add nsw i32 %379, %374
  %381 = add nuw nsw i64 %373, 1
  %382 = icmp eq i64 %381, 24
  br i1 %382, label %383, label %372, !llvm.loop !33

383:                                              ; preds = %372
  %384 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %369, i64 %371
  store i32 %380, i32* %384, align 4, !tbaa !5
  %385 = add nuw nsw i64 %371, 1
  %386 = icmp eq i64 %385, 24
  br i1 %386, label %387, label %370, !llvm.loop !34

387:                                              ; preds = %383
  %388 = add nuw nsw i64 %369, 1
  %389 = icmp eq i64 %388, 24
  br i1 %389, label %390, label %368, !llvm.loop !35

390:                                              ; preds = %387, %409
  %391 = phi i64 [ %410, %409 ], [ 0, %387 ]
  br label %392

392:                                              ; preds = %405, %390
  %393 = phi i64 [ 0, %390 ], [ %407, %405 ]
  br label %394

394:                                              ; preds = %394, %392
  %395 = phi i64 [ 0, %392 ], [ %403, %394 ]
  %396 = phi i32 [ 0, %392 ], [ %402, %394 ]
  %397 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %391, i64 %395
  %398 = load i32, i32* %397, align 4, !tbaa !5
  %399 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %395, i64 %393
  %400 = load i32, i32* %399, align 4, !tbaa !5
  %401 = mul nsw i32 %400, %398
  %402 = add nsw i32 %401, %396
  %403 = add nuw nsw i64 %395, 1
  %404 = icmp eq i64 %403, 24
  br i1 %404, label %405, label %394, !llvm.loop !33

405:                                              ; preds = %394
  %406 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %391, i64 %393
  store i32 %402, i32* %406, align 4, !tbaa !5
  %407 = add nuw nsw i64 %393, 1
  %408 = icmp eq i64 %407, 24
  br i1 %408, label %409, label %392, !llvm.loop !34

409:                                              ; preds = %405
  %410 = add nuw nsw i64 %391, 1
  %411 = icmp eq i64 %410, 24
  br i1 %411, label %412, label %390, !llvm.loop !35

412:                                              ; preds = %409, %412
  %413 = phi i64 [ %419, %412 ], [ 0, %409 ]
  %414 = phi i64 [ %418, %412 ], [ 0, %409 ]
  %415 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %413, i64 %413
  %416 = load i32, i32* %415, align 4, !tbaa !5
  %417 = sext i32 %416 to i64
  %418 = add nsw i64 %414, %417
  %419 = add nuw nsw i64 %413, 1
  %420 = icmp eq i64 %419, 24
  br i1 %420, label %421, label %412, !llvm.loop !36

421:                                              ; preds = %412
  %422 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 0, i64 0), align 4, !tbaa !5
  %423 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 5, i64 17), align 4, !tbaa !5
  %424 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 23, i64 23), align 4, !tbaa !5
  %425 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %422, i32 noundef signext %423, i32 noundef signext %424, i64 noundef %418)
  %426 = load i32, i32* @check, align 4, !tbaa !5
  br label %427

427:                                              ; preds = %421, %440
  %428 = phi i64 [ 0, %421 ], [ %441, %440 ]
  %429 = phi i32 [ %426, %421 ], [ %437, %440 ]
  br label %431

430:                                              ; preds = %440
  store i32 %437, i32* @check, align 4, !tbaa !5
  br label %443

431:                                              ; preds = %427, %431
  %432 = phi i64 [ 0, %427 ], [ %438, %431 ]
  %433 = phi i32 [ %429, %427 ], [ %437, %431 ]
  %434 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %428, i64 %432
  %435 = load i32, i32* %434, align 4, !tbaa !5
  %436 = xor i32 %433, %435
  %437 = mul i32 %436, 16777619
  %438 = add nuw nsw i64 %432, 1
  %439 = icmp eq i64 %438, 24
  br i1 %439, label %440, label %431, !llvm.loop !37

440:                                              ; preds = %431
  %441 = add nuw nsw i64 %428, 1
  %442 = icmp eq i64 %441, 24
  br i1 %442, label %430, label %427, !llvm.loop !38

443:                                              ; preds = %430, %465
  %444 = phi i64 [ 0, %430 ], [ %466, %465 ]
  %445 = phi i32 [ %259, %430 ], [ %450, %465 ]
  br label %446

446:                                              ; preds = %443, %460
  %447 = phi i64 [ 0, %443 ], [ %463, %460 ]
  %448 = phi i32 [ %445, %443 ], [ %450, %460 ]
  %449 = mul i32 %448, 1103515245
  %450 = add i32 %449, 12345
  %451 = icmp eq i64 %444, %447
  br i1 %451, label %460, label %452

452:                                              ; preds = %446
  %453 = lshr i32 %450, 16
  %454 = urem i32 %453, 3
  %455 = icmp eq i32 %454, 0
  br i1 %455, label %456, label %460

456:                                              ; preds = %452
  %457 = lshr i32 %450, 20
  %458 = urem i32 %457, 50
  %459 = add nuw nsw i32 %458, 1
  br label %460

460:                                              ; preds = %456, %452, %446
  %461 = phi i32 [ 0, %446 ], [ %459, %456 ], [ 1000000, %452 ]
  %462 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %444, i64 %447
  store i32 %461, i32* %462, align 4, !tbaa !5
  %463 = add nuw nsw i64 %447, 1
  %464 = icmp eq i64 %463, 12
  br i1 %464, label %465, label %446, !llvm.loop !39

465:                                              ; preds = %460
  %466 = add nuw nsw i64 %444, 1
  %467 = icmp eq i64 %466, 12
  br i1 %467, label %468, label %443, !llvm.loop !40

468:                                              ; preds = %465, %489
  %469 = phi i64 [ %490, %489 ], [ 0, %465 ]
  br label %470

470:                                              ; preds = %486, %468
  %471 = phi i64 [ 0, %468 ], [ %487, %486 ]
  %472 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %471, i64 %469
  br label %473

473:                                              ; preds = %483, %470
  %474 = phi i64 [ 0, %470 ], [ %484, %483 ]
  %475 = load i32, i32* %472, align 4, !tbaa !5
  %476 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %469, i64 %474
  %477 = load i32, i32* %476, align 4, !tbaa !5
  %478 = add nsw i32 %477, %475
  %479 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %471, i64 %474
  %480 = load i32, i32* %479, align 4, !tbaa !5
  %481 = icmp slt i32 %478, %480
  br i1 %481, label %482, label %483

482:                                              ; preds = %473
  store i32 %478, i32* %479, align 4, !tbaa !5
  br label %483

483:                                              ; preds = %482, %473
  %484 = add nuw nsw i64 %474, 1
  %485 = icmp eq i64 %484, 12
  br i1 %485, label %486, label %473, !llvm.loop !41

486:                                              ; preds = %483
  %487 = add nuw nsw i64 %471, 1
  %488 = icmp eq i64 %487, 12
  br i1 %488, label %489, label %470, !llvm.loop !42

489:                                              ; preds = %486
  %490 = add nuw nsw i64 %469, 1
  %491 = icmp eq i64 %490, 12
  br i1 %491, label %492, label %468, !llvm.loop !43

492:                                              ; preds = %489
  %493 = load i32, i32* @check, align 4, !tbaa !5
  br label %494

494:                                              ; preds = %492, %512
  %495 = phi i64 [ 0, %492 ], [ %513, %512 ]
  %496 = phi i64 [ 0, %492 ], [ %507, %512 ]
  %497 = phi i32 [ %493, %492 ], [ %509, %512 ]
  br label %498

498:                                              ; preds = %494, %498
  %499 = phi i64 [ 0, %494 ], [ %510, %498 ]
  %500 = phi i64 [ %496, %494 ], [ %507, %498 ]
  %501 = phi i32 [ %497, %494 ], [ %509, %498 ]
  %502 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %495, i64 %499
  %503 = load i32, i32* %502, align 4, !tbaa !5
  %504 = icmp sgt i32 %503, 999999
  %505 = select i1 %504, i32 -1, i32 %503
  %506 = sext i32 %505 to i64
  %507 = add nsw i64 %500, %506
  %508 = xor i32 %501, %503
  %509 = mul i32 %508, 16777619
  %510 = add nuw nsw i64 %499, 1
  %511 = icmp eq i64 %510, 12
  br i1 %511, label %512, label %498, !llvm.loop !44

512:                                              ; preds = %498
  %513 = add nuw nsw i64 %495, 1
  %514 = icmp eq i64 %513, 12
  br i1 %514, label %515, label %494, !llvm.loop !45

515:                                              ; preds = %512
  store i32 %509, i32* @check, align 4, !tbaa !5
  %516 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 0, i64 11), align 4, !tbaa !5
  %517 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 11, i64 0), align 4, !tbaa !5
  %518 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext 11, i32 noundef signext %516, i32 noundef signext 11, i32 noundef signext %517, i64 noundef %507)
  %519 = load i32, i32* @check, align 4, !tbaa !5
  %520 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0), i32 noundef zeroext %519)
  %521 = load i32, i32* @check, align 4, !tbaa !5
  %522 = and i32 %521, 127
  ret i32 %522
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

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
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13}
!28 = distinct !{!28, !12, !13}
!29 = distinct !{!29, !12, !13}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !13}
!32 = distinct !{!32, !12, !13}
!33 = distinct !{!33, !12, !13}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !13}
!36 = distinct !{!36, !12, !13}
!37 = distinct !{!37, !12, !13}
!38 = distinct !{!38, !12, !13}
!39 = distinct !{!39, !12, !13}
!40 = distinct !{!40, !12, !13}
!41 = distinct !{!41, !12, !13}
!42 = distinct !{!42, !12, !13}
!43 = distinct !{!43, !12, !13}
!44 = distinct !{!44, !12, !13}
!45 = distinct !{!45, !12, !13}
