; ModuleID = 'c/varargs.c'
source_filename = "c/varargs.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"ints %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"mixed %.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"join %d \00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"bc\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"def\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"h\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"j\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"%d-%s-%.2f-%c-%lu\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"fmt %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"pairs %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"many %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 1
  %2 = getelementptr inbounds [128 x i8], [128 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %2) #10
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef signext 10, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10)
  %5 = add nsw i64 %4, %3
  %6 = tail call i64 (i32, ...) @sum_ints(i32 noundef signext 0)
  %7 = add nsw i64 %5, %6
  %8 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %7)
  %9 = tail call double (double, i32, ...) @sum_mixed(double undef, i32 signext undef, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12)
  %10 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), double noundef %9)
  %11 = call signext i32 (i8*, i8*, ...) @count_and_join(i8* noundef nonnull %2, i8* undef, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0), i8* noundef null)
  %12 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %11)
  %13 = call i32 @puts(i8* nonnull %2)
  call void (i8*, i64, i8*, ...) @fmt(i8* noundef nonnull %2, i64 undef, i8* undef, i32 noundef signext 42, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0), double noundef 2.500000e+00, i32 noundef signext 113, i64 noundef 123456789012)
  %14 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %2)
  %15 = call i64 (i32, ...) @sum_pairs(i32 signext undef, [2 x i64] [i64 1, i64 2], [2 x i64] [i64 3, i64 4], [2 x i64] [i64 5, i64 6], [2 x i64] [i64 7, i64 8])
  %16 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.14, i64 0, i64 0), i64 noundef %15)
  %17 = call double (i32, i32, i32, i32, i32, i32, i32, double, ...) @many(i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, double undef, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef -1.000000e+00)
  %18 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.15, i64 0, i64 0), double noundef %17)
  %19 = srem i64 %7, 100
  %20 = trunc i64 %19 to i32
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %2) #10
  ret i32 %20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #10
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %163

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 8
  %7 = add i32 %0, -1
  %8 = zext i32 %7 to i64
  %9 = add nuw nsw i64 %8, 1
  %10 = icmp ult i32 %7, 24
  br i1 %10, label %135, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8*, i8** %2, i64 1
  %13 = bitcast i8** %12 to i8*
  %14 = add i32 %0, -1
  %15 = zext i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 3
  %17 = or i64 %16, 4
  %18 = getelementptr i8, i8* %6, i64 %17
  %19 = icmp ugt i8* %18, %3
  %20 = icmp ult i8* %6, %13
  %21 = and i1 %19, %20
  br i1 %21, label %135, label %22

22:                                               ; preds = %11
  %23 = urem i64 %9, 24
  %24 = icmp eq i64 %23, 0
  %25 = select i1 %24, i64 24, i64 %23
  %26 = sub nsw i64 %9, %25
  %27 = shl nsw i64 %26, 3
  %28 = getelementptr i8, i8* %6, i64 %27
  %29 = trunc i64 %26 to i32
  br label %30

