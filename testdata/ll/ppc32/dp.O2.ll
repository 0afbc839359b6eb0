; ModuleID = 'c/dp.c'
source_filename = "c/dp.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@vone = internal global i32 1, align 4
@main.words = internal unnamed_addr constant [7 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0)]], align 4
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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 4
  %2 = alloca [256 x i32], align 4
  %3 = alloca [512 x i32], align 4
  %4 = alloca [64 x i32], align 4
  %5 = alloca [64 x i8], align 1
  %6 = alloca [20 x i32], align 4
  %7 = alloca [20 x i32], align 4
  %8 = alloca [200 x i32], align 4
  %9 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %10 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %10) #5
  %11 = bitcast [64 x i32]* %4 to i8*
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 0
  br label %13

13:                                               ; preds = %0, %184
  %14 = phi i32 [ 0, %0 ], [ %192, %184 ]
  %15 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %14, i32 0
  %16 = load i8*, i8** %15, align 4, !tbaa !9
  %17 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %14, i32 1
  %18 = load i8*, i8** %17, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %11) #5
  %19 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %16) #6
  %20 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %18) #6
  %21 = icmp slt i32 %20, 0
  br i1 %21, label %38, label %22

22:                                               ; preds = %13
  %23 = add i32 %20, 1
  %24 = icmp ult i32 %23, 2
  br i1 %24, label %36, label %25

25:                                               ; preds = %22
  %26 = and i32 %23, -2
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i32 [ 0, %25 ], [ %32, %27 ]
  %29 = or i32 %28, 1
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %28
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %29
  store i32 %28, i32* %30, align 4, !tbaa !5
  store i32 %29, i32* %31, align 4, !tbaa !5
  %32 = add nuw i32 %28, 2
  %33 = icmp eq i32 %32, %26
  br i1 %33, label %34, label %27, !llvm.loop !11

34:                                               ; preds = %27
  %35 = icmp eq i32 %23, %26
  br i1 %35, label %38, label %36

36:                                               ; preds = %22, %34
  %37 = phi i32 [ 0, %22 ], [ %26, %34 ]
  br label %43

38:                                               ; preds = %43, %34, %13
  %39 = icmp slt i32 %19, 1
  br i1 %39, label %79, label %40

40:                                               ; preds = %38
  %41 = icmp slt i32 %20, 1
  %42 = load i32, i32* %12, align 4, !tbaa !5
  br label %48

43:                                               ; preds = %36, %43
  %44 = phi i32 [ %46, %43 ], [ %37, %36 ]
  %45 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %44
  store i32 %44, i32* %45, align 4, !tbaa !5
  %46 = add nuw i32 %44, 1
  %47 = icmp eq i32 %44, %20
  br i1 %47, label %38, label %43, !llvm.loop !14

48:                                               ; preds = %75, %40
  %49 = phi i32 [ %42, %40 ], [ %50, %75 ]
  %50 = phi i32 [ 1, %40 ], [ %76, %75 ]
  br i1 %41, label %75, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %50, -1
  %53 = getelementptr inbounds i8, i8* %16, i32 %52
  %54 = load i8, i8* %53, align 1, !tbaa !15
  br label %55

55:                                               ; preds = %55, %51
  %56 = phi i32 [ %50, %51 ], [ %72, %55 ]
  %57 = phi i32 [ 1, %51 ], [ %73, %55 ]
  %58 = phi i32 [ %49, %51 ], [ %60, %55 ]
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %57
  %60 = load i32, i32* %59, align 4, !tbaa !5
  %61 = add nsw i32 %57, -1
  %62 = getelementptr inbounds i8, i8* %18, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !15
  %64 = icmp ne i8 %54, %63
  %65 = zext i1 %64 to i32
  %66 = add nsw i32 %60, 1
  %67 = add nsw i32 %56, 1
  %68 = add nsw i32 %58, %65
  %69 = icmp slt i32 %66, %67
  %70 = select i1 %69, i32 %66, i32 %67
  %71 = icmp slt i32 %70, %68
  %72 = select i1 %71, i32 %70, i32 %68
  store i32 %72, i32* %59, align 4, !tbaa !5
  %73 = add nuw i32 %57, 1
  %74 = icmp eq i32 %57, %20
  br i1 %74, label %75, label %55, !llvm.loop !16

75:                                               ; preds = %55, %48
  %76 = add nuw i32 %50, 1
  %77 = icmp eq i32 %50, %19
  br i1 %77, label %78, label %48, !llvm.loop !17

78:                                               ; preds = %75
  store i32 %19, i32* %12, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %38, %78
  %80 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %20
  %81 = load i32, i32* %80, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %11) #5
  %82 = icmp slt i32 %19, 0
  br i1 %82, label %99, label %83

83:                                               ; preds = %79
  %84 = add i32 %19, 1
  %85 = icmp ult i32 %84, 2
  br i1 %85, label %97, label %86

86:                                               ; preds = %83
  %87 = and i32 %84, -2
  br label %88

88:                                               ; preds = %88, %86
  %89 = phi i32 [ 0, %86 ], [ %93, %88 ]
  %90 = or i32 %89, 1
  %91 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %89, i32 0
  %92 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %90, i32 0
  store i16 0, i16* %91, align 2, !tbaa !18
  store i16 0, i16* %92, align 2, !tbaa !18
  %93 = add nuw i32 %89, 2
  %94 = icmp eq i32 %93, %87
  br i1 %94, label %95, label %88, !llvm.loop !20

95:                                               ; preds = %88
  %96 = icmp eq i32 %84, %87
  br i1 %96, label %99, label %97

97:                                               ; preds = %83, %95
  %98 = phi i32 [ 0, %83 ], [ %87, %95 ]
  br label %103

99:                                               ; preds = %103, %95, %79
  br i1 %21, label %108, label %100

100:                                              ; preds = %99
  %101 = shl nuw i32 %20, 1
  %102 = add i32 %101, 2
  call void @llvm.memset.p0i8.i32(i8* align 2 bitcast ([64 x [64 x i16]]* @lcs.t to i8*), i8 0, i32 %102, i1 false) #5, !tbaa !18
  br label %108

103:                                              ; preds = %97, %103
  %104 = phi i32 [ %106, %103 ], [ %98, %97 ]
  %105 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %104, i32 0
  store i16 0, i16* %105, align 2, !tbaa !18
  %106 = add nuw i32 %104, 1
  %107 = icmp eq i32 %104, %19
  br i1 %107, label %99, label %103, !llvm.loop !21

108:                                              ; preds = %100, %99
  br i1 %39, label %109, label %114

