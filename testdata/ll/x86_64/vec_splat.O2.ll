; ModuleID = 'c/vec_splat.c'
source_filename = "c/vec_splat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { [512 x i32], [512 x i8], [20 x i64], [20 x i64] }

@.str = private unnamed_addr constant [18 x i8] c"i32: %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"i16: %d %d %d %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"i64: %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"f32: %g %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"f64: %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"build: %d %d %d %d %g %g\0A\00", align 1
@main.counts = internal constant [17 x i8] c"\00\00\02\01\03\03\02\04\03\05\05\04\04\00\00\01\09", align 16
@main.t = internal global %struct.table zeroinitializer, align 8
@.str.7 = private unnamed_addr constant [10 x i8] c"%ld-%ld%c\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"calls %d check %08x\0A\00", align 1
@calls = internal global i32 0, align 4
@check = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_i32(<4 x i32>* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = insertelement <4 x i32> undef, i32 %1, i64 0
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer
  tail call fastcc void @clobber()
  store <4 x i32> %4, <4 x i32>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc void @clobber() unnamed_addr #0 {
  %1 = load volatile i32, i32* @calls, align 4, !tbaa !8
  %2 = add nsw i32 %1, 1
  store volatile i32 %2, i32* @calls, align 4, !tbaa !8
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_i16(<8 x i16>* nocapture noundef writeonly %0, i16 noundef signext %1) local_unnamed_addr #0 {
  %3 = insertelement <8 x i16> undef, i16 %1, i64 0
  %4 = shufflevector <8 x i16> %3, <8 x i16> poison, <8 x i32> zeroinitializer
  tail call fastcc void @clobber()
  store <8 x i16> %4, <8 x i16>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_i8(<16 x i8>* nocapture noundef writeonly %0, i8 noundef signext %1) local_unnamed_addr #0 {
  %3 = insertelement <16 x i8> undef, i8 %1, i64 0
  %4 = shufflevector <16 x i8> %3, <16 x i8> poison, <16 x i32> zeroinitializer
  tail call fastcc void @clobber()
  store <16 x i8> %4, <16 x i8>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_i64(<2 x i64>* nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = insertelement <2 x i64> undef, i64 %1, i64 0
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer
  tail call fastcc void @clobber()
  store <2 x i64> %4, <2 x i64>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_f32(<4 x float>* nocapture noundef writeonly %0, float noundef %1) local_unnamed_addr #0 {
  %3 = insertelement <4 x float> undef, float %1, i64 0
  %4 = shufflevector <4 x float> %3, <4 x float> poison, <4 x i32> zeroinitializer
  tail call fastcc void @clobber()
  store <4 x float> %4, <4 x float>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_f64(<2 x double>* nocapture noundef writeonly %0, double noundef %1) local_unnamed_addr #0 {
  %3 = insertelement <2 x double> undef, double %1, i64 0
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer
  tail call fastcc void @clobber()
  store <2 x double> %4, <2 x double>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @build_i32(<4 x i32>* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = insertelement <4 x i32> undef, i32 %1, i64 0
  %7 = insertelement <4 x i32> %6, i32 %2, i64 1
  %8 = insertelement <4 x i32> %7, i32 %3, i64 2
  %9 = insertelement <4 x i32> %8, i32 %4, i64 3
  tail call fastcc void @clobber()
  %10 = insertelement <4 x i32> undef, i32 %4, i64 0
  %11 = insertelement <4 x i32> %10, i32 %3, i64 1
  %12 = insertelement <4 x i32> %11, i32 %2, i64 2
  %13 = insertelement <4 x i32> %12, i32 %1, i64 3
  tail call fastcc void @clobber()
  %14 = mul <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>
  %15 = add <4 x i32> %14, %9
  store <4 x i32> %15, <4 x i32>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @build_f64(<2 x double>* nocapture noundef writeonly %0, double noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = insertelement <2 x double> undef, double %1, i64 0
  %5 = insertelement <2 x double> %4, double %2, i64 1
  tail call fastcc void @clobber()
  %6 = fmul <2 x double> %5, %5
  store <2 x double> %6, <2 x double>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @fill(%struct.table* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %8

7:                                                ; preds = %26, %3
  ret void

8:                                                ; preds = %5, %26
  %9 = phi i64 [ 1, %5 ], [ %31, %26 ]
  %10 = phi i32 [ 0, %5 ], [ %27, %26 ]
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 2, i64 %9
  store i64 %11, i64* %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, i8* %1, i64 %9
  %14 = load i8, i8* %13, align 1, !tbaa !5
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %8
  %17 = trunc i64 %9 to i32
  %18 = urem i32 %17, 9
  %19 = sub nuw nsw i32 9, %18
  %20 = shl nuw nsw i32 1, %19
  %21 = mul nsw i32 %17, 31
  %22 = insertelement <4 x i32> poison, i32 %17, i64 0
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> zeroinitializer
  %24 = insertelement <4 x i32> poison, i32 %17, i64 0
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %33

26:                                               ; preds = %154, %8
  %27 = phi i32 [ %10, %8 ], [ %155, %154 ]
  %28 = add nsw i32 %27, -1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 3, i64 %9
  store i64 %29, i64* %30, align 8, !tbaa !10
  %31 = add nuw nsw i64 %9, 1
  %32 = icmp eq i64 %31, %6
  br i1 %32, label %7, label %8, !llvm.loop !12

33:                                               ; preds = %16, %154
  %34 = phi i32 [ 0, %16 ], [ %156, %154 ]
  %35 = phi i32 [ %10, %16 ], [ %155, %154 ]
  %36 = add nsw i32 %35, %20
  %37 = icmp sgt i32 %36, 512
  %38 = sub nsw i32 512, %35
  %39 = select i1 %37, i32 %38, i32 %20
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %154

41:                                               ; preds = %33
  %42 = add nuw nsw i32 %34, %21
  %43 = trunc i32 %42 to i8
  %44 = sext i32 %35 to i64
  %45 = zext i32 %39 to i64
  %46 = icmp ult i32 %39, 8
  br i1 %46, label %136, label %47

47:                                               ; preds = %41
  %48 = getelementptr %struct.table, %struct.table* %0, i64 0, i32 0, i64 %44
  %49 = bitcast i32* %48 to i8*
  %50 = add nsw i64 %44, %45
  %51 = getelementptr %struct.table, %struct.table* %0, i64 0, i32 0, i64 %50
  %52 = bitcast i32* %51 to i8*
  %53 = getelementptr %struct.table, %struct.table* %0, i64 0, i32 1, i64 %44
  %54 = getelementptr %struct.table, %struct.table* %0, i64 0, i32 1, i64 %50
  %55 = icmp ugt i8* %54, %49
  %56 = icmp ult i8* %53, %52
  %57 = and i1 %55, %56
  br i1 %57, label %136, label %58

58:                                               ; preds = %47
  %59 = and i64 %45, 4294967288
  %60 = insertelement <4 x i8> poison, i8 %43, i64 0
  %61 = shufflevector <4 x i8> %60, <4 x i8> poison, <4 x i32> zeroinitializer
  %62 = insertelement <4 x i8> poison, i8 %43, i64 0
  %63 = shufflevector <4 x i8> %62, <4 x i8> poison, <4 x i32> zeroinitializer
  %64 = add nsw i64 %59, -8
  %65 = lshr exact i64 %64, 3
  %66 = add nuw nsw i64 %65, 1
  %67 = and i64 %66, 3
  %68 = icmp ult i64 %64, 24
  br i1 %68, label %116, label %69

69:                                               ; preds = %58
  %70 = and i64 %66, 4611686018427387900
  br label %71

71:                                               ; preds = %71, %69
  %72 = phi i64 [ 0, %69 ], [ %113, %71 ]
  %73 = phi i64 [ 0, %69 ], [ %114, %71 ]
  %74 = add nsw i64 %72, %44
  %75 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %74
  %76 = bitcast i32* %75 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %76, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %77 = getelementptr inbounds i32, i32* %75, i64 4
  %78 = bitcast i32* %77 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %78, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %79 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %74
  %80 = bitcast i8* %79 to <4 x i8>*
  store <4 x i8> %61, <4 x i8>* %80, align 1, !tbaa !5, !alias.scope !17
  %81 = getelementptr inbounds i8, i8* %79, i64 4
  %82 = bitcast i8* %81 to <4 x i8>*
  store <4 x i8> %63, <4 x i8>* %82, align 1, !tbaa !5, !alias.scope !17
  %83 = or i64 %72, 8
  %84 = add nsw i64 %83, %44
  %85 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %84
  %86 = bitcast i32* %85 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %86, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %87 = getelementptr inbounds i32, i32* %85, i64 4
  %88 = bitcast i32* %87 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %88, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %89 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %84
  %90 = bitcast i8* %89 to <4 x i8>*
  store <4 x i8> %61, <4 x i8>* %90, align 1, !tbaa !5, !alias.scope !17
  %91 = getelementptr inbounds i8, i8* %89, i64 4
  %92 = bitcast i8* %91 to <4 x i8>*
  store <4 x i8> %63, <4 x i8>* %92, align 1, !tbaa !5, !alias.scope !17
  %93 = or i64 %72, 16
  %94 = add nsw i64 %93, %44
  %95 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %94
  %96 = bitcast i32* %95 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %96, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %97 = getelementptr inbounds i32, i32* %95, i64 4
  %98 = bitcast i32* %97 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %98, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %99 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %94
  %100 = bitcast i8* %99 to <4 x i8>*
  store <4 x i8> %61, <4 x i8>* %100, align 1, !tbaa !5, !alias.scope !17
  %101 = getelementptr inbounds i8, i8* %99, i64 4
  %102 = bitcast i8* %101 to <4 x i8>*
  store <4 x i8> %63, <4 x i8>* %102, align 1, !tbaa !5, !alias.scope !17
  %103 = or i64 %72, 24
  %104 = add nsw i64 %103, %44
  %105 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %104
  %106 = bitcast i32* %105 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %106, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %107 = getelementptr inbounds i32, i32* %105, i64 4
  %108 = bitcast i32* %107 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %108, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %109 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %104
  %110 = bitcast i8* %109 to <4 x i8>*
  store <4 x i8> %61, <4 x i8>* %110, align 1, !tbaa !5, !alias.scope !17
  %111 = getelementptr inbounds i8, i8* %109, i64 4
  %112 = bitcast i8* %111 to <4 x i8>*
  store <4 x i8> %63, <4 x i8>* %112, align 1, !tbaa !5, !alias.scope !17
  %113 = add nuw i64 %72, 32
  %114 = add i64 %73, 4
  %115 = icmp eq i64 %114, %70
  br i1 %115, label %116, label %71, !llvm.loop !19

116:                                              ; preds = %71, %58
  %117 = phi i64 [ 0, %58 ], [ %113, %71 ]
  %118 = icmp eq i64 %67, 0
  br i1 %118, label %134, label %119

119:                                              ; preds = %116, %119
  %120 = phi i64 [ %131, %119 ], [ %117, %116 ]
  %121 = phi i64 [ %132, %119 ], [ 0, %116 ]
  %122 = add nsw i64 %120, %44
  %123 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %122
  %124 = bitcast i32* %123 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %124, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %125 = getelementptr inbounds i32, i32* %123, i64 4
  %126 = bitcast i32* %125 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %126, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %127 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %122
  %128 = bitcast i8* %127 to <4 x i8>*
  store <4 x i8> %61, <4 x i8>* %128, align 1, !tbaa !5, !alias.scope !17
  %129 = getelementptr inbounds i8, i8* %127, i64 4
  %130 = bitcast i8* %129 to <4 x i8>*
  store <4 x i8> %63, <4 x i8>* %130, align 1, !tbaa !5, !alias.scope !17
  %131 = add nuw i64 %120, 8
  %132 = add i64 %121, 1
  %133 = icmp eq i64 %132, %67
  br i1 %133, label %134, label %119, !llvm.loop !21

134:                                              ; preds = %119, %116
  %135 = icmp eq i64 %59, %45
  br i1 %135, label %154, label %136

136:                                              ; preds = %47, %41, %134
  %137 = phi i64 [ 0, %47 ], [ 0, %41 ], [ %59, %134 ]
  %138 = xor i64 %137, -1
  %139 = add nsw i64 %138, %45
  %140 = and i64 %45, 3
  %141 = icmp eq i64 %140, 0
  br i1 %141, label %151, label %142

142:                                              ; preds = %136, %142
  %143 = phi i64 [ %148, %142 ], [ %137, %136 ]
  %144 = phi i64 [ %149, %142 ], [ 0, %136 ]
  %145 = add nsw i64 %143, %44
  %146 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %145
  store i32 %17, i32* %146, align 4, !tbaa !8
  %147 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %145
  store i8 %43, i8* %147, align 1, !tbaa !5
  %148 = add nuw nsw i64 %143, 1
  %149 = add i64 %144, 1
  %150 = icmp eq i64 %149, %140
  br i1 %150, label %151, label %142, !llvm.loop !23

151:                                              ; preds = %142, %136
  %152 = phi i64 [ %137, %136 ], [ %148, %142 ]
  %153 = icmp ult i64 %139, 3
  br i1 %153, label %154, label %160

154:                                              ; preds = %151, %160, %134, %33
  %155 = add nsw i32 %39, %35
  tail call fastcc void @clobber()
  %156 = add nuw nsw i32 %34, 1
  %157 = load i8, i8* %13, align 1, !tbaa !5
  %158 = zext i8 %157 to i32
  %159 = icmp ult i32 %156, %158
  br i1 %159, label %33, label %26, !llvm.loop !24

160:                                              ; preds = %151, %160
  %161 = phi i64 [ %177, %160 ], [ %152, %151 ]
  %162 = add nsw i64 %161, %44
  %163 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %162
  store i32 %17, i32* %163, align 4, !tbaa !8
  %164 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %162
  store i8 %43, i8* %164, align 1, !tbaa !5
  %165 = add nuw nsw i64 %161, 1
  %166 = add nsw i64 %165, %44
  %167 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %166
  store i32 %17, i32* %167, align 4, !tbaa !8
  %168 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %166
  store i8 %43, i8* %168, align 1, !tbaa !5
  %169 = add nuw nsw i64 %161, 2
  %170 = add nsw i64 %169, %44
  %171 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %170
  store i32 %17, i32* %171, align 4, !tbaa !8
  %172 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %170
  store i8 %43, i8* %172, align 1, !tbaa !5
  %173 = add nuw nsw i64 %161, 3
  %174 = add nsw i64 %173, %44
  %175 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %174
  store i32 %17, i32* %175, align 4, !tbaa !8
  %176 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %174
  store i8 %43, i8* %176, align 1, !tbaa !5
  %177 = add nuw nsw i64 %161, 4
  %178 = icmp eq i64 %177, %45
  br i1 %178, label %154, label %160, !llvm.loop !25
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca <4 x i32>, align 16
  %2 = alloca <8 x i16>, align 16
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <2 x i64>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <2 x double>, align 16
  %7 = bitcast <4 x i32>* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #4
  %8 = bitcast <8 x i16>* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %8) #4
  %9 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %9) #4
  %10 = bitcast <2 x i64>* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %10) #4
  %11 = bitcast <4 x float>* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %11) #4
  %12 = bitcast <2 x double>* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %12) #4
  call void @splat_i32(<4 x i32>* noundef nonnull %1, i32 noundef 7)
  call void @splat_i16(<8 x i16>* noundef nonnull %2, i16 noundef signext -3)
  call void @splat_i8(<16 x i8>* noundef nonnull %3, i8 noundef signext 99)
  call void @splat_i64(<2 x i64>* noundef nonnull %4, i64 noundef 81985529216486895)
  call void @splat_f32(<4 x float>* noundef nonnull %5, float noundef 1.500000e+00)
  call void @splat_f64(<2 x double>* noundef nonnull %6, double noundef -2.250000e+00)
  %13 = load <4 x i32>, <4 x i32>* %1, align 16, !tbaa !5
  %14 = extractelement <4 x i32> %13, i64 0
  %15 = extractelement <4 x i32> %13, i64 1
  %16 = extractelement <4 x i32> %13, i64 2
  %17 = extractelement <4 x i32> %13, i64 3
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %19 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 0
  %20 = load i16, i16* %19, align 16
  %21 = sext i16 %20 to i32
  %22 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 1
  %23 = load i16, i16* %22, align 2
  %24 = sext i16 %23 to i32
  %25 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 2
  %26 = load i16, i16* %25, align 4
  %27 = sext i16 %26 to i32
  %28 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 3
  %29 = load i16, i16* %28, align 2
  %30 = sext i16 %29 to i32
  %31 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 4
  %32 = load i16, i16* %31, align 8
  %33 = sext i16 %32 to i32
  %34 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 5
  %35 = load i16, i16* %34, align 2
  %36 = sext i16 %35 to i32
  %37 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 6
  %38 = load i16, i16* %37, align 4
  %39 = sext i16 %38 to i32
  %40 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 7
  %41 = load i16, i16* %40, align 2
  %42 = sext i16 %41 to i32
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef %21, i32 noundef %24, i32 noundef %27, i32 noundef %30, i32 noundef %33, i32 noundef %36, i32 noundef %39, i32 noundef %42)
  %44 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 0
  %45 = load i8, i8* %44, align 16
  %46 = sext i8 %45 to i32
  %47 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 5
  %48 = load i8, i8* %47, align 1
  %49 = sext i8 %48 to i32
  %50 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 10
  %51 = load i8, i8* %50, align 2
  %52 = sext i8 %51 to i32
  %53 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 15
  %54 = load i8, i8* %53, align 1
  %55 = sext i8 %54 to i32
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef %46, i32 noundef %49, i32 noundef %52, i32 noundef %55)
  %57 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 0
  %58 = load i64, i64* %57, align 16
  %59 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 1
  %60 = load i64, i64* %59, align 8
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i64 noundef %58, i64 noundef %60)
  %62 = load <4 x float>, <4 x float>* %5, align 16, !tbaa !5
  %63 = extractelement <4 x float> %62, i64 0
  %64 = fpext float %63 to double
  %65 = extractelement <4 x float> %62, i64 1
  %66 = fpext float %65 to double
  %67 = extractelement <4 x float> %62, i64 2
  %68 = fpext float %67 to double
  %69 = extractelement <4 x float> %62, i64 3
  %70 = fpext float %69 to double
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), double noundef %64, double noundef %66, double noundef %68, double noundef %70)
  %72 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %73 = extractelement <2 x double> %72, i64 0
  %74 = extractelement <2 x double> %72, i64 1
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %73, double noundef %74)
  %76 = load i32, i32* @check, align 4, !tbaa !8
  %77 = extractelement <4 x i32> %13, i64 0
  %78 = and i32 %77, 255
  %79 = xor i32 %76, %78
  %80 = mul i32 %79, 16777619
  %81 = bitcast <4 x i32> %13 to <16 x i8>
  %82 = extractelement <16 x i8> %81, i64 1
  %83 = zext i8 %82 to i32
  %84 = xor i32 %80, %83
  %85 = mul i32 %84, 16777619
  %86 = bitcast <4 x i32> %13 to <16 x i8>
  %87 = extractelement <16 x i8> %86, i64 2
  %88 = zext i8 %87 to i32
  %89 = xor i32 %85, %88
  %90 = mul i32 %89, 16777619
  %91 = bitcast <4 x i32> %13 to <16 x i8>
  %92 = extractelement <16 x i8> %91, i64 3
  %93 = zext i8 %92 to i32
  %94 = xor i32 %90, %93
  %95 = mul i32 %94, 16777619
  %96 = bitcast <4 x i32> %13 to <16 x i8>
  %97 = extractelement <16 x i8> %96, i64 4
  %98 = zext i8 %97 to i32
  %99 = xor i32 %95, %98
  %100 = mul i32 %99, 16777619
  %101 = bitcast <4 x i32> %13 to <16 x i8>
  %102 = extractelement <16 x i8> %101, i64 5
  %103 = zext i8 %102 to i32
  %104 = xor i32 %100, %103
  %105 = mul i32 %104, 16777619
  %106 = bitcast <4 x i32> %13 to <16 x i8>
  %107 = extractelement <16 x i8> %106, i64 6
  %108 = zext i8 %107 to i32
  %109 = xor i32 %105, %108
  %110 = mul i32 %109, 16777619
  %111 = getelementptr inbounds i8, i8* %7, i64 7
  %112 = load i8, i8* %111, align 1, !tbaa !5
  %113 = zext i8 %112 to i32
  %114 = xor i32 %110, %113
  %115 = mul i32 %114, 16777619
  %116 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 2
  %117 = bitcast i32* %116 to i8*
  %118 = load i8, i8* %117, align 8, !tbaa !5
  %119 = zext i8 %118 to i32
  %120 = xor i32 %115, %119
  %121 = mul i32 %120, 16777619
  %122 = getelementptr inbounds i8, i8* %7, i64 9
  %123 = load i8, i8* %122, align 1, !tbaa !5
  %124 = zext i8 %123 to i32
  %125 = xor i32 %121, %124
  %126 = mul i32 %125, 16777619
  %127 = getelementptr inbounds i8, i8* %7, i64 10
  %128 = load i8, i8* %127, align 2, !tbaa !5
  %129 = zext i8 %128 to i32
  %130 = xor i32 %126, %129
  %131 = mul i32 %130, 16777619
  %132 = getelementptr inbounds i8, i8* %7, i64 11
  %133 = load i8, i8* %132, align 1, !tbaa !5
  %134 = zext i8 %133 to i32
  %135 = xor i32 %131, %134
  %136 = mul i32 %135, 16777619
  %137 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 3
  %138 = bitcast i32* %137 to i8*
  %139 = load i8, i8* %138, align 4, !tbaa !5
  %140 = zext i8 %139 to i32
  %141 = xor i32 %136, %140
  %142 = mul i32 %141, 16777619
  %143 = getelementptr inbounds i8, i8* %7, i64 13
  %144 = load i8, i8* %143, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = xor i32 %142, %145
  %147 = mul i32 %146, 16777619
  %148 = getelementptr inbounds i8, i8* %7, i64 14
  %149 = load i8, i8* %148, align 2, !tbaa !5
  %150 = zext i8 %149 to i32
  %151 = xor i32 %147, %150
  %152 = mul i32 %151, 16777619
  %153 = getelementptr inbounds i8, i8* %7, i64 15
  %154 = load i8, i8* %153, align 1, !tbaa !5
  %155 = zext i8 %154 to i32
  %156 = xor i32 %152, %155
  %157 = mul i32 %156, 16777619
  %158 = load i8, i8* %8, align 16, !tbaa !5
  %159 = zext i8 %158 to i32
  %160 = xor i32 %157, %159
  %161 = mul i32 %160, 16777619
  %162 = getelementptr inbounds i8, i8* %8, i64 1
  %163 = load i8, i8* %162, align 1, !tbaa !5
  %164 = zext i8 %163 to i32
  %165 = xor i32 %161, %164
  %166 = mul i32 %165, 16777619
  %167 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 1
  %168 = bitcast i16* %167 to i8*
  %169 = load i8, i8* %168, align 2, !tbaa !5
  %170 = zext i8 %169 to i32
  %171 = xor i32 %166, %170
  %172 = mul i32 %171, 16777619
  %173 = getelementptr inbounds i8, i8* %8, i64 3
  %174 = load i8, i8* %173, align 1, !tbaa !5
  %175 = zext i8 %174 to i32
  %176 = xor i32 %172, %175
  %177 = mul i32 %176, 16777619
  %178 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 2
  %179 = bitcast i16* %178 to i8*
  %180 = load i8, i8* %179, align 4, !tbaa !5
  %181 = zext i8 %180 to i32
  %182 = xor i32 %177, %181
  %183 = mul i32 %182, 16777619
  %184 = getelementptr inbounds i8, i8* %8, i64 5
  %185 = load i8, i8* %184, align 1, !tbaa !5
  %186 = zext i8 %185 to i32
  %187 = xor i32 %183, %186
  %188 = mul i32 %187, 16777619
  %189 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 3
  %190 = bitcast i16* %189 to i8*
  %191 = load i8, i8* %190, align 2, !tbaa !5
  %192 = zext i8 %191 to i32
  %193 = xor i32 %188, %192
  %194 = mul i32 %193, 16777619
  %195 = getelementptr inbounds i8, i8* %8, i64 7
  %196 = load i8, i8* %195, align 1, !tbaa !5
  %197 = zext i8 %196 to i32
  %198 = xor i32 %194, %197
  %199 = mul i32 %198, 16777619
  %200 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 4
  %201 = bitcast i16* %200 to i8*
  %202 = load i8, i8* %201, align 8, !tbaa !5
  %203 = zext i8 %202 to i32
  %204 = xor i32 %199, %203
  %205 = mul i32 %204, 16777619
  %206 = getelementptr inbounds i8, i8* %8, i64 9
  %207 = load i8, i8* %206, align 1, !tbaa !5
  %208 = zext i8 %207 to i32
  %209 = xor i32 %205, %208
  %210 = mul i32 %209, 16777619
  %211 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 5
  %212 = bitcast i16* %211 to i8*
  %213 = load i8, i8* %212, align 2, !tbaa !5
  %214 = zext i8 %213 to i32
  %215 = xor i32 %210, %214
  %216 = mul i32 %215, 16777619
  %217 = getelementptr inbounds i8, i8* %8, i64 11
  %218 = load i8, i8* %217, align 1, !tbaa !5
  %219 = zext i8 %218 to i32
  %220 = xor i32 %216, %219
  %221 = mul i32 %220, 16777619
  %222 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 6
  %223 = bitcast i16* %222 to i8*
  %224 = load i8, i8* %223, align 4, !tbaa !5
  %225 = zext i8 %224 to i32
  %226 = xor i32 %221, %225
  %227 = mul i32 %226, 16777619
  %228 = getelementptr inbounds i8, i8* %8, i64 13
  %229 = load i8, i8* %228, align 1, !tbaa !5
  %230 = zext i8 %229 to i32
  %231 = xor i32 %227, %230
  %232 = mul i32 %231, 16777619
  %233 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 7
  %234 = bitcast i16* %233 to i8*
  %235 = load i8, i8* %234, align 2, !tbaa !5
  %236 = zext i8 %235 to i32
  %237 = xor i32 %232, %236
  %238 = mul i32 %237, 16777619
  %239 = getelementptr inbounds i8, i8* %8, i64 15
  %240 = load i8, i8* %239, align 1, !tbaa !5
  %241 = zext i8 %240 to i32
  %242 = xor i32 %238, %241
  %243 = mul i32 %242, 16777619
  %244 = load i8, i8* %9, align 16, !tbaa !5
  %245 = zext i8 %244 to i32
  %246 = xor i32 %243, %245
  %247 = mul i32 %246, 16777619
  %248 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 1
  %249 = load i8, i8* %248, align 1, !tbaa !5
  %250 = zext i8 %249 to i32
  %251 = xor i32 %247, %250
  %252 = mul i32 %251, 16777619
  %253 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 2
  %254 = load i8, i8* %253, align 2, !tbaa !5
  %255 = zext i8 %254 to i32
  %256 = xor i32 %252, %255
  %257 = mul i32 %256, 16777619
  %258 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 3
  %259 = load i8, i8* %258, align 1, !tbaa !5
  %260 = zext i8 %259 to i32
  %261 = xor i32 %257, %260
  %262 = mul i32 %261, 16777619
  %263 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 4
  %264 = load i8, i8* %263, align 4, !tbaa !5
  %265 = zext i8 %264 to i32
  %266 = xor i32 %262, %265
  %267 = mul i32 %266, 16777619
  %268 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 5
  %269 = load i8, i8* %268, align 1, !tbaa !5
  %270 = zext i8 %269 to i32
  %271 = xor i32 %267, %270
  %272 = mul i32 %271, 16777619
  %273 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 6
  %274 = load i8, i8* %273, align 2, !tbaa !5
  %275 = zext i8 %274 to i32
  %276 = xor i32 %272, %275
  %277 = mul i32 %276, 16777619
  %278 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 7
  %279 = load i8, i8* %278, align 1, !tbaa !5
  %280 = zext i8 %279 to i32
  %281 = xor i32 %277, %280
  %282 = mul i32 %281, 16777619
  %283 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 8
  %284 = load i8, i8* %283, align 8, !tbaa !5
  %285 = zext i8 %284 to i32
  %286 = xor i32 %282, %285
  %287 = mul i32 %286, 16777619
  %288 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 9
  %289 = load i8, i8* %288, align 1, !tbaa !5
  %290 = zext i8 %289 to i32
  %291 = xor i32 %287, %290
  %292 = mul i32 %291, 16777619
  %293 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 10
  %294 = load i8, i8* %293, align 2, !tbaa !5
  %295 = zext i8 %294 to i32
  %296 = xor i32 %292, %295
  %297 = mul i32 %296, 16777619
  %298 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 11
  %299 = load i8, i8* %298, align 1, !tbaa !5
  %300 = zext i8 %299 to i32
  %301 = xor i32 %297, %300
  %302 = mul i32 %301, 16777619
  %303 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 12
  %304 = load i8, i8* %303, align 4, !tbaa !5
  %305 = zext i8 %304 to i32
  %306 = xor i32 %302, %305
  %307 = mul i32 %306, 16777619
  %308 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 13
  %309 = load i8, i8* %308, align 1, !tbaa !5
  %310 = zext i8 %309 to i32
  %311 = xor i32 %307, %310
  %312 = mul i32 %311, 16777619
  %313 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 14
  %314 = load i8, i8* %313, align 2, !tbaa !5
  %315 = zext i8 %314 to i32
  %316 = xor i32 %312, %315
  %317 = mul i32 %316, 16777619
  %318 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 15
  %319 = load i8, i8* %318, align 1, !tbaa !5
  %320 = zext i8 %319 to i32
  %321 = xor i32 %317, %320
  %322 = mul i32 %321, 16777619
  %323 = load i8, i8* %10, align 16, !tbaa !5
  %324 = zext i8 %323 to i32
  %325 = xor i32 %322, %324
  %326 = mul i32 %325, 16777619
  %327 = getelementptr inbounds i8, i8* %10, i64 1
  %328 = load i8, i8* %327, align 1, !tbaa !5
  %329 = zext i8 %328 to i32
  %330 = xor i32 %326, %329
  %331 = mul i32 %330, 16777619
  %332 = getelementptr inbounds i8, i8* %10, i64 2
  %333 = load i8, i8* %332, align 2, !tbaa !5
  %334 = zext i8 %333 to i32
  %335 = xor i32 %331, %334
  %336 = mul i32 %335, 16777619
  %337 = getelementptr inbounds i8, i8* %10, i64 3
  %338 = load i8, i8* %337, align 1, !tbaa !5
  %339 = zext i8 %338 to i32
  %340 = xor i32 %336, %339
  %341 = mul i32 %340, 16777619
  %342 = getelementptr inbounds i8, i8* %10, i64 4
  %343 = load i8, i8* %342, align 4, !tbaa !5
  %344 = zext i8 %343 to i32
  %345 = xor i32 %341, %344
  %346 = mul i32 %345, 16777619
  %347 = getelementptr inbounds i8, i8* %10, i64 5
  %348 = load i8, i8* %347, align 1, !tbaa !5
  %349 = zext i8 %348 to i32
  %350 = xor i32 %346, %349
  %351 = mul i32 %350, 16777619
  %352 = getelementptr inbounds i8, i8* %10, i64 6
  %353 = load i8, i8* %352, align 2, !tbaa !5
  %354 = zext i8 %353 to i32
  %355 = xor i32 %351, %354
  %356 = mul i32 %355, 16777619
  %357 = getelementptr inbounds i8, i8* %10, i64 7
  %358 = load i8, i8* %357, align 1, !tbaa !5
  %359 = zext i8 %358 to i32
  %360 = xor i32 %356, %359
  %361 = mul i32 %360, 16777619
  %362 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 1
  %363 = bitcast i64* %362 to i8*
  %364 = load i8, i8* %363, align 8, !tbaa !5
  %365 = zext i8 %364 to i32
  %366 = xor i32 %361, %365
  %367 = mul i32 %366, 16777619
  %368 = getelementptr inbounds i8, i8* %10, i64 9
  %369 = load i8, i8* %368, align 1, !tbaa !5
  %370 = zext i8 %369 to i32
  %371 = xor i32 %367, %370
  %372 = mul i32 %371, 16777619
  %373 = getelementptr inbounds i8, i8* %10, i64 10
  %374 = load i8, i8* %373, align 2, !tbaa !5
  %375 = zext i8 %374 to i32
  %376 = xor i32 %372, %375
  %377 = mul i32 %376, 16777619
  %378 = getelementptr inbounds i8, i8* %10, i64 11
  %379 = load i8, i8* %378, align 1, !tbaa !5
  %380 = zext i8 %379 to i32
  %381 = xor i32 %377, %380
  %382 = mul i32 %381, 16777619
  %383 = getelementptr inbounds i8, i8* %10, i64 12
  %384 = load i8, i8* %383, align 4, !tbaa !5
  %385 = zext i8 %384 to i32
  %386 = xor i32 %382, %385
  %387 = mul i32 %386, 16777619
  %388 = getelementptr inbounds i8, i8* %10, i64 13
  %389 = load i8, i8* %388, align 1, !tbaa !5
  %390 = zext i8 %389 to i32
  %391 = xor i32 %387, %390
  %392 = mul i32 %391, 16777619
  %393 = getelementptr inbounds i8, i8* %10, i64 14
  %394 = load i8, i8* %393, align 2, !tbaa !5
  %395 = zext i8 %394 to i32
  %396 = xor i32 %392, %395
  %397 = mul i32 %396, 16777619
  %398 = getelementptr inbounds i8, i8* %10, i64 15
  %399 = load i8, i8* %398, align 1, !tbaa !5
  %400 = zext i8 %399 to i32
  %401 = xor i32 %397, %400
  %402 = mul i32 %401, 16777619
  %403 = load i8, i8* %11, align 16, !tbaa !5
  %404 = zext i8 %403 to i32
  %405 = xor i32 %402, %404
  %406 = mul i32 %405, 16777619
  %407 = getelementptr inbounds i8, i8* %11, i64 1
  %408 = load i8, i8* %407, align 1, !tbaa !5
  %409 = zext i8 %408 to i32
  %410 = xor i32 %406, %409
  %411 = mul i32 %410, 16777619
  %412 = getelementptr inbounds i8, i8* %11, i64 2
  %413 = load i8, i8* %412, align 2, !tbaa !5
  %414 = zext i8 %413 to i32
  %415 = xor i32 %411, %414
  %416 = mul i32 %415, 16777619
  %417 = getelementptr inbounds i8, i8* %11, i64 3
  %418 = load i8, i8* %417, align 1, !tbaa !5
  %419 = zext i8 %418 to i32
  %420 = xor i32 %416, %419
  %421 = mul i32 %420, 16777619
  %422 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 1
  %423 = bitcast float* %422 to i8*
  %424 = load i8, i8* %423, align 4, !tbaa !5
  %425 = zext i8 %424 to i32
  %426 = xor i32 %421, %425
  %427 = mul i32 %426, 16777619
  %428 = getelementptr inbounds i8, i8* %11, i64 5
  %429 = load i8, i8* %428, align 1, !tbaa !5
  %430 = zext i8 %429 to i32
  %431 = xor i32 %427, %430
  %432 = mul i32 %431, 16777619
  %433 = getelementptr inbounds i8, i8* %11, i64 6
  %434 = load i8, i8* %433, align 2, !tbaa !5
  %435 = zext i8 %434 to i32
  %436 = xor i32 %432, %435
  %437 = mul i32 %436, 16777619
  %438 = getelementptr inbounds i8, i8* %11, i64 7
  %439 = load i8, i8* %438, align 1, !tbaa !5
  %440 = zext i8 %439 to i32
  %441 = xor i32 %437, %440
  %442 = mul i32 %441, 16777619
  %443 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 2
  %444 = bitcast float* %443 to i8*
  %445 = load i8, i8* %444, align 8, !tbaa !5
  %446 = zext i8 %445 to i32
  %447 = xor i32 %442, %446
  %448 = mul i32 %447, 16777619
  %449 = getelementptr inbounds i8, i8* %11, i64 9
  %450 = load i8, i8* %449, align 1, !tbaa !5
  %451 = zext i8 %450 to i32
  %452 = xor i32 %448, %451
  %453 = mul i32 %452, 16777619
  %454 = getelementptr inbounds i8, i8* %11, i64 10
  %455 = load i8, i8* %454, align 2, !tbaa !5
  %456 = zext i8 %455 to i32
  %457 = xor i32 %453, %456
  %458 = mul i32 %457, 16777619
  %459 = getelementptr inbounds i8, i8* %11, i64 11
  %460 = load i8, i8* %459, align 1, !tbaa !5
  %461 = zext i8 %460 to i32
  %462 = xor i32 %458, %461
  %463 = mul i32 %462, 16777619
  %464 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 3
  %465 = bitcast float* %464 to i8*
  %466 = load i8, i8* %465, align 4, !tbaa !5
  %467 = zext i8 %466 to i32
  %468 = xor i32 %463, %467
  %469 = mul i32 %468, 16777619
  %470 = getelementptr inbounds i8, i8* %11, i64 13
  %471 = load i8, i8* %470, align 1, !tbaa !5
  %472 = zext i8 %471 to i32
  %473 = xor i32 %469, %472
  %474 = mul i32 %473, 16777619
  %475 = getelementptr inbounds i8, i8* %11, i64 14
  %476 = load i8, i8* %475, align 2, !tbaa !5
  %477 = zext i8 %476 to i32
  %478 = xor i32 %474, %477
  %479 = mul i32 %478, 16777619
  %480 = getelementptr inbounds i8, i8* %11, i64 15
  %481 = load i8, i8* %480, align 1, !tbaa !5
  %482 = zext i8 %481 to i32
  %483 = xor i32 %479, %482
  %484 = mul i32 %483, 16777619
  %485 = load i8, i8* %12, align 16, !tbaa !5
  %486 = zext i8 %485 to i32
  %487 = xor i32 %484, %486
  %488 = mul i32 %487, 16777619
  %489 = getelementptr inbounds i8, i8* %12, i64 1
  %490 = load i8, i8* %489, align 1, !tbaa !5
  %491 = zext i8 %490 to i32
  %492 = xor i32 %488, %491
  %493 = mul i32 %492, 16777619
  %494 = getelementptr inbounds i8, i8* %12, i64 2
  %495 = load i8, i8* %494, align 2, !tbaa !5
  %496 = zext i8 %495 to i32
  %497 = xor i32 %493, %496
  %498 = mul i32 %497, 16777619
  %499 = getelementptr inbounds i8, i8* %12, i64 3
  %500 = load i8, i8* %499, align 1, !tbaa !5
  %501 = zext i8 %500 to i32
  %502 = xor i32 %498, %501
  %503 = mul i32 %502, 16777619
  %504 = getelementptr inbounds i8, i8* %12, i64 4
  %505 = load i8, i8* %504, align 4, !tbaa !5
  %506 = zext i8 %505 to i32
  %507 = xor i32 %503, %506
  %508 = mul i32 %507, 16777619
  %509 = getelementptr inbounds i8, i8* %12, i64 5
  %510 = load i8, i8* %509, align 1, !tbaa !5
  %511 = zext i8 %510 to i32
  %512 = xor i32 %508, %511
  %513 = mul i32 %512, 16777619
  %514 = getelementptr inbounds i8, i8* %12, i64 6
  %515 = load i8, i8* %514, align 2, !tbaa !5
  %516 = zext i8 %515 to i32
  %517 = xor i32 %513, %516
  %518 = mul i32 %517, 16777619
  %519 = getelementptr inbounds i8, i8* %12, i64 7
  %520 = load i8, i8* %519, align 1, !tbaa !5
  %521 = zext i8 %520 to i32
  %522 = xor i32 %518, %521
  %523 = mul i32 %522, 16777619
  %524 = getelementptr inbounds <2 x double>, <2 x double>* %6, i64 0, i64 1
  %525 = bitcast double* %524 to i8*
  %526 = load i8, i8* %525, align 8, !tbaa !5
  %527 = zext i8 %526 to i32
  %528 = xor i32 %523, %527
  %529 = mul i32 %528, 16777619
  %530 = getelementptr inbounds i8, i8* %12, i64 9
  %531 = load i8, i8* %530, align 1, !tbaa !5
  %532 = zext i8 %531 to i32
  %533 = xor i32 %529, %532
  %534 = mul i32 %533, 16777619
  %535 = getelementptr inbounds i8, i8* %12, i64 10
  %536 = load i8, i8* %535, align 2, !tbaa !5
  %537 = zext i8 %536 to i32
  %538 = xor i32 %534, %537
  %539 = mul i32 %538, 16777619
  %540 = getelementptr inbounds i8, i8* %12, i64 11
  %541 = load i8, i8* %540, align 1, !tbaa !5
  %542 = zext i8 %541 to i32
  %543 = xor i32 %539, %542
  %544 = mul i32 %543, 16777619
  %545 = getelementptr inbounds i8, i8* %12, i64 12
  %546 = load i8, i8* %545, align 4, !tbaa !5
  %547 = zext i8 %546 to i32
  %548 = xor i32 %544, %547
  %549 = mul i32 %548, 16777619
  %550 = getelementptr inbounds i8, i8* %12, i64 13
  %551 = load i8, i8* %550, align 1, !tbaa !5
  %552 = zext i8 %551 to i32
  %553 = xor i32 %549, %552
  %554 = mul i32 %553, 16777619
  %555 = getelementptr inbounds i8, i8* %12, i64 14
  %556 = load i8, i8* %555, align 2, !tbaa !5
  %557 = zext i8 %556 to i32
  %558 = xor i32 %554, %557
  %559 = mul i32 %558, 16777619
  %560 = getelementptr inbounds i8, i8* %12, i64 15
  %561 = load i8, i8* %560, align 1, !tbaa !5
  %562 = zext i8 %561 to i32
  %563 = xor i32 %559, %562
  %564 = mul i32 %563, 16777619
  store i32 %564, i32* @check, align 4, !tbaa !8
  call void @build_i32(<4 x i32>* noundef nonnull %1, i32 noundef 1, i32 noundef 20, i32 noundef 300, i32 noundef 4000)
  call void @build_f64(<2 x double>* noundef nonnull %6, double noundef 3.000000e+00, double noundef -5.000000e-01)
  %565 = load <4 x i32>, <4 x i32>* %1, align 16, !tbaa !5
  %566 = extractelement <4 x i32> %565, i64 0
  %567 = extractelement <4 x i32> %565, i64 1
  %568 = extractelement <4 x i32> %565, i64 2
  %569 = extractelement <4 x i32> %565, i64 3
  %570 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %571 = extractelement <2 x double> %570, i64 0
  %572 = extractelement <2 x double> %570, i64 1
  %573 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %566, i32 noundef %567, i32 noundef %568, i32 noundef %569, double noundef %571, double noundef %572)
  %574 = load i32, i32* @check, align 4, !tbaa !8
  %575 = extractelement <4 x i32> %565, i64 0
  %576 = and i32 %575, 255
  %577 = xor i32 %574, %576
  %578 = mul i32 %577, 16777619
  %579 = bitcast <4 x i32> %565 to <16 x i8>
  %580 = extractelement <16 x i8> %579, i64 1
  %581 = zext i8 %580 to i32
  %582 = xor i32 %578, %581
  %583 = mul i32 %582, 16777619
  %584 = bitcast <4 x i32> %565 to <16 x i8>
  %585 = extractelement <16 x i8> %584, i64 2
  %586 = zext i8 %585 to i32
  %587 = xor i32 %583, %586
  %588 = mul i32 %587, 16777619
  %589 = bitcast <4 x i32> %565 to <16 x i8>
  %590 = extractelement <16 x i8> %589, i64 3
  %591 = zext i8 %590 to i32
  %592 = xor i32 %588, %591
  %593 = mul i32 %592, 16777619
  %594 = bitcast <4 x i32> %565 to <16 x i8>
  %595 = extractelement <16 x i8> %594, i64 4
  %596 = zext i8 %595 to i32
  %597 = xor i32 %593, %596
  %598 = mul i32 %597, 16777619
  %599 = bitcast <4 x i32> %565 to <16 x i8>
  %600 = extractelement <16 x i8> %599, i64 5
  %601 = zext i8 %600 to i32
  %602 = xor i32 %598, %601
  %603 = mul i32 %602, 16777619
  %604 = bitcast <4 x i32> %565 to <16 x i8>
  %605 = extractelement <16 x i8> %604, i64 6
  %606 = zext i8 %605 to i32
  %607 = xor i32 %603, %606
  %608 = mul i32 %607, 16777619
  %609 = bitcast <4 x i32> %565 to <16 x i8>
  %610 = extractelement <16 x i8> %609, i64 7
  %611 = zext i8 %610 to i32
  %612 = xor i32 %608, %611
  %613 = mul i32 %612, 16777619
  %614 = bitcast <4 x i32> %565 to <16 x i8>
  %615 = extractelement <16 x i8> %614, i64 8
  %616 = zext i8 %615 to i32
  %617 = xor i32 %613, %616
  %618 = mul i32 %617, 16777619
  %619 = bitcast <4 x i32> %565 to <16 x i8>
  %620 = extractelement <16 x i8> %619, i64 9
  %621 = zext i8 %620 to i32
  %622 = xor i32 %618, %621
  %623 = mul i32 %622, 16777619
  %624 = bitcast <4 x i32> %565 to <16 x i8>
  %625 = extractelement <16 x i8> %624, i64 10
  %626 = zext i8 %625 to i32
  %627 = xor i32 %623, %626
  %628 = mul i32 %627, 16777619
  %629 = bitcast <4 x i32> %565 to <16 x i8>
  %630 = extractelement <16 x i8> %629, i64 11
  %631 = zext i8 %630 to i32
  %632 = xor i32 %628, %631
  %633 = mul i32 %632, 16777619
  %634 = bitcast <4 x i32> %565 to <16 x i8>
  %635 = extractelement <16 x i8> %634, i64 12
  %636 = zext i8 %635 to i32
  %637 = xor i32 %633, %636
  %638 = mul i32 %637, 16777619
  %639 = bitcast <4 x i32> %565 to <16 x i8>
  %640 = extractelement <16 x i8> %639, i64 13
  %641 = zext i8 %640 to i32
  %642 = xor i32 %638, %641
  %643 = mul i32 %642, 16777619
  %644 = bitcast <4 x i32> %565 to <16 x i8>
  %645 = extractelement <16 x i8> %644, i64 14
  %646 = zext i8 %645 to i32
  %647 = xor i32 %643, %646
  %648 = mul i32 %647, 16777619
  %649 = bitcast <4 x i32> %565 to <16 x i8>
  %650 = extractelement <16 x i8> %649, i64 15
  %651 = zext i8 %650 to i32
  %652 = xor i32 %648, %651
  %653 = mul i32 %652, 16777619
  %654 = load i8, i8* %12, align 16, !tbaa !5
  %655 = zext i8 %654 to i32
  %656 = xor i32 %653, %655
  %657 = mul i32 %656, 16777619
  %658 = load i8, i8* %489, align 1, !tbaa !5
  %659 = zext i8 %658 to i32
  %660 = xor i32 %657, %659
  %661 = mul i32 %660, 16777619
  %662 = load i8, i8* %494, align 2, !tbaa !5
  %663 = zext i8 %662 to i32
  %664 = xor i32 %661, %663
  %665 = mul i32 %664, 16777619
  %666 = load i8, i8* %499, align 1, !tbaa !5
  %667 = zext i8 %666 to i32
  %668 = xor i32 %665, %667
  %669 = mul i32 %668, 16777619
  %670 = load i8, i8* %504, align 4, !tbaa !5
  %671 = zext i8 %670 to i32
  %672 = xor i32 %669, %671
  %673 = mul i32 %672, 16777619
  %674 = load i8, i8* %509, align 1, !tbaa !5
  %675 = zext i8 %674 to i32
  %676 = xor i32 %673, %675
  %677 = mul i32 %676, 16777619
  %678 = load i8, i8* %514, align 2, !tbaa !5
  %679 = zext i8 %678 to i32
  %680 = xor i32 %677, %679
  %681 = mul i32 %680, 16777619
  %682 = load i8, i8* %519, align 1, !tbaa !5
  %683 = zext i8 %682 to i32
  %684 = xor i32 %681, %683
  %685 = mul i32 %684, 16777619
  %686 = load i8, i8* %525, align 8, !tbaa !5
  %687 = zext i8 %686 to i32
  %688 = xor i32 %685, %687
  %689 = mul i32 %688, 16777619
  %690 = load i8, i8* %530, align 1, !tbaa !5
  %691 = zext i8 %690 to i32
  %692 = xor i32 %689, %691
  %693 = mul i32 %692, 16777619
  %694 = load i8, i8* %535, align 2, !tbaa !5
  %695 = zext i8 %694 to i32
  %696 = xor i32 %693, %695
  %697 = mul i32 %696, 16777619
  %698 = load i8, i8* %540, align 1, !tbaa !5
  %699 = zext i8 %698 to i32
  %700 = xor i32 %697, %699
  %701 = mul i32 %700, 16777619
  %702 = load i8, i8* %545, align 4, !tbaa !5
  %703 = zext i8 %702 to i32
  %704 = xor i32 %701, %703
  %705 = mul i32 %704, 16777619
  %706 = load i8, i8* %550, align 1, !tbaa !5
  %707 = zext i8 %706 to i32
  %708 = xor i32 %705, %707
  %709 = mul i32 %708, 16777619
  %710 = load i8, i8* %555, align 2, !tbaa !5
  %711 = zext i8 %710 to i32
  %712 = xor i32 %709, %711
  %713 = mul i32 %712, 16777619
  %714 = load i8, i8* %560, align 1, !tbaa !5
  %715 = zext i8 %714 to i32
  %716 = xor i32 %713, %715
  %717 = mul i32 %716, 16777619
  store i32 %717, i32* @check, align 4, !tbaa !8
  tail call void @fill(%struct.table* noundef nonnull @main.t, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @main.counts, i64 0, i64 0), i32 noundef 17)
  br label %781