30:                                               ; preds = %30, %22
  %31 = phi i8* [ %6, %22 ], [ %120, %30 ]
  %32 = phi i64 [ 0, %22 ], [ %119, %30 ]
  %33 = phi <2 x i64> [ zeroinitializer, %22 ], [ %107, %30 ]
  %34 = phi <2 x i64> [ zeroinitializer, %22 ], [ %108, %30 ]
  %35 = phi <2 x i64> [ zeroinitializer, %22 ], [ %109, %30 ]
  %36 = phi <2 x i64> [ zeroinitializer, %22 ], [ %110, %30 ]
  %37 = phi <2 x i64> [ zeroinitializer, %22 ], [ %111, %30 ]
  %38 = phi <2 x i64> [ zeroinitializer, %22 ], [ %112, %30 ]
  %39 = phi <2 x i64> [ zeroinitializer, %22 ], [ %113, %30 ]
  %40 = phi <2 x i64> [ zeroinitializer, %22 ], [ %114, %30 ]
  %41 = phi <2 x i64> [ zeroinitializer, %22 ], [ %115, %30 ]
  %42 = phi <2 x i64> [ zeroinitializer, %22 ], [ %116, %30 ]
  %43 = phi <2 x i64> [ zeroinitializer, %22 ], [ %117, %30 ]
  %44 = phi <2 x i64> [ zeroinitializer, %22 ], [ %118, %30 ]
  %45 = getelementptr i8, i8* %31, <2 x i64> <i64 176, i64 184>
  %46 = extractelement <2 x i8*> %45, i64 1
  %47 = getelementptr inbounds i8, i8* %46, i64 8
  %48 = getelementptr i8, i8* %31, i64 16
  %49 = getelementptr i8, i8* %31, i64 32
  %50 = getelementptr i8, i8* %31, i64 48
  %51 = getelementptr i8, i8* %31, i64 64
  %52 = getelementptr i8, i8* %31, i64 80
  %53 = getelementptr i8, i8* %31, i64 96
  %54 = getelementptr i8, i8* %31, i64 112
  %55 = getelementptr i8, i8* %31, i64 128
  %56 = getelementptr i8, i8* %31, i64 144
  %57 = getelementptr i8, i8* %31, i64 160
  %58 = bitcast i8* %31 to <4 x i32>*
  %59 = bitcast i8* %48 to <4 x i32>*
  %60 = bitcast i8* %49 to <4 x i32>*
  %61 = bitcast i8* %50 to <4 x i32>*
  %62 = bitcast i8* %51 to <4 x i32>*
  %63 = bitcast i8* %52 to <4 x i32>*
  %64 = bitcast i8* %53 to <4 x i32>*
  %65 = bitcast i8* %54 to <4 x i32>*
  %66 = bitcast i8* %55 to <4 x i32>*
  %67 = bitcast i8* %56 to <4 x i32>*
  %68 = bitcast i8* %57 to <4 x i32>*
  %69 = bitcast <2 x i8*> %45 to <2 x <4 x i32>*>
  %70 = extractelement <2 x <4 x i32>*> %69, i64 0
  %71 = load <4 x i32>, <4 x i32>* %58, align 8
  %72 = load <4 x i32>, <4 x i32>* %59, align 8
  %73 = load <4 x i32>, <4 x i32>* %60, align 8
  %74 = load <4 x i32>, <4 x i32>* %61, align 8
  %75 = load <4 x i32>, <4 x i32>* %62, align 8
  %76 = load <4 x i32>, <4 x i32>* %63, align 8
  %77 = load <4 x i32>, <4 x i32>* %64, align 8
  %78 = load <4 x i32>, <4 x i32>* %65, align 8
  %79 = load <4 x i32>, <4 x i32>* %66, align 8
  %80 = load <4 x i32>, <4 x i32>* %67, align 8
  %81 = load <4 x i32>, <4 x i32>* %68, align 8
  %82 = load <4 x i32>, <4 x i32>* %70, align 8
  %83 = shufflevector <4 x i32> %71, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %84 = shufflevector <4 x i32> %72, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %85 = shufflevector <4 x i32> %73, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %86 = shufflevector <4 x i32> %74, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %87 = shufflevector <4 x i32> %75, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %88 = shufflevector <4 x i32> %76, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %89 = shufflevector <4 x i32> %77, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %90 = shufflevector <4 x i32> %78, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %91 = shufflevector <4 x i32> %79, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %92 = shufflevector <4 x i32> %80, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %93 = shufflevector <4 x i32> %81, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %94 = shufflevector <4 x i32> %82, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %95 = sext <2 x i32> %83 to <2 x i64>
  %96 = sext <2 x i32> %84 to <2 x i64>
  %97 = sext <2 x i32> %85 to <2 x i64>
  %98 = sext <2 x i32> %86 to <2 x i64>
  %99 = sext <2 x i32> %87 to <2 x i64>
  %100 = sext <2 x i32> %88 to <2 x i64>
  %101 = sext <2 x i32> %89 to <2 x i64>
  %102 = sext <2 x i32> %90 to <2 x i64>
  %103 = sext <2 x i32> %91 to <2 x i64>
  %104 = sext <2 x i32> %92 to <2 x i64>
  %105 = sext <2 x i32> %93 to <2 x i64>
  %106 = sext <2 x i32> %94 to <2 x i64>
  %107 = add <2 x i64> %33, %95
  %108 = add <2 x i64> %34, %96
  %109 = add <2 x i64> %35, %97
  %110 = add <2 x i64> %36, %98
  %111 = add <2 x i64> %37, %99
  %112 = add <2 x i64> %38, %100
  %113 = add <2 x i64> %39, %101
  %114 = add <2 x i64> %40, %102
  %115 = add <2 x i64> %41, %103
  %116 = add <2 x i64> %42, %104
  %117 = add <2 x i64> %43, %105
  %118 = add <2 x i64> %44, %106
  %119 = add nuw i64 %32, 24
  %120 = getelementptr i8, i8* %31, i64 192
  %121 = icmp eq i64 %119, %26
  br i1 %121, label %122, label %30, !llvm.loop !5