109:                                              ; preds = %108
  %110 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %19, i32 %20
  %111 = load i16, i16* %110, align 2, !tbaa !18
  %112 = sext i16 %111 to i32
  %113 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %112
  store i8 0, i8* %113, align 1, !tbaa !15
  br label %184

114:                                              ; preds = %108
  %115 = icmp slt i32 %20, 1
  br label %116

116:                                              ; preds = %144, %114
  %117 = phi i32 [ 1, %114 ], [ %145, %144 ]
  br i1 %115, label %144, label %118

118:                                              ; preds = %116
  %119 = add nsw i32 %117, -1
  %120 = getelementptr inbounds i8, i8* %16, i32 %119
  %121 = load i8, i8* %120, align 1, !tbaa !15
  br label %122

122:                                              ; preds = %139, %118
  %123 = phi i32 [ 1, %118 ], [ %142, %139 ]
  %124 = add nsw i32 %123, -1
  %125 = getelementptr inbounds i8, i8* %18, i32 %124
  %126 = load i8, i8* %125, align 1, !tbaa !15
  %127 = icmp eq i8 %121, %126
  br i1 %127, label %128, label %132

128:                                              ; preds = %122
  %129 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %119, i32 %124
  %130 = load i16, i16* %129, align 2, !tbaa !18
  %131 = add i16 %130, 1
  br label %139

132:                                              ; preds = %122
  %133 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %119, i32 %123
  %134 = load i16, i16* %133, align 2, !tbaa !18
  %135 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %117, i32 %124
  %136 = load i16, i16* %135, align 2, !tbaa !18
  %137 = icmp slt i16 %134, %136
  %138 = select i1 %137, i16 %136, i16 %134
  br label %139

139:                                              ; preds = %132, %128
  %140 = phi i16 [ %131, %128 ], [ %138, %132 ]
  %141 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %117, i32 %123
  store i16 %140, i16* %141, align 2
  %142 = add nuw i32 %123, 1
  %143 = icmp eq i32 %123, %20
  br i1 %143, label %144, label %122, !llvm.loop !22

144:                                              ; preds = %139, %116
  %145 = add nuw i32 %117, 1
  %146 = icmp eq i32 %117, %19
  br i1 %146, label %147, label %116, !llvm.loop !23

147:                                              ; preds = %144
  %148 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %19, i32 %20
  %149 = load i16, i16* %148, align 2, !tbaa !18
  %150 = sext i16 %149 to i32
  %151 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %150
  store i8 0, i8* %151, align 1, !tbaa !15
  %152 = icmp sgt i32 %19, 0
  %153 = icmp sgt i32 %20, 0
  %154 = select i1 %152, i1 %153, i1 false
  br i1 %154, label %155, label %184

155:                                              ; preds = %147, %177
  %156 = phi i32 [ %180, %177 ], [ %150, %147 ]
  %157 = phi i32 [ %179, %177 ], [ %20, %147 ]
  %158 = phi i32 [ %178, %177 ], [ %19, %147 ]
  %159 = add nsw i32 %158, -1
  %160 = getelementptr inbounds i8, i8* %16, i32 %159
  %161 = load i8, i8* %160, align 1, !tbaa !15
  %162 = add nsw i32 %157, -1
  %163 = getelementptr inbounds i8, i8* %18, i32 %162
  %164 = load i8, i8* %163, align 1, !tbaa !15
  %165 = icmp eq i8 %161, %164
  br i1 %165, label %166, label %169

166:                                              ; preds = %155
  %167 = add nsw i32 %156, -1
  %168 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %167
  store i8 %161, i8* %168, align 1, !tbaa !15
  br label %177

169:                                              ; preds = %155
  %170 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %159, i32 %157
  %171 = load i16, i16* %170, align 2, !tbaa !18
  %172 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %158, i32 %162
  %173 = load i16, i16* %172, align 2, !tbaa !18
  %174 = icmp slt i16 %171, %173
  %175 = select i1 %174, i32 %158, i32 %159
  %176 = select i1 %174, i32 %162, i32 %157
  br label %177

177:                                              ; preds = %169, %166
  %178 = phi i32 [ %159, %166 ], [ %175, %169 ]
  %179 = phi i32 [ %162, %166 ], [ %176, %169 ]
  %180 = phi i32 [ %167, %166 ], [ %156, %169 ]
  %181 = icmp sgt i32 %178, 0
  %182 = icmp sgt i32 %179, 0
  %183 = select i1 %181, i1 %182, i1 false
  br i1 %183, label %155, label %184, !llvm.loop !24

184:                                              ; preds = %177, %109, %147
  %185 = phi i32 [ %112, %109 ], [ %150, %147 ], [ %150, %177 ]
  %186 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.14, i32 0, i32 0), i8* noundef %16, i8* noundef %18, i32 noundef %81, i32 noundef %185, i8* noundef nonnull %10)
  %187 = load i32, i32* @check, align 4, !tbaa !5
  %188 = xor i32 %187, %81
  %189 = mul i32 %188, 16777619
  %190 = xor i32 %189, %185
  %191 = mul i32 %190, 16777619
  store i32 %191, i32* @check, align 4, !tbaa !5
  %192 = add nuw nsw i32 %14, 1
  %193 = icmp eq i32 %192, 7
  br i1 %193, label %194, label %13, !llvm.loop !25

194:                                              ; preds = %184
  %195 = mul i32 %9, 777
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %10) #5
  %196 = bitcast [20 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %196) #5
  %197 = bitcast [20 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %197) #5
  br label %202

198:                                              ; preds = %202
  %199 = bitcast [512 x i32]* %3 to i8*
  %200 = mul nsw i32 %9, 50
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %199) #5
  %201 = icmp slt i32 %9, 0
  br i1 %201, label %226, label %223

202:                                              ; preds = %194, %202
  %203 = phi i32 [ 0, %194 ], [ %221, %202 ]
  %204 = phi i32 [ %195, %194 ], [ %214, %202 ]
  %205 = mul i32 %204, 1103515245
  %206 = add i32 %205, 12345
  %207 = lshr i32 %206, 16
  %208 = trunc i32 %207 to i16
  %209 = urem i16 %208, 40
  %210 = add nuw nsw i16 %209, 5
  %211 = zext i16 %210 to i32
  %212 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 %203
  store i32 %211, i32* %212, align 4, !tbaa !5
  %213 = mul i32 %206, 1103515245
  %214 = add i32 %213, 12345
  %215 = lshr i32 %214, 16
  %216 = trunc i32 %215 to i16
  %217 = urem i16 %216, 100
  %218 = add nuw nsw i16 %217, 1
  %219 = zext i16 %218 to i32
  %220 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %203
  store i32 %219, i32* %220, align 4, !tbaa !5
  %221 = add nuw nsw i32 %203, 1
  %222 = icmp eq i32 %221, 20
  br i1 %222, label %198, label %202, !llvm.loop !26