718:                                              ; preds = %781
  %719 = load i32, i32* @check, align 4, !tbaa !8
  br label %720

720:                                              ; preds = %720, %718
  %721 = phi i64 [ 0, %718 ], [ %746, %720 ]
  %722 = phi i32 [ %719, %718 ], [ %745, %720 ]
  %723 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %721
  %724 = load i8, i8* %723, align 4, !tbaa !5
  %725 = zext i8 %724 to i32
  %726 = xor i32 %722, %725
  %727 = mul i32 %726, 16777619
  %728 = or i64 %721, 1
  %729 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %728
  %730 = load i8, i8* %729, align 1, !tbaa !5
  %731 = zext i8 %730 to i32
  %732 = xor i32 %727, %731
  %733 = mul i32 %732, 16777619
  %734 = or i64 %721, 2
  %735 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %734
  %736 = load i8, i8* %735, align 2, !tbaa !5
  %737 = zext i8 %736 to i32
  %738 = xor i32 %733, %737
  %739 = mul i32 %738, 16777619
  %740 = or i64 %721, 3
  %741 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %740
  %742 = load i8, i8* %741, align 1, !tbaa !5
  %743 = zext i8 %742 to i32
  %744 = xor i32 %739, %743
  %745 = mul i32 %744, 16777619
  %746 = add nuw nsw i64 %721, 4
  %747 = icmp eq i64 %746, 2048
  br i1 %747, label %748, label %720, !llvm.loop !26

