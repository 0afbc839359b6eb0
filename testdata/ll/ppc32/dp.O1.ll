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

13:                                               ; preds = %0, %147
  %14 = phi i32 [ 0, %0 ], [ %154, %147 ]
  %15 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %14, i32 0
  %16 = load i8*, i8** %15, align 4, !tbaa !9
  %17 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %14, i32 1
  %18 = load i8*, i8** %17, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %11) #5
  %19 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %16) #6
  %20 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %18) #6
  %21 = icmp slt i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %27, %13
  %23 = icmp slt i32 %19, 1
  br i1 %23, label %63, label %24

24:                                               ; preds = %22
  %25 = icmp slt i32 %20, 1
  %26 = load i32, i32* %12, align 4
  br label %32

27:                                               ; preds = %13, %27
  %28 = phi i32 [ %30, %27 ], [ 0, %13 ]
  %29 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %28
  store i32 %28, i32* %29, align 4, !tbaa !5
  %30 = add nuw i32 %28, 1
  %31 = icmp eq i32 %28, %20
  br i1 %31, label %22, label %27, !llvm.loop !11

32:                                               ; preds = %59, %24
  %33 = phi i32 [ %26, %24 ], [ %34, %59 ]
  %34 = phi i32 [ 1, %24 ], [ %60, %59 ]
  br i1 %25, label %59, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %34, -1
  %37 = getelementptr inbounds i8, i8* %16, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !14
  br label %39

39:                                               ; preds = %39, %35
  %40 = phi i32 [ %34, %35 ], [ %56, %39 ]
  %41 = phi i32 [ 1, %35 ], [ %57, %39 ]
  %42 = phi i32 [ %33, %35 ], [ %44, %39 ]
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %41
  %44 = load i32, i32* %43, align 4, !tbaa !5
  %45 = add nsw i32 %41, -1
  %46 = getelementptr inbounds i8, i8* %18, i32 %45
  %47 = load i8, i8* %46, align 1, !tbaa !14
  %48 = icmp ne i8 %38, %47
  %49 = zext i1 %48 to i32
  %50 = add nsw i32 %44, 1
  %51 = add nsw i32 %40, 1
  %52 = add nsw i32 %42, %49
  %53 = icmp slt i32 %50, %51
  %54 = select i1 %53, i32 %50, i32 %51
  %55 = icmp slt i32 %54, %52
  %56 = select i1 %55, i32 %54, i32 %52
  store i32 %56, i32* %43, align 4, !tbaa !5
  %57 = add nuw i32 %41, 1
  %58 = icmp eq i32 %41, %20
  br i1 %58, label %59, label %39, !llvm.loop !15

59:                                               ; preds = %39, %32
  %60 = add nuw i32 %34, 1
  %61 = icmp eq i32 %34, %19
  br i1 %61, label %62, label %32, !llvm.loop !16

62:                                               ; preds = %59
  store i32 %34, i32* %12, align 4
  br label %63

63:                                               ; preds = %62, %22
  %64 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %20
  %65 = load i32, i32* %64, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %11) #5
  %66 = icmp slt i32 %19, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %71, %63
  br i1 %21, label %76, label %68

68:                                               ; preds = %67
  %69 = shl i32 %20, 1
  %70 = add i32 %69, 2
  call void @llvm.memset.p0i8.i32(i8* align 2 bitcast ([64 x [64 x i16]]* @lcs.t to i8*), i8 0, i32 %70, i1 false) #5, !tbaa !17
  br label %76

71:                                               ; preds = %63, %71
  %72 = phi i32 [ %74, %71 ], [ 0, %63 ]
  %73 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %72, i32 0
  store i16 0, i16* %73, align 2, !tbaa !17
  %74 = add nuw i32 %72, 1
  %75 = icmp eq i32 %72, %19
  br i1 %75, label %67, label %71, !llvm.loop !19

76:                                               ; preds = %68, %67
  br i1 %23, label %110, label %77

77:                                               ; preds = %76
  %78 = icmp slt i32 %20, 1
  br label %79

79:                                               ; preds = %107, %77
  %80 = phi i32 [ 1, %77 ], [ %108, %107 ]
  br i1 %78, label %107, label %81