122:                                              ; preds = %30
  store i8* %47, i8** %2, align 8, !alias.scope !8, !noalias !11
  %123 = add <2 x i64> %108, %107
  %124 = add <2 x i64> %109, %123
  %125 = add <2 x i64> %110, %124
  %126 = add <2 x i64> %111, %125
  %127 = add <2 x i64> %112, %126
  %128 = add <2 x i64> %113, %127
  %129 = add <2 x i64> %114, %128
  %130 = add <2 x i64> %115, %129
  %131 = add <2 x i64> %116, %130
  %132 = add <2 x i64> %117, %131
  %133 = add <2 x i64> %118, %132
  %134 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %133)
  br label %135

135:                                              ; preds = %11, %5, %122
  %136 = phi i8* [ %6, %11 ], [ %6, %5 ], [ %28, %122 ]
  %137 = phi i32 [ 0, %11 ], [ 0, %5 ], [ %29, %122 ]
  %138 = phi i64 [ 0, %11 ], [ 0, %5 ], [ %134, %122 ]
  %139 = sub i32 %0, %137
  %140 = xor i32 %137, -1
  %141 = add i32 %140, %0
  %142 = and i32 %139, 7
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %157, label %144

144:                                              ; preds = %135, %144
  %145 = phi i8* [ %149, %144 ], [ %136, %135 ]
  %146 = phi i32 [ %154, %144 ], [ %137, %135 ]
  %147 = phi i64 [ %153, %144 ], [ %138, %135 ]
  %148 = phi i32 [ %155, %144 ], [ 0, %135 ]
  %149 = getelementptr inbounds i8, i8* %145, i64 8
  store i8* %149, i8** %2, align 8
  %150 = bitcast i8* %145 to i32*
  %151 = load i32, i32* %150, align 8
  %152 = sext i32 %151 to i64
  %153 = add nsw i64 %147, %152
  %154 = add nuw nsw i32 %146, 1
  %155 = add i32 %148, 1
  %156 = icmp eq i32 %155, %142
  br i1 %156, label %157, label %144, !llvm.loop !13

157:                                              ; preds = %144, %135
  %158 = phi i64 [ undef, %135 ], [ %153, %144 ]
  %159 = phi i8* [ %136, %135 ], [ %149, %144 ]
  %160 = phi i32 [ %137, %135 ], [ %154, %144 ]
  %161 = phi i64 [ %138, %135 ], [ %153, %144 ]
  %162 = icmp ult i32 %141, 7
  br i1 %162, label %163, label %165