223:                                              ; preds = %198
  %224 = mul i32 %9, 200
  %225 = or i32 %224, 4
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 %199, i8 0, i32 %225, i1 false) #5, !tbaa !5
  br label %226

226:                                              ; preds = %223, %198
  br label %227

227:                                              ; preds = %226, %247
  %228 = phi i32 [ %248, %247 ], [ 0, %226 ]
  %229 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 %228
  %230 = load i32, i32* %229, align 4, !tbaa !5
  %231 = icmp sgt i32 %230, %200
  br i1 %231, label %247, label %232

232:                                              ; preds = %227
  %233 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %228
  %234 = load i32, i32* %233, align 4, !tbaa !5
  br label %235

235:                                              ; preds = %235, %232
  %236 = phi i32 [ %200, %232 ], [ %245, %235 ]
  %237 = sub nsw i32 %236, %230
  %238 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %237
  %239 = load i32, i32* %238, align 4, !tbaa !5
  %240 = add nsw i32 %239, %234
  %241 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %236
  %242 = load i32, i32* %241, align 4, !tbaa !5
  %243 = icmp sgt i32 %240, %242
  %244 = select i1 %243, i32 %240, i32 %242
  store i32 %244, i32* %241, align 4
  %245 = add nsw i32 %236, -1
  %246 = icmp sgt i32 %236, %230
  br i1 %246, label %235, label %247, !llvm.loop !27

247:                                              ; preds = %235, %227
  %248 = add nuw nsw i32 %228, 1
  %249 = icmp eq i32 %248, 20
  br i1 %249, label %250, label %227, !llvm.loop !28

250:                                              ; preds = %247
  %251 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %200
  %252 = load i32, i32* %251, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %199) #5
  %253 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i32 0, i32 0), i32 noundef 50, i32 noundef %252)
  %254 = load i32, i32* @check, align 4, !tbaa !5
  %255 = xor i32 %254, %252
  %256 = mul i32 %255, 16777619
  store i32 %256, i32* @check, align 4, !tbaa !5
  %257 = mul nsw i32 %9, 175
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %199) #5
  %258 = icmp slt i32 %9, 0
  br i1 %258, label %262, label %259

259:                                              ; preds = %250
  %260 = mul i32 %9, 700
  %261 = add i32 %260, 4
  call void @llvm.memset.p0i8.i32(i8* nonnull align 4 %199, i8 0, i32 %261, i1 false) #5, !tbaa !5
  br label %262

262:                                              ; preds = %259, %250
  br label %263

263:                                              ; preds = %262, %283
  %264 = phi i32 [ %284, %283 ], [ 0, %262 ]
  %265 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 %264
  %266 = load i32, i32* %265, align 4, !tbaa !5
  %267 = icmp sgt i32 %266, %257
  br i1 %267, label %283, label %268

268:                                              ; preds = %263
  %269 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %264
  %270 = load i32, i32* %269, align 4, !tbaa !5
  br label %271

271:                                              ; preds = %271, %268
  %272 = phi i32 [ %257, %268 ], [ %281, %271 ]
  %273 = sub nsw i32 %272, %266
  %274 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %273
  %275 = load i32, i32* %274, align 4, !tbaa !5
  %276 = add nsw i32 %275, %270
  %277 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %272
  %278 = load i32, i32* %277, align 4, !tbaa !5
  %279 = icmp sgt i32 %276, %278
  %280 = select i1 %279, i32 %276, i32 %278
  store i32 %280, i32* %277, align 4
  %281 = add nsw i32 %272, -1
  %282 = icmp sgt i32 %272, %266
  br i1 %282, label %271, label %283, !llvm.loop !27

283:                                              ; preds = %271, %263
  %284 = add nuw nsw i32 %264, 1
  %285 = icmp eq i32 %284, 20
  br i1 %285, label %286, label %263, !llvm.loop !28

286:                                              ; preds = %283
  %287 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %257
  %288 = load i32, i32* %287, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %199) #5
  %289 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i32 0, i32 0), i32 noundef 175, i32 noundef %288)
  %290 = load i32, i32* @check, align 4, !tbaa !5
  %291 = xor i32 %290, %288
  %292 = mul i32 %291, 16777619
  store i32 %292, i32* @check, align 4, !tbaa !5
  %293 = mul nsw i32 %9, 300
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %199) #5
  %294 = icmp slt i32 %9, 0
  br i1 %294, label %298, label %295

295:                                              ; preds = %286
  %296 = mul i32 %9, 1200
  %297 = or i32 %296, 4
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 %199, i8 0, i32 %297, i1 false) #5, !tbaa !5
  br label %298

298:                                              ; preds = %295, %286
  br label %299

299:                                              ; preds = %298, %319
  %300 = phi i32 [ %320, %319 ], [ 0, %298 ]
  %301 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 %300
  %302 = load i32, i32* %301, align 4, !tbaa !5
  %303 = icmp sgt i32 %302, %293
  br i1 %303, label %319, label %304

304:                                              ; preds = %299
  %305 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %300
  %306 = load i32, i32* %305, align 4, !tbaa !5
  br label %307

307:                                              ; preds = %307, %304
  %308 = phi i32 [ %293, %304 ], [ %317, %307 ]
  %309 = sub nsw i32 %308, %302
  %310 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %309
  %311 = load i32, i32* %310, align 4, !tbaa !5
  %312 = add nsw i32 %311, %306
  %313 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %308
  %314 = load i32, i32* %313, align 4, !tbaa !5
  %315 = icmp sgt i32 %312, %314
  %316 = select i1 %315, i32 %312, i32 %314
  store i32 %316, i32* %313, align 4
  %317 = add nsw i32 %308, -1
  %318 = icmp sgt i32 %308, %302
  br i1 %318, label %307, label %319, !llvm.loop !27

319:                                              ; preds = %307, %299
  %320 = add nuw nsw i32 %300, 1
  %321 = icmp eq i32 %320, 20
  br i1 %321, label %322, label %299, !llvm.loop !28

322:                                              ; preds = %319
  %323 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %293
  %324 = load i32, i32* %323, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %199) #5
  %325 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i32 0, i32 0), i32 noundef 300, i32 noundef %324)
  %326 = load i32, i32* @check, align 4, !tbaa !5
  %327 = xor i32 %326, %324
  %328 = mul i32 %327, 16777619
  store i32 %328, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %197) #5
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %196) #5
  %329 = bitcast [200 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %329) #5
  br label %330