81:                                               ; preds = %79
  %82 = add nsw i32 %80, -1
  %83 = getelementptr inbounds i8, i8* %16, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !14
  br label %85

85:                                               ; preds = %102, %81
  %86 = phi i32 [ 1, %81 ], [ %105, %102 ]
  %87 = add nsw i32 %86, -1
  %88 = getelementptr inbounds i8, i8* %18, i32 %87
  %89 = load i8, i8* %88, align 1, !tbaa !14
  %90 = icmp eq i8 %84, %89
  br i1 %90, label %91, label %95

91:                                               ; preds = %85
  %92 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %82, i32 %87
  %93 = load i16, i16* %92, align 2, !tbaa !17
  %94 = add i16 %93, 1
  br label %102

95:                                               ; preds = %85
  %96 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %82, i32 %86
  %97 = load i16, i16* %96, align 2, !tbaa !17
  %98 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %80, i32 %87
  %99 = load i16, i16* %98, align 2, !tbaa !17
  %100 = icmp slt i16 %97, %99
  %101 = select i1 %100, i16 %99, i16 %97
  br label %102

102:                                              ; preds = %95, %91
  %103 = phi i16 [ %101, %95 ], [ %94, %91 ]
  %104 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %80, i32 %86
  store i16 %103, i16* %104, align 2, !tbaa !17
  %105 = add nuw i32 %86, 1
  %106 = icmp eq i32 %86, %20
  br i1 %106, label %107, label %85, !llvm.loop !20

107:                                              ; preds = %102, %79
  %108 = add nuw i32 %80, 1
  %109 = icmp eq i32 %80, %19
  br i1 %109, label %110, label %79, !llvm.loop !21

110:                                              ; preds = %107, %76
  %111 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %19, i32 %20
  %112 = load i16, i16* %111, align 2, !tbaa !17
  %113 = sext i16 %112 to i32
  %114 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %113
  store i8 0, i8* %114, align 1, !tbaa !14
  %115 = icmp sgt i32 %19, 0
  %116 = icmp sgt i32 %20, 0
  %117 = select i1 %115, i1 %116, i1 false
  br i1 %117, label %118, label %147

118:                                              ; preds = %110, %140
  %119 = phi i32 [ %143, %140 ], [ %113, %110 ]
  %120 = phi i32 [ %142, %140 ], [ %20, %110 ]
  %121 = phi i32 [ %141, %140 ], [ %19, %110 ]
  %122 = add nsw i32 %121, -1
  %123 = getelementptr inbounds i8, i8* %16, i32 %122
  %124 = load i8, i8* %123, align 1, !tbaa !14
  %125 = add nsw i32 %120, -1
  %126 = getelementptr inbounds i8, i8* %18, i32 %125
  %127 = load i8, i8* %126, align 1, !tbaa !14
  %128 = icmp eq i8 %124, %127
  br i1 %128, label %129, label %132

129:                                              ; preds = %118
  %130 = add nsw i32 %119, -1
  %131 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %130
  store i8 %124, i8* %131, align 1, !tbaa !14
  br label %140

132:                                              ; preds = %118
  %133 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %122, i32 %120
  %134 = load i16, i16* %133, align 2, !tbaa !17
  %135 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %121, i32 %125
  %136 = load i16, i16* %135, align 2, !tbaa !17
  %137 = icmp slt i16 %134, %136
  %138 = select i1 %137, i32 %121, i32 %122
  %139 = select i1 %137, i32 %125, i32 %120
  br label %140

140:                                              ; preds = %132, %129
  %141 = phi i32 [ %122, %129 ], [ %138, %132 ]
  %142 = phi i32 [ %125, %129 ], [ %139, %132 ]
  %143 = phi i32 [ %130, %129 ], [ %119, %132 ]
  %144 = icmp sgt i32 %141, 0
  %145 = icmp sgt i32 %142, 0
  %146 = select i1 %144, i1 %145, i1 false
  br i1 %146, label %118, label %147, !llvm.loop !22