163:                                              ; preds = %157, %165, %1
  %164 = phi i64 [ 0, %1 ], [ %158, %157 ], [ %208, %165 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #10
  ret i64 %164

165:                                              ; preds = %157, %165
  %166 = phi i8* [ %204, %165 ], [ %159, %157 ]
  %167 = phi i32 [ %209, %165 ], [ %160, %157 ]
  %168 = phi i64 [ %208, %165 ], [ %161, %157 ]
  %169 = getelementptr inbounds i8, i8* %166, i64 8
  store i8* %169, i8** %2, align 8
  %170 = bitcast i8* %166 to i32*
  %171 = load i32, i32* %170, align 8
  %172 = sext i32 %171 to i64
  %173 = add nsw i64 %168, %172
  %174 = getelementptr inbounds i8, i8* %166, i64 16
  store i8* %174, i8** %2, align 8
  %175 = bitcast i8* %169 to i32*
  %176 = load i32, i32* %175, align 8
  %177 = sext i32 %176 to i64
  %178 = add nsw i64 %173, %177
  %179 = getelementptr inbounds i8, i8* %166, i64 24
  store i8* %179, i8** %2, align 8
  %180 = bitcast i8* %174 to i32*
  %181 = load i32, i32* %180, align 8
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 %178, %182
  %184 = getelementptr inbounds i8, i8* %166, i64 32
  store i8* %184, i8** %2, align 8
  %185 = bitcast i8* %179 to i32*
  %186 = load i32, i32* %185, align 8
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %183, %187
  %189 = getelementptr inbounds i8, i8* %166, i64 40
  store i8* %189, i8** %2, align 8
  %190 = bitcast i8* %184 to i32*
  %191 = load i32, i32* %190, align 8
  %192 = sext i32 %191 to i64
  %193 = add nsw i64 %188, %192
  %194 = getelementptr inbounds i8, i8* %166, i64 48
  store i8* %194, i8** %2, align 8
  %195 = bitcast i8* %189 to i32*
  %196 = load i32, i32* %195, align 8
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %193, %197
  %199 = getelementptr inbounds i8, i8* %166, i64 56
  store i8* %199, i8** %2, align 8
  %200 = bitcast i8* %194 to i32*
  %201 = load i32, i32* %200, align 8
  %202 = sext i32 %201 to i64
  %203 = add nsw i64 %198, %202
  %204 = getelementptr inbounds i8, i8* %166, i64 64
  store i8* %204, i8** %2, align 8
  %205 = bitcast i8* %199 to i32*
  %206 = load i32, i32* %205, align 8
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %203, %207
  %209 = add nuw nsw i32 %167, 8
  %210 = icmp eq i32 %209, %0
  br i1 %210, label %163, label %165, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
define internal double @sum_mixed(double %0, i32 signext %1, ...) unnamed_addr #2 {
  %3 = alloca i8*, align 8
  %4 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #10
  call void @llvm.va_start(i8* nonnull %4)
  br label %6

5:                                                ; preds = %6
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #10
  ret double %30

6:                                                ; preds = %6, %2
  %7 = phi i32 [ 0, %2 ], [ %31, %6 ]
  %8 = phi double [ 0.000000e+00, %2 ], [ %30, %6 ]
  %9 = load i8*, i8** %3, align 8
  %10 = getelementptr inbounds i8, i8* %9, i64 8
  store i8* %10, i8** %3, align 8
  %11 = bitcast i8* %9 to double*
  %12 = load double, double* %11, align 8
  %13 = call double @llvm.fmuladd.f64(double %12, double 5.000000e-01, double %8)
  %14 = load i8*, i8** %3, align 8
  %15 = getelementptr inbounds i8, i8* %14, i64 8
  store i8* %15, i8** %3, align 8
  %16 = bitcast i8* %14 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = sitofp i64 %17 to double
  %19 = fadd double %13, %18
  %20 = load i8*, i8** %3, align 8
  %21 = getelementptr inbounds i8, i8* %20, i64 8
  store i8* %21, i8** %3, align 8
  %22 = bitcast i8* %20 to double*
  %23 = load double, double* %22, align 8
  %24 = call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double %19)
  %25 = load i8*, i8** %3, align 8
  %26 = getelementptr inbounds i8, i8* %25, i64 8
  store i8* %26, i8** %3, align 8
  %27 = bitcast i8* %25 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = sitofp i64 %28 to double
  %30 = fadd double %24, %29
  %31 = add nuw nsw i32 %7, 4
  %32 = icmp eq i32 %31, 12
  br i1 %32, label %5, label %6, !llvm.loop !16
}

; Function Attrs: nofree nounwind uwtable
define internal signext i32 @count_and_join(i8* noundef %0, i8* nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #10
  %6 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #10
  call void @llvm.va_start(i8* nonnull %5)
  call void @llvm.va_copy(i8* nonnull %6, i8* nonnull %5)
  %7 = load i8*, i8** %3, align 8
  br label %17

8:                                                ; preds = %17
  call void @llvm.va_end(i8* nonnull %5)
  store i8 0, i8* %0, align 1, !tbaa !17
  %9 = call i64 @strlen(i8* noundef nonnull %0)
  %10 = getelementptr i8, i8* %0, i64 %9
  %11 = bitcast i8* %10 to i16*
  store i16 97, i16* %11, align 1
  %12 = load i8*, i8** %4, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 8
  store i8* %13, i8** %4, align 8
  %14 = bitcast i8* %12 to i8**
  %15 = load i8*, i8** %14, align 8
  %16 = icmp eq i8* %15, null
  br i1 %16, label %25, label %26

17:                                               ; preds = %2, %17
  %18 = phi i8* [ %7, %2 ], [ %21, %17 ]
  %19 = phi i32 [ 0, %2 ], [ %20, %17 ]
  %20 = add nuw nsw i32 %19, 1
  %21 = getelementptr inbounds i8, i8* %18, i64 8
  store i8* %21, i8** %3, align 8
  %22 = bitcast i8* %18 to i8**
  %23 = load i8*, i8** %22, align 8
  %24 = icmp eq i8* %23, null
  br i1 %24, label %8, label %17, !llvm.loop !20

25:                                               ; preds = %26, %8
  call void @llvm.va_end(i8* nonnull %6)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #10
  ret i32 %20

26:                                               ; preds = %8, %26
  %27 = phi i8* [ %33, %26 ], [ %13, %8 ]
  %28 = phi i8* [ %35, %26 ], [ %15, %8 ]
  %29 = call i64 @strlen(i8* noundef nonnull %0)
  %30 = getelementptr i8, i8* %0, i64 %29
  %31 = bitcast i8* %30 to i16*
  store i16 43, i16* %31, align 1
  %32 = call i8* @strcat(i8* noundef nonnull %0, i8* noundef nonnull %28) #10
  %33 = getelementptr inbounds i8, i8* %27, i64 8
  store i8* %33, i8** %4, align 8
  %34 = bitcast i8* %27 to i8**
  %35 = load i8*, i8** %34, align 8
  %36 = icmp eq i8* %35, null
  br i1 %36, label %25, label %26, !llvm.loop !21
}