330:                                              ; preds = %322, %330
  %331 = phi i32 [ 0, %322 ], [ %340, %330 ]
  %332 = phi i32 [ %214, %322 ], [ %334, %330 ]
  %333 = mul i32 %332, 1103515245
  %334 = add i32 %333, 12345
  %335 = lshr i32 %334, 16
  %336 = trunc i32 %335 to i16
  %337 = urem i16 %336, 1000
  %338 = zext i16 %337 to i32
  %339 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i32 0, i32 %331
  store i32 %338, i32* %339, align 4, !tbaa !5
  %340 = add nuw nsw i32 %331, 1
  %341 = icmp eq i32 %340, 200
  br i1 %341, label %342, label %330, !llvm.loop !29

342:                                              ; preds = %330
  %343 = mul nsw i32 %9, 200
  %344 = bitcast [256 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %344) #5
  %345 = icmp sgt i32 %9, 0
  br i1 %345, label %346, label %372

346:                                              ; preds = %342, %364
  %347 = phi i32 [ %369, %364 ], [ 0, %342 ]
  %348 = phi i32 [ %370, %364 ], [ 0, %342 ]
  %349 = icmp eq i32 %347, 0
  %350 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i32 0, i32 %348
  %351 = load i32, i32* %350, align 4, !tbaa !5
  br i1 %349, label %364, label %352

352:                                              ; preds = %346, %352
  %353 = phi i32 [ %362, %352 ], [ %347, %346 ]
  %354 = phi i32 [ %361, %352 ], [ 0, %346 ]
  %355 = add nsw i32 %354, %353
  %356 = sdiv i32 %355, 2
  %357 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i32 0, i32 %356
  %358 = load i32, i32* %357, align 4, !tbaa !5
  %359 = icmp slt i32 %358, %351
  %360 = add nsw i32 %356, 1
  %361 = select i1 %359, i32 %360, i32 %354
  %362 = select i1 %359, i32 %353, i32 %356
  %363 = icmp slt i32 %361, %362
  br i1 %363, label %352, label %364, !llvm.loop !30

364:                                              ; preds = %352, %346
  %365 = phi i32 [ 0, %346 ], [ %361, %352 ]
  %366 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i32 0, i32 %365
  store i32 %351, i32* %366, align 4, !tbaa !5
  %367 = icmp eq i32 %365, %347
  %368 = zext i1 %367 to i32
  %369 = add nuw nsw i32 %347, %368
  %370 = add nuw nsw i32 %348, 1
  %371 = icmp eq i32 %370, %343
  br i1 %371, label %372, label %346, !llvm.loop !31

372:                                              ; preds = %364, %342
  %373 = phi i32 [ 0, %342 ], [ %369, %364 ]
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %344) #5
  %374 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i32 0, i32 0), i32 noundef %373)
  %375 = bitcast [256 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %375) #5
  br label %376

376:                                              ; preds = %394, %372
  %377 = phi i32 [ %399, %394 ], [ 0, %372 ]
  %378 = phi i32 [ %400, %394 ], [ 0, %372 ]
  %379 = icmp eq i32 %377, 0
  %380 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i32 0, i32 %378
  %381 = load i32, i32* %380, align 4, !tbaa !5
  br i1 %379, label %394, label %382

382:                                              ; preds = %376, %382
  %383 = phi i32 [ %392, %382 ], [ %377, %376 ]
  %384 = phi i32 [ %391, %382 ], [ 0, %376 ]
  %385 = add nsw i32 %384, %383
  %386 = sdiv i32 %385, 2
  %387 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i32 0, i32 %386
  %388 = load i32, i32* %387, align 4, !tbaa !5
  %389 = icmp slt i32 %388, %381
  %390 = add nsw i32 %386, 1
  %391 = select i1 %389, i32 %390, i32 %384
  %392 = select i1 %389, i32 %383, i32 %386
  %393 = icmp slt i32 %391, %392
  br i1 %393, label %382, label %394, !llvm.loop !30

394:                                              ; preds = %382, %376
  %395 = phi i32 [ 0, %376 ], [ %391, %382 ]
  %396 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i32 0, i32 %395
  store i32 %381, i32* %396, align 4, !tbaa !5
  %397 = icmp eq i32 %395, %377
  %398 = zext i1 %397 to i32
  %399 = add nuw nsw i32 %377, %398
  %400 = add nuw nsw i32 %378, 1
  %401 = icmp eq i32 %400, 200
  br i1 %401, label %402, label %376, !llvm.loop !31

402:                                              ; preds = %394
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %375) #5
  %403 = load i32, i32* @check, align 4, !tbaa !5
  %404 = xor i32 %403, %399
  %405 = mul i32 %404, 16777619
  store i32 %405, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %329) #5
  br label %406

406:                                              ; preds = %402, %427
  %407 = phi i32 [ 0, %402 ], [ %428, %427 ]
  %408 = mul nuw nsw i32 %407, 3
  br label %409

409:                                              ; preds = %406, %422
  %410 = phi i32 [ 0, %406 ], [ %425, %422 ]
  %411 = mul nsw i32 %410, %9
  %412 = add nsw i32 %411, %408
  %413 = srem i32 %412, 11
  %414 = add nsw i32 %413, -5
  %415 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i32 0, i32 %407, i32 %410
  store i32 %414, i32* %415, align 4, !tbaa !5
  %416 = icmp eq i32 %407, %410
  br i1 %416, label %422, label %417

417:                                              ; preds = %409
  %418 = shl nuw nsw i32 %410, 1
  %419 = add nuw nsw i32 %418, %407
  %420 = urem i32 %419, 7
  %421 = add nsw i32 %420, -3
  br label %422

422:                                              ; preds = %409, %417
  %423 = phi i32 [ %421, %417 ], [ 2, %409 ]
  %424 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i32 0, i32 %407, i32 %410
  store i32 %423, i32* %424, align 4, !tbaa !5
  %425 = add nuw nsw i32 %410, 1
  %426 = icmp eq i32 %425, 24
  br i1 %426, label %427, label %409, !llvm.loop !32

427:                                              ; preds = %422
  %428 = add nuw nsw i32 %407, 1
  %429 = icmp eq i32 %428, 24
  br i1 %429, label %430, label %406, !llvm.loop !33

430:                                              ; preds = %427, %449
  %431 = phi i32 [ %450, %449 ], [ 0, %427 ]
  br label %432