147:                                              ; preds = %140, %110
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.14, i32 0, i32 0), i8* noundef %16, i8* noundef %18, i32 noundef %65, i32 noundef %113, i8* noundef nonnull %10)
  %149 = load i32, i32* @check, align 4, !tbaa !5
  %150 = xor i32 %149, %65
  %151 = mul i32 %150, 16777619
  %152 = xor i32 %151, %113
  %153 = mul i32 %152, 16777619
  store i32 %153, i32* @check, align 4, !tbaa !5
  %154 = add nuw nsw i32 %14, 1
  %155 = icmp eq i32 %154, 7
  br i1 %155, label %156, label %13, !llvm.loop !23

156:                                              ; preds = %147
  %157 = mul i32 %9, 777
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %10) #5
  %158 = bitcast [20 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %158) #5
  %159 = bitcast [20 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %159) #5
  br label %162

160:                                              ; preds = %162
  %161 = bitcast [512 x i32]* %3 to i8*
  br label %179

162:                                              ; preds = %156, %162
  %163 = phi i32 [ 0, %156 ], [ %177, %162 ]
  %164 = phi i32 [ %157, %156 ], [ %172, %162 ]
  %165 = mul i32 %164, 1103515245
  %166 = add i32 %165, 12345
  %167 = lshr i32 %166, 16
  %168 = urem i32 %167, 40
  %169 = add nuw nsw i32 %168, 5
  %170 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 %163
  store i32 %169, i32* %170, align 4, !tbaa !5
  %171 = mul i32 %166, 1103515245
  %172 = add i32 %171, 12345
  %173 = lshr i32 %172, 16
  %174 = urem i32 %173, 100
  %175 = add nuw nsw i32 %174, 1
  %176 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %163
  store i32 %175, i32* %176, align 4, !tbaa !5
  %177 = add nuw nsw i32 %163, 1
  %178 = icmp eq i32 %177, 20
  br i1 %178, label %160, label %162, !llvm.loop !24

179:                                              ; preds = %160, %210
  %180 = phi i32 [ 50, %160 ], [ %217, %210 ]
  %181 = mul nsw i32 %180, %9
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %161) #5
  %182 = icmp slt i32 %181, 0
  br i1 %182, label %186, label %183

183:                                              ; preds = %179
  %184 = shl i32 %181, 2
  %185 = add i32 %184, 4
  call void @llvm.memset.p0i8.i32(i8* nonnull align 4 %161, i8 0, i32 %185, i1 false) #5, !tbaa !5
  br label %186

186:                                              ; preds = %183, %179
  br label %187

187:                                              ; preds = %186, %207
  %188 = phi i32 [ %208, %207 ], [ 0, %186 ]
  %189 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 %188
  %190 = load i32, i32* %189, align 4, !tbaa !5
  %191 = icmp sgt i32 %190, %181
  br i1 %191, label %207, label %192

192:                                              ; preds = %187
  %193 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %188
  %194 = load i32, i32* %193, align 4, !tbaa !5
  br label %195

195:                                              ; preds = %195, %192
  %196 = phi i32 [ %181, %192 ], [ %205, %195 ]
  %197 = sub nsw i32 %196, %190
  %198 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %197
  %199 = load i32, i32* %198, align 4, !tbaa !5
  %200 = add nsw i32 %199, %194
  %201 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %196
  %202 = load i32, i32* %201, align 4, !tbaa !5
  %203 = icmp sgt i32 %200, %202
  %204 = select i1 %203, i32 %200, i32 %202
  store i32 %204, i32* %201, align 4
  %205 = add nsw i32 %196, -1
  %206 = icmp sgt i32 %196, %190
  br i1 %206, label %195, label %207, !llvm.loop !25

207:                                              ; preds = %195, %187
  %208 = add nuw nsw i32 %188, 1
  %209 = icmp eq i32 %208, 20
  br i1 %209, label %210, label %187, !llvm.loop !26

210:                                              ; preds = %207
  %211 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i32 0, i32 %181
  %212 = load i32, i32* %211, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %161) #5
  %213 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i32 0, i32 0), i32 noundef %180, i32 noundef %212)
  %214 = load i32, i32* @check, align 4, !tbaa !5
  %215 = xor i32 %214, %212
  %216 = mul i32 %215, 16777619
  store i32 %216, i32* @check, align 4, !tbaa !5
  %217 = add nuw nsw i32 %180, 125
  %218 = icmp ult i32 %180, 176
  br i1 %218, label %179, label %219, !llvm.loop !27