748:                                              ; preds = %720, %748
  %749 = phi i64 [ %774, %748 ], [ 0, %720 ]
  %750 = phi i32 [ %773, %748 ], [ %745, %720 ]
  %751 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %749
  %752 = load i8, i8* %751, align 4, !tbaa !5
  %753 = zext i8 %752 to i32
  %754 = xor i32 %750, %753
  %755 = mul i32 %754, 16777619
  %756 = or i64 %749, 1
  %757 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %756
  %758 = load i8, i8* %757, align 1, !tbaa !5
  %759 = zext i8 %758 to i32
  %760 = xor i32 %755, %759
  %761 = mul i32 %760, 16777619
  %762 = or i64 %749, 2
  %763 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %762
  %764 = load i8, i8* %763, align 2, !tbaa !5
  %765 = zext i8 %764 to i32
  %766 = xor i32 %761, %765
  %767 = mul i32 %766, 16777619
  %768 = or i64 %749, 3
  %769 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %768
  %770 = load i8, i8* %769, align 1, !tbaa !5
  %771 = zext i8 %770 to i32
  %772 = xor i32 %767, %771
  %773 = mul i32 %772, 16777619
  %774 = add nuw nsw i64 %749, 4
  %775 = icmp eq i64 %774, 512
  br i1 %775, label %776, label %748, !llvm.loop !26

776:                                              ; preds = %748
  store i32 %773, i32* @check, align 4, !tbaa !8
  %777 = load volatile i32, i32* @calls, align 4, !tbaa !8
  %778 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef %777, i32 noundef %773)
  %779 = load i32, i32* @check, align 4, !tbaa !8
  %780 = and i32 %779, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #4
  ret i32 %780

781:                                              ; preds = %0, %781
  %782 = phi i64 [ 1, %0 ], [ %791, %781 ]
  %783 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 2, i64 %782
  %784 = load i64, i64* %783, align 8, !tbaa !10
  %785 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 3, i64 %782
  %786 = load i64, i64* %785, align 8, !tbaa !10
  %787 = and i64 %782, 7
  %788 = icmp eq i64 %787, 0
  %789 = select i1 %788, i32 10, i32 32
  %790 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i64 noundef %784, i64 noundef %786, i32 noundef %789)
  %791 = add nuw nsw i64 %782, 1
  %792 = icmp eq i64 %791, 17
  br i1 %792, label %718, label %781, !llvm.loop !27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !13, !20}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !22}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13, !20}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13}