432:                                              ; preds = %445, %430
  %433 = phi i32 [ 0, %430 ], [ %447, %445 ]
  br label %434

434:                                              ; preds = %434, %432
  %435 = phi i32 [ 0, %432 ], [ %442, %434 ]
  %436 = phi i32 [ 0, %432 ], [ %443, %434 ]
  %437 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i32 0, i32 %431, i32 %436
  %438 = load i32, i32* %437, align 4, !tbaa !5
  %439 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i32 0, i32 %436, i32 %433
  %440 = load i32, i32* %439, align 4, !tbaa !5
  %441 = mul nsw i32 %440, %438
  %442 = add nsw i32 %441, %435
  %443 = add nuw nsw i32 %436, 1
  %444 = icmp eq i32 %443, 24
  br i1 %444, label %445, label %434, !llvm.loop !34

445:                                              ; preds = %434
  %446 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 %431, i32 %433
  store i32 %442, i32* %446, align 4, !tbaa !5
  %447 = add nuw nsw i32 %433, 1
  %448 = icmp eq i32 %447, 24
  br i1 %448, label %449, label %432, !llvm.loop !35

449:                                              ; preds = %445
  %450 = add nuw nsw i32 %431, 1
  %451 = icmp eq i32 %450, 24
  br i1 %451, label %452, label %430, !llvm.loop !36

452:                                              ; preds = %449, %471
  %453 = phi i32 [ %472, %471 ], [ 0, %449 ]
  br label %454

454:                                              ; preds = %467, %452
  %455 = phi i32 [ 0, %452 ], [ %469, %467 ]
  br label %456

456:                                              ; preds = %456, %454
  %457 = phi i32 [ 0, %454 ], [ %464, %456 ]
  %458 = phi i32 [ 0, %454 ], [ %465, %456 ]
  %459 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 %453, i32 %458
  %460 = load i32, i32* %459, align 4, !tbaa !5
  %461 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i32 0, i32 %458, i32 %455
  %462 = load i32, i32* %461, align 4, !tbaa !5
  %463 = mul nsw i32 %462, %460
  %464 = add nsw i32 %463, %457
  %465 = add nuw nsw i32 %458, 1
  %466 = icmp eq i32 %465, 24
  br i1 %466, label %467, label %456, !llvm.loop !34

467:                                              ; preds = %456
  %468 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %453, i32 %455
  store i32 %464, i32* %468, align 4, !tbaa !5
  %469 = add nuw nsw i32 %455, 1
  %470 = icmp eq i32 %469, 24
  br i1 %470, label %471, label %454, !llvm.loop !35

471:                                              ; preds = %467
  %472 = add nuw nsw i32 %453, 1
  %473 = icmp eq i32 %472, 24
  br i1 %473, label %474, label %452, !llvm.loop !36

474:                                              ; preds = %471
  %475 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 0, i32 0), align 4, !tbaa !5
  %476 = sext i32 %475 to i64
  %477 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 1, i32 1), align 4, !tbaa !5
  %478 = sext i32 %477 to i64
  %479 = add nsw i64 %476, %478
  %480 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 2, i32 2), align 4, !tbaa !5
  %481 = sext i32 %480 to i64
  %482 = add nsw i64 %479, %481
  %483 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 3, i32 3), align 4, !tbaa !5
  %484 = sext i32 %483 to i64
  %485 = add nsw i64 %482, %484
  %486 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 4, i32 4), align 4, !tbaa !5
  %487 = sext i32 %486 to i64
  %488 = add nsw i64 %485, %487
  %489 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 5, i32 5), align 4, !tbaa !5
  %490 = sext i32 %489 to i64
  %491 = add nsw i64 %488, %490
  %492 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 6, i32 6), align 4, !tbaa !5
  %493 = sext i32 %492 to i64
  %494 = add nsw i64 %491, %493
  %495 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 7, i32 7), align 4, !tbaa !5
  %496 = sext i32 %495 to i64
  %497 = add nsw i64 %494, %496
  %498 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 8, i32 8), align 4, !tbaa !5
  %499 = sext i32 %498 to i64
  %500 = add nsw i64 %497, %499
  %501 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 9, i32 9), align 4, !tbaa !5
  %502 = sext i32 %501 to i64
  %503 = add nsw i64 %500, %502
  %504 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 10, i32 10), align 4, !tbaa !5
  %505 = sext i32 %504 to i64
  %506 = add nsw i64 %503, %505
  %507 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 11, i32 11), align 4, !tbaa !5
  %508 = sext i32 %507 to i64
  %509 = add nsw i64 %506, %508
  %510 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 12, i32 12), align 4, !tbaa !5
  %511 = sext i32 %510 to i64
  %512 = add nsw i64 %509, %511
  %513 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 13, i32 13), align 4, !tbaa !5
  %514 = sext i32 %513 to i64
  %515 = add nsw i64 %512, %514
  %516 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 14, i32 14), align 4, !tbaa !5
  %517 = sext i32 %516 to i64
  %518 = add nsw i64 %515, %517
  %519 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 15, i32 15), align 4, !tbaa !5
  %520 = sext i32 %519 to i64
  %521 = add nsw i64 %518, %520
  %522 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 16, i32 16), align 4, !tbaa !5
  %523 = sext i32 %522 to i64
  %524 = add nsw i64 %521, %523
  %525 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 17, i32 17), align 4, !tbaa !5
  %526 = sext i32 %525 to i64
  %527 = add nsw i64 %524, %526
  %528 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 18, i32 18), align 4, !tbaa !5
  %529 = sext i32 %528 to i64
  %530 = add nsw i64 %527, %529
  %531 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 19, i32 19), align 4, !tbaa !5
  %532 = sext i32 %531 to i64
  %533 = add nsw i64 %530, %532
  %534 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 20, i32 20), align 4, !tbaa !5
  %535 = sext i32 %534 to i64
  %536 = add nsw i64 %533, %535
  %537 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 21, i32 21), align 4, !tbaa !5
  %538 = sext i32 %537 to i64
  %539 = add nsw i64 %536, %538
  %540 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 22, i32 22), align 4, !tbaa !5
  %541 = sext i32 %540 to i64
  %542 = add nsw i64 %539, %541
  %543 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 23, i32 23), align 4, !tbaa !5
  %544 = sext i32 %543 to i64
  %545 = add nsw i64 %542, %544
  %546 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 0, i32 0), align 4, !tbaa !5
  %547 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 5, i32 17), align 4, !tbaa !5
  %548 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.17, i32 0, i32 0), i32 noundef %546, i32 noundef %547, i32 noundef %543, i64 noundef %545)
  %549 = load i32, i32* @check, align 4, !tbaa !5
  br label %550