219:                                              ; preds = %210
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %159) #5
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %158) #5
  %220 = bitcast [200 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %220) #5
  br label %221

221:                                              ; preds = %219, %221
  %222 = phi i32 [ 0, %219 ], [ %229, %221 ]
  %223 = phi i32 [ %172, %219 ], [ %225, %221 ]
  %224 = mul i32 %223, 1103515245
  %225 = add i32 %224, 12345
  %226 = lshr i32 %225, 16
  %227 = urem i32 %226, 1000
  %228 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i32 0, i32 %222
  store i32 %227, i32* %228, align 4, !tbaa !5
  %229 = add nuw nsw i32 %222, 1
  %230 = icmp eq i32 %229, 200
  br i1 %230, label %231, label %221, !llvm.loop !28

231:                                              ; preds = %221
  %232 = mul nsw i32 %9, 200
  %233 = bitcast [256 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %233) #5
  %234 = icmp sgt i32 %9, 0
  br i1 %234, label %235, label %264

235:                                              ; preds = %231, %254
  %236 = phi i32 [ %261, %254 ], [ 0, %231 ]
  %237 = phi i32 [ %262, %254 ], [ 0, %231 ]
  %238 = icmp eq i32 %236, 0
  br i1 %238, label %254, label %239

239:                                              ; preds = %235
  %240 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i32 0, i32 %237
  %241 = load i32, i32* %240, align 4, !tbaa !5
  br label %242

242:                                              ; preds = %242, %239
  %243 = phi i32 [ %236, %239 ], [ %252, %242 ]
  %244 = phi i32 [ 0, %239 ], [ %251, %242 ]
  %245 = add nsw i32 %244, %243
  %246 = sdiv i32 %245, 2
  %247 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i32 0, i32 %246
  %248 = load i32, i32* %247, align 4, !tbaa !5
  %249 = icmp slt i32 %248, %241
  %250 = add nsw i32 %246, 1
  %251 = select i1 %249, i32 %250, i32 %244
  %252 = select i1 %249, i32 %243, i32 %246
  %253 = icmp slt i32 %251, %252
  br i1 %253, label %242, label %254, !llvm.loop !29

254:                                              ; preds = %242, %235
  %255 = phi i32 [ 0, %235 ], [ %251, %242 ]
  %256 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i32 0, i32 %237
  %257 = load i32, i32* %256, align 4, !tbaa !5
  %258 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i32 0, i32 %255
  store i32 %257, i32* %258, align 4, !tbaa !5
  %259 = icmp eq i32 %255, %236
  %260 = zext i1 %259 to i32
  %261 = add nuw nsw i32 %236, %260
  %262 = add nuw nsw i32 %237, 1
  %263 = icmp eq i32 %262, %232
  br i1 %263, label %264, label %235, !llvm.loop !30

264:                                              ; preds = %254, %231
  %265 = phi i32 [ 0, %231 ], [ %261, %254 ]
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %233) #5
  %266 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i32 0, i32 0), i32 noundef %265)
  %267 = bitcast [256 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %267) #5
  br label %268

268:                                              ; preds = %287, %264
  %269 = phi i32 [ %294, %287 ], [ 0, %264 ]
  %270 = phi i32 [ %295, %287 ], [ 0, %264 ]
  %271 = icmp eq i32 %269, 0
  br i1 %271, label %287, label %272

272:                                              ; preds = %268
  %273 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i32 0, i32 %270
  %274 = load i32, i32* %273, align 4, !tbaa !5
  br label %275

275:                                              ; preds = %275, %272
  %276 = phi i32 [ %269, %272 ], [ %285, %275 ]
  %277 = phi i32 [ 0, %272 ], [ %284, %275 ]
  %278 = add nsw i32 %277, %276
  %279 = sdiv i32 %278, 2
  %280 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i32 0, i32 %279
  %281 = load i32, i32* %280, align 4, !tbaa !5
  %282 = icmp slt i32 %281, %274
  %283 = add nsw i32 %279, 1
  %284 = select i1 %282, i32 %283, i32 %277
  %285 = select i1 %282, i32 %276, i32 %279
  %286 = icmp slt i32 %284, %285
  br i1 %286, label %275, label %287, !llvm.loop !29