; Function Attrs: nofree nounwind uwtable
define internal void @fmt(i8* nocapture noundef %0, i64 %1, i8* nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca i8*, align 8
  %5 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #10
  call void @llvm.va_start(i8* nonnull %5)
  %6 = load i8*, i8** %4, align 8, !tbaa !22
  %7 = call signext i32 @vsnprintf(i8* noundef %0, i64 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i8* noundef %6) #10
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #10
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_pairs(i32 signext %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #10
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  store i8* %5, i8** %2, align 8
  %6 = bitcast i8* %4 to i64*
  %7 = load i64, i64* %6, align 8, !tbaa.struct !24
  %8 = getelementptr inbounds i8, i8* %4, i64 8
  %9 = bitcast i8* %8 to i64*
  %10 = load i64, i64* %9, align 8, !tbaa.struct !27
  %11 = mul nsw i64 %7, 3
  %12 = add i64 %10, %11
  %13 = getelementptr inbounds i8, i8* %4, i64 32
  %14 = bitcast i8* %5 to i64*
  %15 = load i64, i64* %14, align 8, !tbaa.struct !24
  %16 = getelementptr inbounds i8, i8* %4, i64 24
  %17 = bitcast i8* %16 to i64*
  %18 = load i64, i64* %17, align 8, !tbaa.struct !27
  %19 = mul nsw i64 %15, 3
  %20 = add i64 %18, %12
  %21 = add i64 %20, %19
  %22 = getelementptr inbounds i8, i8* %4, i64 48
  %23 = bitcast i8* %13 to i64*
  %24 = load i64, i64* %23, align 8, !tbaa.struct !24
  %25 = getelementptr inbounds i8, i8* %4, i64 40
  %26 = bitcast i8* %25 to i64*
  %27 = load i64, i64* %26, align 8, !tbaa.struct !27
  %28 = mul nsw i64 %24, 3
  %29 = add i64 %27, %21
  %30 = add i64 %29, %28
  %31 = getelementptr inbounds i8, i8* %4, i64 64
  store i8* %31, i8** %2, align 8
  %32 = bitcast i8* %22 to i64*
  %33 = load i64, i64* %32, align 8, !tbaa.struct !24
  %34 = getelementptr inbounds i8, i8* %4, i64 56
  %35 = bitcast i8* %34 to i64*
  %36 = load i64, i64* %35, align 8, !tbaa.struct !27
  %37 = mul nsw i64 %33, 3
  %38 = add i64 %36, %30
  %39 = add i64 %38, %37
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #10
  ret i64 %39
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @many(i32 signext %0, i32 signext %1, i32 signext %2, i32 signext %3, i32 signext %4, i32 signext %5, i32 signext %6, double %7, ...) unnamed_addr #2 {
  %9 = alloca i8*, align 8
  %10 = bitcast i8** %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #10
  call void @llvm.va_start(i8* nonnull %10)
  %11 = load i8*, i8** %9, align 8
  br label %12

12:                                               ; preds = %12, %8
  %13 = phi i8* [ %11, %8 ], [ %15, %12 ]
  %14 = phi double [ 2.850000e+01, %8 ], [ %19, %12 ]
  %15 = getelementptr inbounds i8, i8* %13, i64 8
  store i8* %15, i8** %9, align 8
  %16 = bitcast i8* %13 to double*
  %17 = load double, double* %16, align 8
  %18 = fcmp olt double %17, 0.000000e+00
  %19 = fadd double %14, %17
  br i1 %18, label %20, label %12

20:                                               ; preds = %12
  call void @llvm.va_end(i8* nonnull %10)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #10
  ret double %14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef signext i32 @vsnprintf(i8* nocapture noundef, i64 noundef, i8* nocapture noundef readonly, i8* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { nofree nounwind }
attributes #8 = { argmemonly nofree nounwind readonly willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!9}
!9 = distinct !{!9, !10}
!10 = distinct !{!10, !"LVerDomain"}
!11 = !{!12}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6}
!17 = !{!18, !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C/C++ TBAA"}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !18, i64 0}
!24 = !{i64 0, i64 8, !25, i64 8, i64 8, !25}
!25 = !{!26, !26, i64 0}
!26 = !{!"long", !18, i64 0}
!27 = !{i64 0, i64 8, !25}