550:                                              ; preds = %474, %550
  %551 = phi i32 [ 0, %474 ], [ %649, %550 ]
  %552 = phi i32 [ %549, %474 ], [ %648, %550 ]
  %553 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 0
  %554 = load i32, i32* %553, align 4, !tbaa !5
  %555 = xor i32 %552, %554
  %556 = mul i32 %555, 16777619
  %557 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 1
  %558 = load i32, i32* %557, align 4, !tbaa !5
  %559 = xor i32 %556, %558
  %560 = mul i32 %559, 16777619
  %561 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 2
  %562 = load i32, i32* %561, align 4, !tbaa !5
  %563 = xor i32 %560, %562
  %564 = mul i32 %563, 16777619
  %565 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 3
  %566 = load i32, i32* %565, align 4, !tbaa !5
  %567 = xor i32 %564, %566
  %568 = mul i32 %567, 16777619
  %569 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 4
  %570 = load i32, i32* %569, align 4, !tbaa !5
  %571 = xor i32 %568, %570
  %572 = mul i32 %571, 16777619
  %573 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 5
  %574 = load i32, i32* %573, align 4, !tbaa !5
  %575 = xor i32 %572, %574
  %576 = mul i32 %575, 16777619
  %577 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 6
  %578 = load i32, i32* %577, align 4, !tbaa !5
  %579 = xor i32 %576, %578
  %580 = mul i32 %579, 16777619
  %581 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 7
  %582 = load i32, i32* %581, align 4, !tbaa !5
  %583 = xor i32 %580, %582
  %584 = mul i32 %583, 16777619
  %585 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 8
  %586 = load i32, i32* %585, align 4, !tbaa !5
  %587 = xor i32 %584, %586
  %588 = mul i32 %587, 16777619
  %589 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 9
  %590 = load i32, i32* %589, align 4, !tbaa !5
  %591 = xor i32 %588, %590
  %592 = mul i32 %591, 16777619
  %593 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 10
  %594 = load i32, i32* %593, align 4, !tbaa !5
  %595 = xor i32 %592, %594
  %596 = mul i32 %595, 16777619
  %597 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 11
  %598 = load i32, i32* %597, align 4, !tbaa !5
  %599 = xor i32 %596, %598
  %600 = mul i32 %599, 16777619
  %601 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 12
  %602 = load i32, i32* %601, align 4, !tbaa !5
  %603 = xor i32 %600, %602
  %604 = mul i32 %603, 16777619
  %605 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 13
  %606 = load i32, i32* %605, align 4, !tbaa !5
  %607 = xor i32 %604, %606
  %608 = mul i32 %607, 16777619
  %609 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 14
  %610 = load i32, i32* %609, align 4, !tbaa !5
  %611 = xor i32 %608, %610
  %612 = mul i32 %611, 16777619
  %613 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 15
  %614 = load i32, i32* %613, align 4, !tbaa !5
  %615 = xor i32 %612, %614
  %616 = mul i32 %615, 16777619
  %617 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 16
  %618 = load i32, i32* %617, align 4, !tbaa !5
  %619 = xor i32 %616, %618
  %620 = mul i32 %619, 16777619
  %621 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 17
  %622 = load i32, i32* %621, align 4, !tbaa !5
  %623 = xor i32 %620, %622
  %624 = mul i32 %623, 16777619
  %625 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 18
  %626 = load i32, i32* %625, align 4, !tbaa !5
  %627 = xor i32 %624, %626
  %628 = mul i32 %627, 16777619
  %629 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 19
  %630 = load i32, i32* %629, align 4, !tbaa !5
  %631 = xor i32 %628, %630
  %632 = mul i32 %631, 16777619
  %633 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 20
  %634 = load i32, i32* %633, align 4, !tbaa !5
  %635 = xor i32 %632, %634
  %636 = mul i32 %635, 16777619
  %637 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 21
  %638 = load i32, i32* %637, align 4, !tbaa !5
  %639 = xor i32 %636, %638
  %640 = mul i32 %639, 16777619
  %641 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 22
  %642 = load i32, i32* %641, align 4, !tbaa !5
  %643 = xor i32 %640, %642
  %644 = mul i32 %643, 16777619
  %645 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %551, i32 23
  %646 = load i32, i32* %645, align 4, !tbaa !5
  %647 = xor i32 %644, %646
  %648 = mul i32 %647, 16777619
  %649 = add nuw nsw i32 %551, 1
  %650 = icmp eq i32 %649, 24
  br i1 %650, label %651, label %550, !llvm.loop !37

651:                                              ; preds = %550
  store i32 %648, i32* @check, align 4, !tbaa !5
  br label %652

652:                                              ; preds = %651, %677
  %653 = phi i32 [ 0, %651 ], [ %678, %677 ]
  %654 = phi i32 [ %334, %651 ], [ %659, %677 ]
  br label %655

655:                                              ; preds = %652, %672
  %656 = phi i32 [ 0, %652 ], [ %675, %672 ]
  %657 = phi i32 [ %654, %652 ], [ %659, %672 ]
  %658 = mul i32 %657, 1103515245
  %659 = add i32 %658, 12345
  %660 = icmp eq i32 %653, %656
  br i1 %660, label %672, label %661

661:                                              ; preds = %655
  %662 = lshr i32 %659, 16
  %663 = trunc i32 %662 to i16
  %664 = urem i16 %663, 3
  %665 = icmp eq i16 %664, 0
  br i1 %665, label %666, label %672

666:                                              ; preds = %661
  %667 = lshr i32 %659, 20
  %668 = trunc i32 %667 to i16
  %669 = urem i16 %668, 50
  %670 = add nuw nsw i16 %669, 1
  %671 = zext i16 %670 to i32
  br label %672

672:                                              ; preds = %666, %661, %655
  %673 = phi i32 [ 0, %655 ], [ %671, %666 ], [ 1000000, %661 ]
  %674 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %653, i32 %656
  store i32 %673, i32* %674, align 4, !tbaa !5
  %675 = add nuw nsw i32 %656, 1
  %676 = icmp eq i32 %675, 12
  br i1 %676, label %677, label %655, !llvm.loop !38

677:                                              ; preds = %672
  %678 = add nuw nsw i32 %653, 1
  %679 = icmp eq i32 %678, 12
  br i1 %679, label %680, label %652, !llvm.loop !39

680:                                              ; preds = %677, %806
  %681 = phi i32 [ %807, %806 ], [ 0, %677 ]
  %682 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 0
  %683 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 1
  %684 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 2
  %685 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 3
  %686 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 4
  %687 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 5
  %688 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 6
  %689 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 7
  %690 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 8
  %691 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 9
  %692 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 10
  %693 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %681, i32 11
  br label %694