287:                                              ; preds = %275, %268
  %288 = phi i32 [ 0, %268 ], [ %284, %275 ]
  %289 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i32 0, i32 %270
  %290 = load i32, i32* %289, align 4, !tbaa !5
  %291 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i32 0, i32 %288
  store i32 %290, i32* %291, align 4, !tbaa !5
  %292 = icmp eq i32 %288, %269
  %293 = zext i1 %292 to i32
  %294 = add nuw nsw i32 %269, %293
  %295 = add nuw nsw i32 %270, 1
  %296 = icmp eq i32 %295, 200
  br i1 %296, label %297, label %268, !llvm.loop !30

297:                                              ; preds = %287
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %267) #5
  %298 = load i32, i32* @check, align 4, !tbaa !5
  %299 = xor i32 %298, %294
  %300 = mul i32 %299, 16777619
  store i32 %300, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %220) #5
  br label %301

301:                                              ; preds = %297, %322
  %302 = phi i32 [ 0, %297 ], [ %323, %322 ]
  %303 = mul nuw nsw i32 %302, 3
  br label %304

304:                                              ; preds = %301, %317
  %305 = phi i32 [ 0, %301 ], [ %320, %317 ]
  %306 = mul nsw i32 %305, %9
  %307 = add nsw i32 %306, %303
  %308 = srem i32 %307, 11
  %309 = add nsw i32 %308, -5
  %310 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i32 0, i32 %302, i32 %305
  store i32 %309, i32* %310, align 4, !tbaa !5
  %311 = icmp eq i32 %302, %305
  br i1 %311, label %317, label %312

312:                                              ; preds = %304
  %313 = shl nuw nsw i32 %305, 1
  %314 = add nuw nsw i32 %313, %302
  %315 = urem i32 %314, 7
  %316 = add nsw i32 %315, -3
  br label %317

317:                                              ; preds = %304, %312
  %318 = phi i32 [ %316, %312 ], [ 2, %304 ]
  %319 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i32 0, i32 %302, i32 %305
  store i32 %318, i32* %319, align 4, !tbaa !5
  %320 = add nuw nsw i32 %305, 1
  %321 = icmp eq i32 %320, 24
  br i1 %321, label %322, label %304, !llvm.loop !31

322:                                              ; preds = %317
  %323 = add nuw nsw i32 %302, 1
  %324 = icmp eq i32 %323, 24
  br i1 %324, label %325, label %301, !llvm.loop !32

325:                                              ; preds = %322, %344
  %326 = phi i32 [ %345, %344 ], [ 0, %322 ]
  br label %327

327:                                              ; preds = %340, %325
  %328 = phi i32 [ 0, %325 ], [ %342, %340 ]
  br label %329

329:                                              ; preds = %329, %327
  %330 = phi i32 [ 0, %327 ], [ %337, %329 ]
  %331 = phi i32 [ 0, %327 ], [ %338, %329 ]
  %332 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i32 0, i32 %326, i32 %331
  %333 = load i32, i32* %332, align 4, !tbaa !5
  %334 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i32 0, i32 %331, i32 %328
  %335 = load i32, i32* %334, align 4, !tbaa !5
  %336 = mul nsw i32 %335, %333
  %337 = add nsw i32 %336, %330
  %338 = add nuw nsw i32 %331, 1
  %339 = icmp eq i32 %338, 24
  br i1 %339, label %340, label %329, !llvm.loop !33

340:                                              ; preds = %329
  %341 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 %326, i32 %328
  store i32 %337, i32* %341, align 4, !tbaa !5
  %342 = add nuw nsw i32 %328, 1
  %343 = icmp eq i32 %342, 24
  br i1 %343, label %344, label %327, !llvm.loop !34

344:                                              ; preds = %340
  %345 = add nuw nsw i32 %326, 1
  %346 = icmp eq i32 %345, 24
  br i1 %346, label %347, label %325, !llvm.loop !35

347:                                              ; preds = %344, %366
  %348 = phi i32 [ %367, %366 ], [ 0, %344 ]
  br label %349

349:                                              ; preds = %362, %347
  %350 = phi i32 [ 0, %347 ], [ %364, %362 ]
  br label %351