694:                                              ; preds = %803, %680
  %695 = phi i32 [ 0, %680 ], [ %804, %803 ]
  %696 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 %681
  %697 = load i32, i32* %696, align 4, !tbaa !5
  %698 = load i32, i32* %682, align 4, !tbaa !5
  %699 = add nsw i32 %698, %697
  %700 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 0
  %701 = load i32, i32* %700, align 4, !tbaa !5
  %702 = icmp slt i32 %699, %701
  br i1 %702, label %703, label %705

703:                                              ; preds = %694
  store i32 %699, i32* %700, align 4, !tbaa !5
  %704 = load i32, i32* %696, align 4, !tbaa !5
  br label %705

705:                                              ; preds = %703, %694
  %706 = phi i32 [ %697, %694 ], [ %704, %703 ]
  %707 = load i32, i32* %683, align 4, !tbaa !5
  %708 = add nsw i32 %707, %706
  %709 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 1
  %710 = load i32, i32* %709, align 4, !tbaa !5
  %711 = icmp slt i32 %708, %710
  br i1 %711, label %712, label %714

712:                                              ; preds = %705
  store i32 %708, i32* %709, align 4, !tbaa !5
  %713 = load i32, i32* %696, align 4, !tbaa !5
  br label %714

714:                                              ; preds = %712, %705
  %715 = phi i32 [ %713, %712 ], [ %706, %705 ]
  %716 = load i32, i32* %684, align 4, !tbaa !5
  %717 = add nsw i32 %716, %715
  %718 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 2
  %719 = load i32, i32* %718, align 4, !tbaa !5
  %720 = icmp slt i32 %717, %719
  br i1 %720, label %721, label %723

721:                                              ; preds = %714
  store i32 %717, i32* %718, align 4, !tbaa !5
  %722 = load i32, i32* %696, align 4, !tbaa !5
  br label %723

723:                                              ; preds = %721, %714
  %724 = phi i32 [ %722, %721 ], [ %715, %714 ]
  %725 = load i32, i32* %685, align 4, !tbaa !5
  %726 = add nsw i32 %725, %724
  %727 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 3
  %728 = load i32, i32* %727, align 4, !tbaa !5
  %729 = icmp slt i32 %726, %728
  br i1 %729, label %730, label %732

730:                                              ; preds = %723
  store i32 %726, i32* %727, align 4, !tbaa !5
  %731 = load i32, i32* %696, align 4, !tbaa !5
  br label %732

732:                                              ; preds = %730, %723
  %733 = phi i32 [ %731, %730 ], [ %724, %723 ]
  %734 = load i32, i32* %686, align 4, !tbaa !5
  %735 = add nsw i32 %734, %733
  %736 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 4
  %737 = load i32, i32* %736, align 4, !tbaa !5
  %738 = icmp slt i32 %735, %737
  br i1 %738, label %739, label %741

739:                                              ; preds = %732
  store i32 %735, i32* %736, align 4, !tbaa !5
  %740 = load i32, i32* %696, align 4, !tbaa !5
  br label %741

741:                                              ; preds = %739, %732
  %742 = phi i32 [ %740, %739 ], [ %733, %732 ]
  %743 = load i32, i32* %687, align 4, !tbaa !5
  %744 = add nsw i32 %743, %742
  %745 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 5
  %746 = load i32, i32* %745, align 4, !tbaa !5
  %747 = icmp slt i32 %744, %746
  br i1 %747, label %748, label %750

748:                                              ; preds = %741
  store i32 %744, i32* %745, align 4, !tbaa !5
  %749 = load i32, i32* %696, align 4, !tbaa !5
  br label %750

750:                                              ; preds = %748, %741
  %751 = phi i32 [ %749, %748 ], [ %742, %741 ]
  %752 = load i32, i32* %688, align 4, !tbaa !5
  %753 = add nsw i32 %752, %751
  %754 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 6
  %755 = load i32, i32* %754, align 4, !tbaa !5
  %756 = icmp slt i32 %753, %755
  br i1 %756, label %757, label %759

757:                                              ; preds = %750
  store i32 %753, i32* %754, align 4, !tbaa !5
  %758 = load i32, i32* %696, align 4, !tbaa !5
  br label %759

759:                                              ; preds = %757, %750
  %760 = phi i32 [ %758, %757 ], [ %751, %750 ]
  %761 = load i32, i32* %689, align 4, !tbaa !5
  %762 = add nsw i32 %761, %760
  %763 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 7
  %764 = load i32, i32* %763, align 4, !tbaa !5
  %765 = icmp slt i32 %762, %764
  br i1 %765, label %766, label %768

766:                                              ; preds = %759
  store i32 %762, i32* %763, align 4, !tbaa !5
  %767 = load i32, i32* %696, align 4, !tbaa !5
  br label %768

768:                                              ; preds = %766, %759
  %769 = phi i32 [ %767, %766 ], [ %760, %759 ]
  %770 = load i32, i32* %690, align 4, !tbaa !5
  %771 = add nsw i32 %770, %769
  %772 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 8
  %773 = load i32, i32* %772, align 4, !tbaa !5
  %774 = icmp slt i32 %771, %773
  br i1 %774, label %775, label %777

775:                                              ; preds = %768
  store i32 %771, i32* %772, align 4, !tbaa !5
  %776 = load i32, i32* %696, align 4, !tbaa !5
  br label %777

777:                                              ; preds = %775, %768
  %778 = phi i32 [ %776, %775 ], [ %769, %768 ]
  %779 = load i32, i32* %691, align 4, !tbaa !5
  %780 = add nsw i32 %779, %778
  %781 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 9
  %782 = load i32, i32* %781, align 4, !tbaa !5
  %783 = icmp slt i32 %780, %782
  br i1 %783, label %784, label %786

784:                                              ; preds = %777
  store i32 %780, i32* %781, align 4, !tbaa !5
  %785 = load i32, i32* %696, align 4, !tbaa !5
  br label %786

786:                                              ; preds = %784, %777
  %787 = phi i32 [ %785, %784 ], [ %778, %777 ]
  %788 = load i32, i32* %692, align 4, !tbaa !5
  %789 = add nsw i32 %788, %787
  %790 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 10
  %791 = load i32, i32* %790, align 4, !tbaa !5
  %792 = icmp slt i32 %789, %791
  br i1 %792, label %793, label %795

793:                                              ; preds = %786
  store i32 %789, i32* %790, align 4, !tbaa !5
  %794 = load i32, i32* %696, align 4, !tbaa !5
  br label %795

795:                                              ; preds = %793, %786
  %796 = phi i32 [ %794, %793 ], [ %787, %786 ]
  %797 = load i32, i32* %693, align 4, !tbaa !5
  %798 = add nsw i32 %797, %796
  %799 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %695, i32 11
  %800 = load i32, i32* %799, align 4, !tbaa !5
  %801 = icmp slt i32 %798, %800
  br i1 %801, label %802, label %803

802:                                              ; preds = %795
  store i32 %798, i32* %799, align 4, !tbaa !5
  br label %803

803:                                              ; preds = %802, %795
  %804 = add nuw nsw i32 %695, 1
  %805 = icmp eq i32 %804, 12
  br i1 %805, label %806, label %694, !llvm.loop !40

806:                                              ; preds = %803
  %807 = add nuw nsw i32 %681, 1
  %808 = icmp eq i32 %807, 12
  br i1 %808, label %809, label %680, !llvm.loop !41

809:                                              ; preds = %806, %809
  %810 = phi i64 [ %906, %809 ], [ 0, %806 ]
  %811 = phi i32 [ %909, %809 ], [ 0, %806 ]
  %812 = phi i32 [ %908, %809 ], [ %648, %806 ]
  %813 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 0
  %814 = load i32, i32* %813, align 4, !tbaa !5
  %815 = icmp sgt i32 %814, 999999
  %816 = select i1 %815, i32 -1, i32 %814
  %817 = sext i32 %816 to i64
  %818 = add nsw i64 %810, %817
  %819 = xor i32 %812, %814
  %820 = mul i32 %819, 16777619
  %821 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 1
  %822 = load i32, i32* %821, align 4, !tbaa !5
  %823 = icmp sgt i32 %822, 999999
  %824 = select i1 %823, i32 -1, i32 %822
  %825 = sext i32 %824 to i64
  %826 = add nsw i64 %818, %825
  %827 = xor i32 %820, %822
  %828 = mul i32 %827, 16777619
  %829 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 2
  %830 = load i32, i32* %829, align 4, !tbaa !5
  %831 = icmp sgt i32 %830, 999999
  %832 = select i1 %831, i32 -1, i32 %830
  %833 = sext i32 %832 to i64
  %834 = add nsw i64 %826, %833
  %835 = xor i32 %828, %830
  %836 = mul i32 %835, 16777619
  %837 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 3
  %838 = load i32, i32* %837, align 4, !tbaa !5
  %839 = icmp sgt i32 %838, 999999
  %840 = select i1 %839, i32 -1, i32 %838
  %841 = sext i32 %840 to i64
  %842 = add nsw i64 %834, %841
  %843 = xor i32 %836, %838
  %844 = mul i32 %843, 16777619
  %845 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 4
  %846 = load i32, i32* %845, align 4, !tbaa !5
  %847 = icmp sgt i32 %846, 999999
  %848 = select i1 %847, i32 -1, i32 %846
  %849 = sext i32 %848 to i64
  %850 = add nsw i64 %842, %849
  %851 = xor i32 %844, %846
  %852 = mul i32 %851, 16777619
  %853 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 5
  %854 = load i32, i32* %853, align 4, !tbaa !5
  %855 = icmp sgt i32 %854, 999999
  %856 = select i1 %855, i32 -1, i32 %854
  %857 = sext i32 %856 to i64
  %858 = add nsw i64 %850, %857
  %859 = xor i32 %852, %854
  %860 = mul i32 %859, 16777619
  %861 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 6
  %862 = load i32, i32* %861, align 4, !tbaa !5
  %863 = icmp sgt i32 %862, 999999
  %864 = select i1 %863, i32 -1, i32 %862
  %865 = sext i32 %864 to i64
  %866 = add nsw i64 %858, %865
  %867 = xor i32 %860, %862
  %868 = mul i32 %867, 16777619
  %869 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 7
  %870 = load i32, i32* %869, align 4, !tbaa !5
  %871 = icmp sgt i32 %870, 999999
  %872 = select i1 %871, i32 -1, i32 %870
  %873 = sext i32 %872 to i64
  %874 = add nsw i64 %866, %873
  %875 = xor i32 %868, %870
  %876 = mul i32 %875, 16777619
  %877 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 8
  %878 = load i32, i32* %877, align 4, !tbaa !5
  %879 = icmp sgt i32 %878, 999999
  %880 = select i1 %879, i32 -1, i32 %878
  %881 = sext i32 %880 to i64
  %882 = add nsw i64 %874, %881
  %883 = xor i32 %876, %878
  %884 = mul i32 %883, 16777619
  %885 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 9
  %886 = load i32, i32* %885, align 4, !tbaa !5
  %887 = icmp sgt i32 %886, 999999
  %888 = select i1 %887, i32 -1, i32 %886
  %889 = sext i32 %888 to i64
  %890 = add nsw i64 %882, %889
  %891 = xor i32 %884, %886
  %892 = mul i32 %891, 16777619
  %893 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 10
  %894 = load i32, i32* %893, align 4, !tbaa !5
  %895 = icmp sgt i32 %894, 999999
  %896 = select i1 %895, i32 -1, i32 %894
  %897 = sext i32 %896 to i64
  %898 = add nsw i64 %890, %897
  %899 = xor i32 %892, %894
  %900 = mul i32 %899, 16777619
  %901 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %811, i32 11
  %902 = load i32, i32* %901, align 4, !tbaa !5
  %903 = icmp sgt i32 %902, 999999
  %904 = select i1 %903, i32 -1, i32 %902
  %905 = sext i32 %904 to i64
  %906 = add nsw i64 %898, %905
  %907 = xor i32 %900, %902
  %908 = mul i32 %907, 16777619
  %909 = add nuw nsw i32 %811, 1
  %910 = icmp eq i32 %909, 12
  br i1 %910, label %911, label %809, !llvm.loop !42

911:                                              ; preds = %809
  store i32 %908, i32* @check, align 4, !tbaa !5
  %912 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 0, i32 11), align 4, !tbaa !5
  %913 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 11, i32 0), align 4, !tbaa !5
  %914 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i32 0, i32 0), i32 noundef 11, i32 noundef %912, i32 noundef 11, i32 noundef %913, i64 noundef %906)
  %915 = load i32, i32* @check, align 4, !tbaa !5
  %916 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0), i32 noundef %915)
  %917 = load i32, i32* @check, align 4, !tbaa !5
  %918 = and i32 %917, 127
  ret i32 %918
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !12, !13}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !7, i64 0}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !12}