351:                                              ; preds = %351, %349
  %352 = phi i32 [ 0, %349 ], [ %359, %351 ]
  %353 = phi i32 [ 0, %349 ], [ %360, %351 ]
  %354 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 %348, i32 %353
  %355 = load i32, i32* %354, align 4, !tbaa !5
  %356 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i32 0, i32 %353, i32 %350
  %357 = load i32, i32* %356, align 4, !tbaa !5
  %358 = mul nsw i32 %357, %355
  %359 = add nsw i32 %358, %352
  %360 = add nuw nsw i32 %353, 1
  %361 = icmp eq i32 %360, 24
  br i1 %361, label %362, label %351, !llvm.loop !33

362:                                              ; preds = %351
  %363 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %348, i32 %350
  store i32 %359, i32* %363, align 4, !tbaa !5
  %364 = add nuw nsw i32 %350, 1
  %365 = icmp eq i32 %364, 24
  br i1 %365, label %366, label %349, !llvm.loop !34

366:                                              ; preds = %362
  %367 = add nuw nsw i32 %348, 1
  %368 = icmp eq i32 %367, 24
  br i1 %368, label %369, label %347, !llvm.loop !35

369:                                              ; preds = %366, %369
  %370 = phi i64 [ %375, %369 ], [ 0, %366 ]
  %371 = phi i32 [ %376, %369 ], [ 0, %366 ]
  %372 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %371, i32 %371
  %373 = load i32, i32* %372, align 4, !tbaa !5
  %374 = sext i32 %373 to i64
  %375 = add nsw i64 %370, %374
  %376 = add nuw nsw i32 %371, 1
  %377 = icmp eq i32 %376, 24
  br i1 %377, label %378, label %369, !llvm.loop !36

378:                                              ; preds = %369
  %379 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 0, i32 0), align 4, !tbaa !5
  %380 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 5, i32 17), align 4, !tbaa !5
  %381 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 23, i32 23), align 4, !tbaa !5
  %382 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.17, i32 0, i32 0), i32 noundef %379, i32 noundef %380, i32 noundef %381, i64 noundef %375)
  %383 = load i32, i32* @check, align 4, !tbaa !5
  br label %384

384:                                              ; preds = %378, %397
  %385 = phi i32 [ 0, %378 ], [ %398, %397 ]
  %386 = phi i32 [ %383, %378 ], [ %394, %397 ]
  br label %388

387:                                              ; preds = %397
  store i32 %394, i32* @check, align 4, !tbaa !5
  br label %400

388:                                              ; preds = %384, %388
  %389 = phi i32 [ 0, %384 ], [ %395, %388 ]
  %390 = phi i32 [ %386, %384 ], [ %394, %388 ]
  %391 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %385, i32 %389
  %392 = load i32, i32* %391, align 4, !tbaa !5
  %393 = xor i32 %390, %392
  %394 = mul i32 %393, 16777619
  %395 = add nuw nsw i32 %389, 1
  %396 = icmp eq i32 %395, 24
  br i1 %396, label %397, label %388, !llvm.loop !37

397:                                              ; preds = %388
  %398 = add nuw nsw i32 %385, 1
  %399 = icmp eq i32 %398, 24
  br i1 %399, label %387, label %384, !llvm.loop !38

400:                                              ; preds = %387, %422
  %401 = phi i32 [ 0, %387 ], [ %423, %422 ]
  %402 = phi i32 [ %225, %387 ], [ %407, %422 ]
  br label %403

403:                                              ; preds = %400, %417
  %404 = phi i32 [ 0, %400 ], [ %420, %417 ]
  %405 = phi i32 [ %402, %400 ], [ %407, %417 ]
  %406 = mul i32 %405, 1103515245
  %407 = add i32 %406, 12345
  %408 = icmp eq i32 %401, %404
  br i1 %408, label %417, label %409

409:                                              ; preds = %403
  %410 = lshr i32 %407, 16
  %411 = urem i32 %410, 3
  %412 = icmp eq i32 %411, 0
  br i1 %412, label %413, label %417

413:                                              ; preds = %409
  %414 = lshr i32 %407, 20
  %415 = urem i32 %414, 50
  %416 = add nuw nsw i32 %415, 1
  br label %417

417:                                              ; preds = %413, %409, %403
  %418 = phi i32 [ 0, %403 ], [ %416, %413 ], [ 1000000, %409 ]
  %419 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %401, i32 %404
  store i32 %418, i32* %419, align 4, !tbaa !5
  %420 = add nuw nsw i32 %404, 1
  %421 = icmp eq i32 %420, 12
  br i1 %421, label %422, label %403, !llvm.loop !39

422:                                              ; preds = %417
  %423 = add nuw nsw i32 %401, 1
  %424 = icmp eq i32 %423, 12
  br i1 %424, label %425, label %400, !llvm.loop !40

425:                                              ; preds = %422, %446
  %426 = phi i32 [ %447, %446 ], [ 0, %422 ]
  br label %427

427:                                              ; preds = %443, %425
  %428 = phi i32 [ 0, %425 ], [ %444, %443 ]
  %429 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %428, i32 %426
  br label %430

430:                                              ; preds = %440, %427
  %431 = phi i32 [ 0, %427 ], [ %441, %440 ]
  %432 = load i32, i32* %429, align 4, !tbaa !5
  %433 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %426, i32 %431
  %434 = load i32, i32* %433, align 4, !tbaa !5
  %435 = add nsw i32 %434, %432
  %436 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %428, i32 %431
  %437 = load i32, i32* %436, align 4, !tbaa !5
  %438 = icmp slt i32 %435, %437
  br i1 %438, label %439, label %440

439:                                              ; preds = %430
  store i32 %435, i32* %436, align 4, !tbaa !5
  br label %440

440:                                              ; preds = %439, %430
  %441 = add nuw nsw i32 %431, 1
  %442 = icmp eq i32 %441, 12
  br i1 %442, label %443, label %430, !llvm.loop !41

443:                                              ; preds = %440
  %444 = add nuw nsw i32 %428, 1
  %445 = icmp eq i32 %444, 12
  br i1 %445, label %446, label %427, !llvm.loop !42

446:                                              ; preds = %443
  %447 = add nuw nsw i32 %426, 1
  %448 = icmp eq i32 %447, 12
  br i1 %448, label %449, label %425, !llvm.loop !43

449:                                              ; preds = %446
  %450 = load i32, i32* @check, align 4, !tbaa !5
  br label %451

451:                                              ; preds = %449, %469
  %452 = phi i64 [ 0, %449 ], [ %464, %469 ]
  %453 = phi i32 [ 0, %449 ], [ %470, %469 ]
  %454 = phi i32 [ %450, %449 ], [ %466, %469 ]
  br label %455

455:                                              ; preds = %451, %455
  %456 = phi i64 [ %452, %451 ], [ %464, %455 ]
  %457 = phi i32 [ 0, %451 ], [ %467, %455 ]
  %458 = phi i32 [ %454, %451 ], [ %466, %455 ]
  %459 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %453, i32 %457
  %460 = load i32, i32* %459, align 4, !tbaa !5
  %461 = icmp sgt i32 %460, 999999
  %462 = select i1 %461, i32 -1, i32 %460
  %463 = sext i32 %462 to i64
  %464 = add nsw i64 %456, %463
  %465 = xor i32 %458, %460
  %466 = mul i32 %465, 16777619
  %467 = add nuw nsw i32 %457, 1
  %468 = icmp eq i32 %467, 12
  br i1 %468, label %469, label %455, !llvm.loop !44

469:                                              ; preds = %455
  %470 = add nuw nsw i32 %453, 1
  %471 = icmp eq i32 %470, 12
  br i1 %471, label %472, label %451, !llvm.loop !45

472:                                              ; preds = %469
  store i32 %466, i32* @check, align 4, !tbaa !5
  %473 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 0, i32 11), align 4, !tbaa !5
  %474 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 11, i32 0), align 4, !tbaa !5
  %475 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i32 0, i32 0), i32 noundef 11, i32 noundef %473, i32 noundef 11, i32 noundef %474, i64 noundef %464)
  %476 = load i32, i32* @check, align 4, !tbaa !5
  %477 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0), i32 noundef %476)
  %478 = load i32, i32* @check, align 4, !tbaa !5
  %479 = and i32 %478, 127
  ret i32 %479
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
