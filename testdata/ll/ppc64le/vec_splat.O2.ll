; ModuleID = 'c/vec_splat.c'
source_filename = "c/vec_splat.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.table = type { [512 x i32], [512 x i8], [20 x i64], [20 x i64] }

@.str = private unnamed_addr constant [18 x i8] c"i32: %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"i16: %d %d %d %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"i64: %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"f32: %g %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"f64: %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"build: %d %d %d %d %g %g\0A\00", align 1
@main.counts = internal constant [17 x i8] c"\00\00\02\01\03\03\02\04\03\05\05\04\04\00\00\01\09", align 1
@main.t = internal global %struct.table zeroinitializer, align 8
@.str.7 = private unnamed_addr constant [10 x i8] c"%ld-%ld%c\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"calls %d check %08x\0A\00", align 1
@calls = internal global i32 0, align 4
@check = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_i32(<4 x i32>* nocapture noundef writeonly %0, i32 noundef signext %1) local_unnamed_addr #0 {
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
define dso_local void @build_i32(<4 x i32>* nocapture noundef writeonly %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #0 {
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
define dso_local void @fill(%struct.table* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %8

7:                                                ; preds = %46, %3
  ret void

8:                                                ; preds = %5, %46
  %9 = phi i64 [ 1, %5 ], [ %51, %46 ]
  %10 = phi i32 [ 0, %5 ], [ %47, %46 ]
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 2, i64 %9
  store i64 %11, i64* %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, i8* %1, i64 %9
  %14 = load i8, i8* %13, align 1, !tbaa !5
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %46, label %16

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
  %26 = insertelement <4 x i32> poison, i32 %17, i64 0
  %27 = shufflevector <4 x i32> %26, <4 x i32> poison, <4 x i32> zeroinitializer
  %28 = insertelement <4 x i32> poison, i32 %17, i64 0
  %29 = shufflevector <4 x i32> %28, <4 x i32> poison, <4 x i32> zeroinitializer
  %30 = insertelement <4 x i32> poison, i32 %17, i64 0
  %31 = shufflevector <4 x i32> %30, <4 x i32> poison, <4 x i32> zeroinitializer
  %32 = insertelement <4 x i32> poison, i32 %17, i64 0
  %33 = shufflevector <4 x i32> %32, <4 x i32> poison, <4 x i32> zeroinitializer
  %34 = insertelement <4 x i32> poison, i32 %17, i64 0
  %35 = shufflevector <4 x i32> %34, <4 x i32> poison, <4 x i32> zeroinitializer
  %36 = insertelement <4 x i32> poison, i32 %17, i64 0
  %37 = shufflevector <4 x i32> %36, <4 x i32> poison, <4 x i32> zeroinitializer
  %38 = insertelement <4 x i32> poison, i32 %17, i64 0
  %39 = shufflevector <4 x i32> %38, <4 x i32> poison, <4 x i32> zeroinitializer
  %40 = insertelement <4 x i32> poison, i32 %17, i64 0
  %41 = shufflevector <4 x i32> %40, <4 x i32> poison, <4 x i32> zeroinitializer
  %42 = insertelement <4 x i32> poison, i32 %17, i64 0
  %43 = shufflevector <4 x i32> %42, <4 x i32> poison, <4 x i32> zeroinitializer
  %44 = insertelement <4 x i32> poison, i32 %17, i64 0
  %45 = shufflevector <4 x i32> %44, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %53

46:                                               ; preds = %291, %8
  %47 = phi i32 [ %10, %8 ], [ %292, %291 ]
  %48 = add nsw i32 %47, -1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 3, i64 %9
  store i64 %49, i64* %50, align 8, !tbaa !10
  %51 = add nuw nsw i64 %9, 1
  %52 = icmp eq i64 %51, %6
  br i1 %52, label %7, label %8, !llvm.loop !12

53:                                               ; preds = %16, %291
  %54 = phi i32 [ 0, %16 ], [ %293, %291 ]
  %55 = phi i32 [ %10, %16 ], [ %292, %291 ]
  %56 = add nsw i32 %55, %20
  %57 = icmp sgt i32 %56, 512
  %58 = sub nsw i32 512, %55
  %59 = select i1 %57, i32 %58, i32 %20
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %61, label %291

61:                                               ; preds = %53
  %62 = add nuw nsw i32 %54, %21
  %63 = trunc i32 %62 to i8
  %64 = sext i32 %55 to i64
  %65 = zext i32 %59 to i64
  %66 = icmp ult i32 %59, 48
  br i1 %66, label %272, label %67

67:                                               ; preds = %61
  %68 = getelementptr %struct.table, %struct.table* %0, i64 0, i32 0, i64 %64
  %69 = bitcast i32* %68 to i8*
  %70 = add nsw i64 %64, %65
  %71 = getelementptr %struct.table, %struct.table* %0, i64 0, i32 0, i64 %70
  %72 = bitcast i32* %71 to i8*
  %73 = getelementptr %struct.table, %struct.table* %0, i64 0, i32 1, i64 %64
  %74 = getelementptr %struct.table, %struct.table* %0, i64 0, i32 1, i64 %70
  %75 = icmp ugt i8* %74, %69
  %76 = icmp ult i8* %73, %72
  %77 = and i1 %75, %76
  br i1 %77, label %272, label %78

78:                                               ; preds = %67
  %79 = urem i64 %65, 48
  %80 = sub nsw i64 %65, %79
  %81 = insertelement <4 x i8> poison, i8 %63, i64 0
  %82 = shufflevector <4 x i8> %81, <4 x i8> poison, <4 x i32> zeroinitializer
  %83 = insertelement <4 x i8> poison, i8 %63, i64 0
  %84 = shufflevector <4 x i8> %83, <4 x i8> poison, <4 x i32> zeroinitializer
  %85 = insertelement <4 x i8> poison, i8 %63, i64 0
  %86 = shufflevector <4 x i8> %85, <4 x i8> poison, <4 x i32> zeroinitializer
  %87 = insertelement <4 x i8> poison, i8 %63, i64 0
  %88 = shufflevector <4 x i8> %87, <4 x i8> poison, <4 x i32> zeroinitializer
  %89 = insertelement <4 x i8> poison, i8 %63, i64 0
  %90 = shufflevector <4 x i8> %89, <4 x i8> poison, <4 x i32> zeroinitializer
  %91 = insertelement <4 x i8> poison, i8 %63, i64 0
  %92 = shufflevector <4 x i8> %91, <4 x i8> poison, <4 x i32> zeroinitializer
  %93 = insertelement <4 x i8> poison, i8 %63, i64 0
  %94 = shufflevector <4 x i8> %93, <4 x i8> poison, <4 x i32> zeroinitializer
  %95 = insertelement <4 x i8> poison, i8 %63, i64 0
  %96 = shufflevector <4 x i8> %95, <4 x i8> poison, <4 x i32> zeroinitializer
  %97 = insertelement <4 x i8> poison, i8 %63, i64 0
  %98 = shufflevector <4 x i8> %97, <4 x i8> poison, <4 x i32> zeroinitializer
  %99 = insertelement <4 x i8> poison, i8 %63, i64 0
  %100 = shufflevector <4 x i8> %99, <4 x i8> poison, <4 x i32> zeroinitializer
  %101 = insertelement <4 x i8> poison, i8 %63, i64 0
  %102 = shufflevector <4 x i8> %101, <4 x i8> poison, <4 x i32> zeroinitializer
  %103 = insertelement <4 x i8> poison, i8 %63, i64 0
  %104 = shufflevector <4 x i8> %103, <4 x i8> poison, <4 x i32> zeroinitializer
  %105 = add nsw i64 %80, -48
  %106 = udiv i64 %105, 48
  %107 = add nuw nsw i64 %106, 1
  %108 = and i64 %107, 1
  %109 = icmp ult i64 %105, 48
  br i1 %109, label %217, label %110

110:                                              ; preds = %78
  %111 = and i64 %107, 1152921504606846974
  br label %112

112:                                              ; preds = %112, %110
  %113 = phi i64 [ 0, %110 ], [ %214, %112 ]
  %114 = phi i64 [ 0, %110 ], [ %215, %112 ]
  %115 = add nsw i64 %113, %64
  %116 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %115
  %117 = bitcast i32* %116 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %117, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %118 = getelementptr inbounds i32, i32* %116, i64 4
  %119 = bitcast i32* %118 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %119, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %120 = getelementptr inbounds i32, i32* %116, i64 8
  %121 = bitcast i32* %120 to <4 x i32>*
  store <4 x i32> %27, <4 x i32>* %121, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %122 = getelementptr inbounds i32, i32* %116, i64 12
  %123 = bitcast i32* %122 to <4 x i32>*
  store <4 x i32> %29, <4 x i32>* %123, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %124 = getelementptr inbounds i32, i32* %116, i64 16
  %125 = bitcast i32* %124 to <4 x i32>*
  store <4 x i32> %31, <4 x i32>* %125, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %126 = getelementptr inbounds i32, i32* %116, i64 20
  %127 = bitcast i32* %126 to <4 x i32>*
  store <4 x i32> %33, <4 x i32>* %127, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %128 = getelementptr inbounds i32, i32* %116, i64 24
  %129 = bitcast i32* %128 to <4 x i32>*
  store <4 x i32> %35, <4 x i32>* %129, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %130 = getelementptr inbounds i32, i32* %116, i64 28
  %131 = bitcast i32* %130 to <4 x i32>*
  store <4 x i32> %37, <4 x i32>* %131, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %132 = getelementptr inbounds i32, i32* %116, i64 32
  %133 = bitcast i32* %132 to <4 x i32>*
  store <4 x i32> %39, <4 x i32>* %133, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %134 = getelementptr inbounds i32, i32* %116, i64 36
  %135 = bitcast i32* %134 to <4 x i32>*
  store <4 x i32> %41, <4 x i32>* %135, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %136 = getelementptr inbounds i32, i32* %116, i64 40
  %137 = bitcast i32* %136 to <4 x i32>*
  store <4 x i32> %43, <4 x i32>* %137, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %138 = getelementptr inbounds i32, i32* %116, i64 44
  %139 = bitcast i32* %138 to <4 x i32>*
  store <4 x i32> %45, <4 x i32>* %139, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %140 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %115
  %141 = bitcast i8* %140 to <4 x i8>*
  store <4 x i8> %82, <4 x i8>* %141, align 1, !tbaa !5, !alias.scope !17
  %142 = getelementptr inbounds i8, i8* %140, i64 4
  %143 = bitcast i8* %142 to <4 x i8>*
  store <4 x i8> %84, <4 x i8>* %143, align 1, !tbaa !5, !alias.scope !17
  %144 = getelementptr inbounds i8, i8* %140, i64 8
  %145 = bitcast i8* %144 to <4 x i8>*
  store <4 x i8> %86, <4 x i8>* %145, align 1, !tbaa !5, !alias.scope !17
  %146 = getelementptr inbounds i8, i8* %140, i64 12
  %147 = bitcast i8* %146 to <4 x i8>*
  store <4 x i8> %88, <4 x i8>* %147, align 1, !tbaa !5, !alias.scope !17
  %148 = getelementptr inbounds i8, i8* %140, i64 16
  %149 = bitcast i8* %148 to <4 x i8>*
  store <4 x i8> %90, <4 x i8>* %149, align 1, !tbaa !5, !alias.scope !17
  %150 = getelementptr inbounds i8, i8* %140, i64 20
  %151 = bitcast i8* %150 to <4 x i8>*
  store <4 x i8> %92, <4 x i8>* %151, align 1, !tbaa !5, !alias.scope !17
  %152 = getelementptr inbounds i8, i8* %140, i64 24
  %153 = bitcast i8* %152 to <4 x i8>*
  store <4 x i8> %94, <4 x i8>* %153, align 1, !tbaa !5, !alias.scope !17
  %154 = getelementptr inbounds i8, i8* %140, i64 28
  %155 = bitcast i8* %154 to <4 x i8>*
  store <4 x i8> %96, <4 x i8>* %155, align 1, !tbaa !5, !alias.scope !17
  %156 = getelementptr inbounds i8, i8* %140, i64 32
  %157 = bitcast i8* %156 to <4 x i8>*
  store <4 x i8> %98, <4 x i8>* %157, align 1, !tbaa !5, !alias.scope !17
  %158 = getelementptr inbounds i8, i8* %140, i64 36
  %159 = bitcast i8* %158 to <4 x i8>*
  store <4 x i8> %100, <4 x i8>* %159, align 1, !tbaa !5, !alias.scope !17
  %160 = getelementptr inbounds i8, i8* %140, i64 40
  %161 = bitcast i8* %160 to <4 x i8>*
  store <4 x i8> %102, <4 x i8>* %161, align 1, !tbaa !5, !alias.scope !17
  %162 = getelementptr inbounds i8, i8* %140, i64 44
  %163 = bitcast i8* %162 to <4 x i8>*
  store <4 x i8> %104, <4 x i8>* %163, align 1, !tbaa !5, !alias.scope !17
  %164 = add nuw i64 %113, 48
  %165 = add nsw i64 %164, %64
  %166 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %165
  %167 = bitcast i32* %166 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %167, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %168 = getelementptr inbounds i32, i32* %166, i64 4
  %169 = bitcast i32* %168 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %169, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %170 = getelementptr inbounds i32, i32* %166, i64 8
  %171 = bitcast i32* %170 to <4 x i32>*
  store <4 x i32> %27, <4 x i32>* %171, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %172 = getelementptr inbounds i32, i32* %166, i64 12
  %173 = bitcast i32* %172 to <4 x i32>*
  store <4 x i32> %29, <4 x i32>* %173, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %174 = getelementptr inbounds i32, i32* %166, i64 16
  %175 = bitcast i32* %174 to <4 x i32>*
  store <4 x i32> %31, <4 x i32>* %175, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %176 = getelementptr inbounds i32, i32* %166, i64 20
  %177 = bitcast i32* %176 to <4 x i32>*
  store <4 x i32> %33, <4 x i32>* %177, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %178 = getelementptr inbounds i32, i32* %166, i64 24
  %179 = bitcast i32* %178 to <4 x i32>*
  store <4 x i32> %35, <4 x i32>* %179, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %180 = getelementptr inbounds i32, i32* %166, i64 28
  %181 = bitcast i32* %180 to <4 x i32>*
  store <4 x i32> %37, <4 x i32>* %181, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %182 = getelementptr inbounds i32, i32* %166, i64 32
  %183 = bitcast i32* %182 to <4 x i32>*
  store <4 x i32> %39, <4 x i32>* %183, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %184 = getelementptr inbounds i32, i32* %166, i64 36
  %185 = bitcast i32* %184 to <4 x i32>*
  store <4 x i32> %41, <4 x i32>* %185, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %186 = getelementptr inbounds i32, i32* %166, i64 40
  %187 = bitcast i32* %186 to <4 x i32>*
  store <4 x i32> %43, <4 x i32>* %187, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %188 = getelementptr inbounds i32, i32* %166, i64 44
  %189 = bitcast i32* %188 to <4 x i32>*
  store <4 x i32> %45, <4 x i32>* %189, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %190 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %165
  %191 = bitcast i8* %190 to <4 x i8>*
  store <4 x i8> %82, <4 x i8>* %191, align 1, !tbaa !5, !alias.scope !17
  %192 = getelementptr inbounds i8, i8* %190, i64 4
  %193 = bitcast i8* %192 to <4 x i8>*
  store <4 x i8> %84, <4 x i8>* %193, align 1, !tbaa !5, !alias.scope !17
  %194 = getelementptr inbounds i8, i8* %190, i64 8
  %195 = bitcast i8* %194 to <4 x i8>*
  store <4 x i8> %86, <4 x i8>* %195, align 1, !tbaa !5, !alias.scope !17
  %196 = getelementptr inbounds i8, i8* %190, i64 12
  %197 = bitcast i8* %196 to <4 x i8>*
  store <4 x i8> %88, <4 x i8>* %197, align 1, !tbaa !5, !alias.scope !17
  %198 = getelementptr inbounds i8, i8* %190, i64 16
  %199 = bitcast i8* %198 to <4 x i8>*
  store <4 x i8> %90, <4 x i8>* %199, align 1, !tbaa !5, !alias.scope !17
  %200 = getelementptr inbounds i8, i8* %190, i64 20
  %201 = bitcast i8* %200 to <4 x i8>*
  store <4 x i8> %92, <4 x i8>* %201, align 1, !tbaa !5, !alias.scope !17
  %202 = getelementptr inbounds i8, i8* %190, i64 24
  %203 = bitcast i8* %202 to <4 x i8>*
  store <4 x i8> %94, <4 x i8>* %203, align 1, !tbaa !5, !alias.scope !17
  %204 = getelementptr inbounds i8, i8* %190, i64 28
  %205 = bitcast i8* %204 to <4 x i8>*
  store <4 x i8> %96, <4 x i8>* %205, align 1, !tbaa !5, !alias.scope !17
  %206 = getelementptr inbounds i8, i8* %190, i64 32
  %207 = bitcast i8* %206 to <4 x i8>*
  store <4 x i8> %98, <4 x i8>* %207, align 1, !tbaa !5, !alias.scope !17
  %208 = getelementptr inbounds i8, i8* %190, i64 36
  %209 = bitcast i8* %208 to <4 x i8>*
  store <4 x i8> %100, <4 x i8>* %209, align 1, !tbaa !5, !alias.scope !17
  %210 = getelementptr inbounds i8, i8* %190, i64 40
  %211 = bitcast i8* %210 to <4 x i8>*
  store <4 x i8> %102, <4 x i8>* %211, align 1, !tbaa !5, !alias.scope !17
  %212 = getelementptr inbounds i8, i8* %190, i64 44
  %213 = bitcast i8* %212 to <4 x i8>*
  store <4 x i8> %104, <4 x i8>* %213, align 1, !tbaa !5, !alias.scope !17
  %214 = add nuw i64 %113, 96
  %215 = add i64 %114, 2
  %216 = icmp eq i64 %215, %111
  br i1 %216, label %217, label %112, !llvm.loop !19

217:                                              ; preds = %112, %78
  %218 = phi i64 [ 0, %78 ], [ %214, %112 ]
  %219 = icmp eq i64 %108, 0
  br i1 %219, label %270, label %220

220:                                              ; preds = %217
  %221 = add nsw i64 %218, %64
  %222 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %221
  %223 = bitcast i32* %222 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %223, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %224 = getelementptr inbounds i32, i32* %222, i64 4
  %225 = bitcast i32* %224 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %225, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %226 = getelementptr inbounds i32, i32* %222, i64 8
  %227 = bitcast i32* %226 to <4 x i32>*
  store <4 x i32> %27, <4 x i32>* %227, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %228 = getelementptr inbounds i32, i32* %222, i64 12
  %229 = bitcast i32* %228 to <4 x i32>*
  store <4 x i32> %29, <4 x i32>* %229, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %230 = getelementptr inbounds i32, i32* %222, i64 16
  %231 = bitcast i32* %230 to <4 x i32>*
  store <4 x i32> %31, <4 x i32>* %231, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %232 = getelementptr inbounds i32, i32* %222, i64 20
  %233 = bitcast i32* %232 to <4 x i32>*
  store <4 x i32> %33, <4 x i32>* %233, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %234 = getelementptr inbounds i32, i32* %222, i64 24
  %235 = bitcast i32* %234 to <4 x i32>*
  store <4 x i32> %35, <4 x i32>* %235, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %236 = getelementptr inbounds i32, i32* %222, i64 28
  %237 = bitcast i32* %236 to <4 x i32>*
  store <4 x i32> %37, <4 x i32>* %237, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %238 = getelementptr inbounds i32, i32* %222, i64 32
  %239 = bitcast i32* %238 to <4 x i32>*
  store <4 x i32> %39, <4 x i32>* %239, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %240 = getelementptr inbounds i32, i32* %222, i64 36
  %241 = bitcast i32* %240 to <4 x i32>*
  store <4 x i32> %41, <4 x i32>* %241, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %242 = getelementptr inbounds i32, i32* %222, i64 40
  %243 = bitcast i32* %242 to <4 x i32>*
  store <4 x i32> %43, <4 x i32>* %243, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %244 = getelementptr inbounds i32, i32* %222, i64 44
  %245 = bitcast i32* %244 to <4 x i32>*
  store <4 x i32> %45, <4 x i32>* %245, align 4, !tbaa !8, !alias.scope !14, !noalias !17
  %246 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %221
  %247 = bitcast i8* %246 to <4 x i8>*
  store <4 x i8> %82, <4 x i8>* %247, align 1, !tbaa !5, !alias.scope !17
  %248 = getelementptr inbounds i8, i8* %246, i64 4
  %249 = bitcast i8* %248 to <4 x i8>*
  store <4 x i8> %84, <4 x i8>* %249, align 1, !tbaa !5, !alias.scope !17
  %250 = getelementptr inbounds i8, i8* %246, i64 8
  %251 = bitcast i8* %250 to <4 x i8>*
  store <4 x i8> %86, <4 x i8>* %251, align 1, !tbaa !5, !alias.scope !17
  %252 = getelementptr inbounds i8, i8* %246, i64 12
  %253 = bitcast i8* %252 to <4 x i8>*
  store <4 x i8> %88, <4 x i8>* %253, align 1, !tbaa !5, !alias.scope !17
  %254 = getelementptr inbounds i8, i8* %246, i64 16
  %255 = bitcast i8* %254 to <4 x i8>*
  store <4 x i8> %90, <4 x i8>* %255, align 1, !tbaa !5, !alias.scope !17
  %256 = getelementptr inbounds i8, i8* %246, i64 20
  %257 = bitcast i8* %256 to <4 x i8>*
  store <4 x i8> %92, <4 x i8>* %257, align 1, !tbaa !5, !alias.scope !17
  %258 = getelementptr inbounds i8, i8* %246, i64 24
  %259 = bitcast i8* %258 to <4 x i8>*
  store <4 x i8> %94, <4 x i8>* %259, align 1, !tbaa !5, !alias.scope !17
  %260 = getelementptr inbounds i8, i8* %246, i64 28
  %261 = bitcast i8* %260 to <4 x i8>*
  store <4 x i8> %96, <4 x i8>* %261, align 1, !tbaa !5, !alias.scope !17
  %262 = getelementptr inbounds i8, i8* %246, i64 32
  %263 = bitcast i8* %262 to <4 x i8>*
  store <4 x i8> %98, <4 x i8>* %263, align 1, !tbaa !5, !alias.scope !17
  %264 = getelementptr inbounds i8, i8* %246, i64 36
  %265 = bitcast i8* %264 to <4 x i8>*
  store <4 x i8> %100, <4 x i8>* %265, align 1, !tbaa !5, !alias.scope !17
  %266 = getelementptr inbounds i8, i8* %246, i64 40
  %267 = bitcast i8* %266 to <4 x i8>*
  store <4 x i8> %102, <4 x i8>* %267, align 1, !tbaa !5, !alias.scope !17
  %268 = getelementptr inbounds i8, i8* %246, i64 44
  %269 = bitcast i8* %268 to <4 x i8>*
  store <4 x i8> %104, <4 x i8>* %269, align 1, !tbaa !5, !alias.scope !17
  br label %270

270:                                              ; preds = %217, %220
  %271 = icmp eq i64 %79, 0
  br i1 %271, label %291, label %272

272:                                              ; preds = %67, %61, %270
  %273 = phi i64 [ 0, %67 ], [ 0, %61 ], [ %80, %270 ]
  %274 = sub nsw i64 %65, %273
  %275 = xor i64 %273, -1
  %276 = add nsw i64 %275, %65
  %277 = and i64 %274, 7
  %278 = icmp eq i64 %277, 0
  br i1 %278, label %288, label %279

279:                                              ; preds = %272, %279
  %280 = phi i64 [ %285, %279 ], [ %273, %272 ]
  %281 = phi i64 [ %286, %279 ], [ 0, %272 ]
  %282 = add nsw i64 %280, %64
  %283 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %282
  store i32 %17, i32* %283, align 4, !tbaa !8
  %284 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %282
  store i8 %63, i8* %284, align 1, !tbaa !5
  %285 = add nuw nsw i64 %280, 1
  %286 = add i64 %281, 1
  %287 = icmp eq i64 %286, %277
  br i1 %287, label %288, label %279, !llvm.loop !21

288:                                              ; preds = %279, %272
  %289 = phi i64 [ %273, %272 ], [ %285, %279 ]
  %290 = icmp ult i64 %276, 7
  br i1 %290, label %291, label %297

291:                                              ; preds = %288, %297, %270, %53
  %292 = add nsw i32 %59, %55
  tail call fastcc void @clobber()
  %293 = add nuw nsw i32 %54, 1
  %294 = load i8, i8* %13, align 1, !tbaa !5
  %295 = zext i8 %294 to i32
  %296 = icmp ult i32 %293, %295
  br i1 %296, label %53, label %46, !llvm.loop !23

297:                                              ; preds = %288, %297
  %298 = phi i64 [ %330, %297 ], [ %289, %288 ]
  %299 = add nsw i64 %298, %64
  %300 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %299
  store i32 %17, i32* %300, align 4, !tbaa !8
  %301 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %299
  store i8 %63, i8* %301, align 1, !tbaa !5
  %302 = add nuw nsw i64 %298, 1
  %303 = add nsw i64 %302, %64
  %304 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %303
  store i32 %17, i32* %304, align 4, !tbaa !8
  %305 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %303
  store i8 %63, i8* %305, align 1, !tbaa !5
  %306 = add nuw nsw i64 %298, 2
  %307 = add nsw i64 %306, %64
  %308 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %307
  store i32 %17, i32* %308, align 4, !tbaa !8
  %309 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %307
  store i8 %63, i8* %309, align 1, !tbaa !5
  %310 = add nuw nsw i64 %298, 3
  %311 = add nsw i64 %310, %64
  %312 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %311
  store i32 %17, i32* %312, align 4, !tbaa !8
  %313 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %311
  store i8 %63, i8* %313, align 1, !tbaa !5
  %314 = add nuw nsw i64 %298, 4
  %315 = add nsw i64 %314, %64
  %316 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %315
  store i32 %17, i32* %316, align 4, !tbaa !8
  %317 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %315
  store i8 %63, i8* %317, align 1, !tbaa !5
  %318 = add nuw nsw i64 %298, 5
  %319 = add nsw i64 %318, %64
  %320 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %319
  store i32 %17, i32* %320, align 4, !tbaa !8
  %321 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %319
  store i8 %63, i8* %321, align 1, !tbaa !5
  %322 = add nuw nsw i64 %298, 6
  %323 = add nsw i64 %322, %64
  %324 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %323
  store i32 %17, i32* %324, align 4, !tbaa !8
  %325 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %323
  store i8 %63, i8* %325, align 1, !tbaa !5
  %326 = add nuw nsw i64 %298, 7
  %327 = add nsw i64 %326, %64
  %328 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %327
  store i32 %17, i32* %328, align 4, !tbaa !8
  %329 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %327
  store i8 %63, i8* %329, align 1, !tbaa !5
  %330 = add nuw nsw i64 %298, 8
  %331 = icmp eq i64 %330, %65
  br i1 %331, label %291, label %297, !llvm.loop !24
}

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #2 {
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
  call void @splat_i32(<4 x i32>* noundef nonnull %1, i32 noundef signext 7)
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
  %18 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef signext %14, i32 noundef signext %15, i32 noundef signext %16, i32 noundef signext %17)
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
  %43 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %21, i32 noundef signext %24, i32 noundef signext %27, i32 noundef signext %30, i32 noundef signext %33, i32 noundef signext %36, i32 noundef signext %39, i32 noundef signext %42)
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
  %56 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %46, i32 noundef signext %49, i32 noundef signext %52, i32 noundef signext %55)
  %57 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 0
  %58 = load i64, i64* %57, align 16
  %59 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 1
  %60 = load i64, i64* %59, align 8
  %61 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i64 noundef %58, i64 noundef %60)
  %62 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 0
  %63 = load float, float* %62, align 16
  %64 = fpext float %63 to double
  %65 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 1
  %66 = load float, float* %65, align 4
  %67 = fpext float %66 to double
  %68 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 2
  %69 = load float, float* %68, align 8
  %70 = fpext float %69 to double
  %71 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 3
  %72 = load float, float* %71, align 4
  %73 = fpext float %72 to double
  %74 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), double noundef %64, double noundef %67, double noundef %70, double noundef %73)
  %75 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %76 = extractelement <2 x double> %75, i64 0
  %77 = extractelement <2 x double> %75, i64 1
  %78 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %76, double noundef %77)
  %79 = load i32, i32* @check, align 4, !tbaa !8
  %80 = extractelement <4 x i32> %13, i64 0
  %81 = and i32 %80, 255
  %82 = xor i32 %79, %81
  %83 = mul i32 %82, 16777619
  %84 = bitcast <4 x i32> %13 to <16 x i8>
  %85 = extractelement <16 x i8> %84, i64 1
  %86 = zext i8 %85 to i32
  %87 = xor i32 %83, %86
  %88 = mul i32 %87, 16777619
  %89 = bitcast <4 x i32> %13 to <16 x i8>
  %90 = extractelement <16 x i8> %89, i64 2
  %91 = zext i8 %90 to i32
  %92 = xor i32 %88, %91
  %93 = mul i32 %92, 16777619
  %94 = bitcast <4 x i32> %13 to <16 x i8>
  %95 = extractelement <16 x i8> %94, i64 3
  %96 = zext i8 %95 to i32
  %97 = xor i32 %93, %96
  %98 = mul i32 %97, 16777619
  %99 = bitcast <4 x i32> %13 to <16 x i8>
  %100 = extractelement <16 x i8> %99, i64 4
  %101 = zext i8 %100 to i32
  %102 = xor i32 %98, %101
  %103 = mul i32 %102, 16777619
  %104 = bitcast <4 x i32> %13 to <16 x i8>
  %105 = extractelement <16 x i8> %104, i64 5
  %106 = zext i8 %105 to i32
  %107 = xor i32 %103, %106
  %108 = mul i32 %107, 16777619
  %109 = bitcast <4 x i32> %13 to <16 x i8>
  %110 = extractelement <16 x i8> %109, i64 6
  %111 = zext i8 %110 to i32
  %112 = xor i32 %108, %111
  %113 = mul i32 %112, 16777619
  %114 = getelementptr inbounds i8, i8* %7, i64 7
  %115 = load i8, i8* %114, align 1, !tbaa !5
  %116 = zext i8 %115 to i32
  %117 = xor i32 %113, %116
  %118 = mul i32 %117, 16777619
  %119 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 2
  %120 = bitcast i32* %119 to i8*
  %121 = load i8, i8* %120, align 8, !tbaa !5
  %122 = zext i8 %121 to i32
  %123 = xor i32 %118, %122
  %124 = mul i32 %123, 16777619
  %125 = getelementptr inbounds i8, i8* %7, i64 9
  %126 = load i8, i8* %125, align 1, !tbaa !5
  %127 = zext i8 %126 to i32
  %128 = xor i32 %124, %127
  %129 = mul i32 %128, 16777619
  %130 = getelementptr inbounds i8, i8* %7, i64 10
  %131 = load i8, i8* %130, align 2, !tbaa !5
  %132 = zext i8 %131 to i32
  %133 = xor i32 %129, %132
  %134 = mul i32 %133, 16777619
  %135 = getelementptr inbounds i8, i8* %7, i64 11
  %136 = load i8, i8* %135, align 1, !tbaa !5
  %137 = zext i8 %136 to i32
  %138 = xor i32 %134, %137
  %139 = mul i32 %138, 16777619
  %140 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 3
  %141 = bitcast i32* %140 to i8*
  %142 = load i8, i8* %141, align 4, !tbaa !5
  %143 = zext i8 %142 to i32
  %144 = xor i32 %139, %143
  %145 = mul i32 %144, 16777619
  %146 = getelementptr inbounds i8, i8* %7, i64 13
  %147 = load i8, i8* %146, align 1, !tbaa !5
  %148 = zext i8 %147 to i32
  %149 = xor i32 %145, %148
  %150 = mul i32 %149, 16777619
  %151 = getelementptr inbounds i8, i8* %7, i64 14
  %152 = load i8, i8* %151, align 2, !tbaa !5
  %153 = zext i8 %152 to i32
  %154 = xor i32 %150, %153
  %155 = mul i32 %154, 16777619
  %156 = getelementptr inbounds i8, i8* %7, i64 15
  %157 = load i8, i8* %156, align 1, !tbaa !5
  %158 = zext i8 %157 to i32
  %159 = xor i32 %155, %158
  %160 = mul i32 %159, 16777619
  %161 = load i8, i8* %8, align 16, !tbaa !5
  %162 = zext i8 %161 to i32
  %163 = xor i32 %160, %162
  %164 = mul i32 %163, 16777619
  %165 = getelementptr inbounds i8, i8* %8, i64 1
  %166 = load i8, i8* %165, align 1, !tbaa !5
  %167 = zext i8 %166 to i32
  %168 = xor i32 %164, %167
  %169 = mul i32 %168, 16777619
  %170 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 1
  %171 = bitcast i16* %170 to i8*
  %172 = load i8, i8* %171, align 2, !tbaa !5
  %173 = zext i8 %172 to i32
  %174 = xor i32 %169, %173
  %175 = mul i32 %174, 16777619
  %176 = getelementptr inbounds i8, i8* %8, i64 3
  %177 = load i8, i8* %176, align 1, !tbaa !5
  %178 = zext i8 %177 to i32
  %179 = xor i32 %175, %178
  %180 = mul i32 %179, 16777619
  %181 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 2
  %182 = bitcast i16* %181 to i8*
  %183 = load i8, i8* %182, align 4, !tbaa !5
  %184 = zext i8 %183 to i32
  %185 = xor i32 %180, %184
  %186 = mul i32 %185, 16777619
  %187 = getelementptr inbounds i8, i8* %8, i64 5
  %188 = load i8, i8* %187, align 1, !tbaa !5
  %189 = zext i8 %188 to i32
  %190 = xor i32 %186, %189
  %191 = mul i32 %190, 16777619
  %192 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 3
  %193 = bitcast i16* %192 to i8*
  %194 = load i8, i8* %193, align 2, !tbaa !5
  %195 = zext i8 %194 to i32
  %196 = xor i32 %191, %195
  %197 = mul i32 %196, 16777619
  %198 = getelementptr inbounds i8, i8* %8, i64 7
  %199 = load i8, i8* %198, align 1, !tbaa !5
  %200 = zext i8 %199 to i32
  %201 = xor i32 %197, %200
  %202 = mul i32 %201, 16777619
  %203 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 4
  %204 = bitcast i16* %203 to i8*
  %205 = load i8, i8* %204, align 8, !tbaa !5
  %206 = zext i8 %205 to i32
  %207 = xor i32 %202, %206
  %208 = mul i32 %207, 16777619
  %209 = getelementptr inbounds i8, i8* %8, i64 9
  %210 = load i8, i8* %209, align 1, !tbaa !5
  %211 = zext i8 %210 to i32
  %212 = xor i32 %208, %211
  %213 = mul i32 %212, 16777619
  %214 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 5
  %215 = bitcast i16* %214 to i8*
  %216 = load i8, i8* %215, align 2, !tbaa !5
  %217 = zext i8 %216 to i32
  %218 = xor i32 %213, %217
  %219 = mul i32 %218, 16777619
  %220 = getelementptr inbounds i8, i8* %8, i64 11
  %221 = load i8, i8* %220, align 1, !tbaa !5
  %222 = zext i8 %221 to i32
  %223 = xor i32 %219, %222
  %224 = mul i32 %223, 16777619
  %225 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 6
  %226 = bitcast i16* %225 to i8*
  %227 = load i8, i8* %226, align 4, !tbaa !5
  %228 = zext i8 %227 to i32
  %229 = xor i32 %224, %228
  %230 = mul i32 %229, 16777619
  %231 = getelementptr inbounds i8, i8* %8, i64 13
  %232 = load i8, i8* %231, align 1, !tbaa !5
  %233 = zext i8 %232 to i32
  %234 = xor i32 %230, %233
  %235 = mul i32 %234, 16777619
  %236 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 7
  %237 = bitcast i16* %236 to i8*
  %238 = load i8, i8* %237, align 2, !tbaa !5
  %239 = zext i8 %238 to i32
  %240 = xor i32 %235, %239
  %241 = mul i32 %240, 16777619
  %242 = getelementptr inbounds i8, i8* %8, i64 15
  %243 = load i8, i8* %242, align 1, !tbaa !5
  %244 = zext i8 %243 to i32
  %245 = xor i32 %241, %244
  %246 = mul i32 %245, 16777619
  %247 = load i8, i8* %9, align 16, !tbaa !5
  %248 = zext i8 %247 to i32
  %249 = xor i32 %246, %248
  %250 = mul i32 %249, 16777619
  %251 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 1
  %252 = load i8, i8* %251, align 1, !tbaa !5
  %253 = zext i8 %252 to i32
  %254 = xor i32 %250, %253
  %255 = mul i32 %254, 16777619
  %256 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 2
  %257 = load i8, i8* %256, align 2, !tbaa !5
  %258 = zext i8 %257 to i32
  %259 = xor i32 %255, %258
  %260 = mul i32 %259, 16777619
  %261 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 3
  %262 = load i8, i8* %261, align 1, !tbaa !5
  %263 = zext i8 %262 to i32
  %264 = xor i32 %260, %263
  %265 = mul i32 %264, 16777619
  %266 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 4
  %267 = load i8, i8* %266, align 4, !tbaa !5
  %268 = zext i8 %267 to i32
  %269 = xor i32 %265, %268
  %270 = mul i32 %269, 16777619
  %271 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 5
  %272 = load i8, i8* %271, align 1, !tbaa !5
  %273 = zext i8 %272 to i32
  %274 = xor i32 %270, %273
  %275 = mul i32 %274, 16777619
  %276 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 6
  %277 = load i8, i8* %276, align 2, !tbaa !5
  %278 = zext i8 %277 to i32
  %279 = xor i32 %275, %278
  %280 = mul i32 %279, 16777619
  %281 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 7
  %282 = load i8, i8* %281, align 1, !tbaa !5
  %283 = zext i8 %282 to i32
  %284 = xor i32 %280, %283
  %285 = mul i32 %284, 16777619
  %286 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 8
  %287 = load i8, i8* %286, align 8, !tbaa !5
  %288 = zext i8 %287 to i32
  %289 = xor i32 %285, %288
  %290 = mul i32 %289, 16777619
  %291 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 9
  %292 = load i8, i8* %291, align 1, !tbaa !5
  %293 = zext i8 %292 to i32
  %294 = xor i32 %290, %293
  %295 = mul i32 %294, 16777619
  %296 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 10
  %297 = load i8, i8* %296, align 2, !tbaa !5
  %298 = zext i8 %297 to i32
  %299 = xor i32 %295, %298
  %300 = mul i32 %299, 16777619
  %301 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 11
  %302 = load i8, i8* %301, align 1, !tbaa !5
  %303 = zext i8 %302 to i32
  %304 = xor i32 %300, %303
  %305 = mul i32 %304, 16777619
  %306 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 12
  %307 = load i8, i8* %306, align 4, !tbaa !5
  %308 = zext i8 %307 to i32
  %309 = xor i32 %305, %308
  %310 = mul i32 %309, 16777619
  %311 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 13
  %312 = load i8, i8* %311, align 1, !tbaa !5
  %313 = zext i8 %312 to i32
  %314 = xor i32 %310, %313
  %315 = mul i32 %314, 16777619
  %316 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 14
  %317 = load i8, i8* %316, align 2, !tbaa !5
  %318 = zext i8 %317 to i32
  %319 = xor i32 %315, %318
  %320 = mul i32 %319, 16777619
  %321 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 15
  %322 = load i8, i8* %321, align 1, !tbaa !5
  %323 = zext i8 %322 to i32
  %324 = xor i32 %320, %323
  %325 = mul i32 %324, 16777619
  %326 = load i8, i8* %10, align 16, !tbaa !5
  %327 = zext i8 %326 to i32
  %328 = xor i32 %325, %327
  %329 = mul i32 %328, 16777619
  %330 = getelementptr inbounds i8, i8* %10, i64 1
  %331 = load i8, i8* %330, align 1, !tbaa !5
  %332 = zext i8 %331 to i32
  %333 = xor i32 %329, %332
  %334 = mul i32 %333, 16777619
  %335 = getelementptr inbounds i8, i8* %10, i64 2
  %336 = load i8, i8* %335, align 2, !tbaa !5
  %337 = zext i8 %336 to i32
  %338 = xor i32 %334, %337
  %339 = mul i32 %338, 16777619
  %340 = getelementptr inbounds i8, i8* %10, i64 3
  %341 = load i8, i8* %340, align 1, !tbaa !5
  %342 = zext i8 %341 to i32
  %343 = xor i32 %339, %342
  %344 = mul i32 %343, 16777619
  %345 = getelementptr inbounds i8, i8* %10, i64 4
  %346 = load i8, i8* %345, align 4, !tbaa !5
  %347 = zext i8 %346 to i32
  %348 = xor i32 %344, %347
  %349 = mul i32 %348, 16777619
  %350 = getelementptr inbounds i8, i8* %10, i64 5
  %351 = load i8, i8* %350, align 1, !tbaa !5
  %352 = zext i8 %351 to i32
  %353 = xor i32 %349, %352
  %354 = mul i32 %353, 16777619
  %355 = getelementptr inbounds i8, i8* %10, i64 6
  %356 = load i8, i8* %355, align 2, !tbaa !5
  %357 = zext i8 %356 to i32
  %358 = xor i32 %354, %357
  %359 = mul i32 %358, 16777619
  %360 = getelementptr inbounds i8, i8* %10, i64 7
  %361 = load i8, i8* %360, align 1, !tbaa !5
  %362 = zext i8 %361 to i32
  %363 = xor i32 %359, %362
  %364 = mul i32 %363, 16777619
  %365 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 1
  %366 = bitcast i64* %365 to i8*
  %367 = load i8, i8* %366, align 8, !tbaa !5
  %368 = zext i8 %367 to i32
  %369 = xor i32 %364, %368
  %370 = mul i32 %369, 16777619
  %371 = getelementptr inbounds i8, i8* %10, i64 9
  %372 = load i8, i8* %371, align 1, !tbaa !5
  %373 = zext i8 %372 to i32
  %374 = xor i32 %370, %373
  %375 = mul i32 %374, 16777619
  %376 = getelementptr inbounds i8, i8* %10, i64 10
  %377 = load i8, i8* %376, align 2, !tbaa !5
  %378 = zext i8 %377 to i32
  %379 = xor i32 %375, %378
  %380 = mul i32 %379, 16777619
  %381 = getelementptr inbounds i8, i8* %10, i64 11
  %382 = load i8, i8* %381, align 1, !tbaa !5
  %383 = zext i8 %382 to i32
  %384 = xor i32 %380, %383
  %385 = mul i32 %384, 16777619
  %386 = getelementptr inbounds i8, i8* %10, i64 12
  %387 = load i8, i8* %386, align 4, !tbaa !5
  %388 = zext i8 %387 to i32
  %389 = xor i32 %385, %388
  %390 = mul i32 %389, 16777619
  %391 = getelementptr inbounds i8, i8* %10, i64 13
  %392 = load i8, i8* %391, align 1, !tbaa !5
  %393 = zext i8 %392 to i32
  %394 = xor i32 %390, %393
  %395 = mul i32 %394, 16777619
  %396 = getelementptr inbounds i8, i8* %10, i64 14
  %397 = load i8, i8* %396, align 2, !tbaa !5
  %398 = zext i8 %397 to i32
  %399 = xor i32 %395, %398
  %400 = mul i32 %399, 16777619
  %401 = getelementptr inbounds i8, i8* %10, i64 15
  %402 = load i8, i8* %401, align 1, !tbaa !5
  %403 = zext i8 %402 to i32
  %404 = xor i32 %400, %403
  %405 = mul i32 %404, 16777619
  %406 = load i8, i8* %11, align 16, !tbaa !5
  %407 = zext i8 %406 to i32
  %408 = xor i32 %405, %407
  %409 = mul i32 %408, 16777619
  %410 = getelementptr inbounds i8, i8* %11, i64 1
  %411 = load i8, i8* %410, align 1, !tbaa !5
  %412 = zext i8 %411 to i32
  %413 = xor i32 %409, %412
  %414 = mul i32 %413, 16777619
  %415 = getelementptr inbounds i8, i8* %11, i64 2
  %416 = load i8, i8* %415, align 2, !tbaa !5
  %417 = zext i8 %416 to i32
  %418 = xor i32 %414, %417
  %419 = mul i32 %418, 16777619
  %420 = getelementptr inbounds i8, i8* %11, i64 3
  %421 = load i8, i8* %420, align 1, !tbaa !5
  %422 = zext i8 %421 to i32
  %423 = xor i32 %419, %422
  %424 = mul i32 %423, 16777619
  %425 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 1
  %426 = bitcast float* %425 to i8*
  %427 = load i8, i8* %426, align 4, !tbaa !5
  %428 = zext i8 %427 to i32
  %429 = xor i32 %424, %428
  %430 = mul i32 %429, 16777619
  %431 = getelementptr inbounds i8, i8* %11, i64 5
  %432 = load i8, i8* %431, align 1, !tbaa !5
  %433 = zext i8 %432 to i32
  %434 = xor i32 %430, %433
  %435 = mul i32 %434, 16777619
  %436 = getelementptr inbounds i8, i8* %11, i64 6
  %437 = load i8, i8* %436, align 2, !tbaa !5
  %438 = zext i8 %437 to i32
  %439 = xor i32 %435, %438
  %440 = mul i32 %439, 16777619
  %441 = getelementptr inbounds i8, i8* %11, i64 7
  %442 = load i8, i8* %441, align 1, !tbaa !5
  %443 = zext i8 %442 to i32
  %444 = xor i32 %440, %443
  %445 = mul i32 %444, 16777619
  %446 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 2
  %447 = bitcast float* %446 to i8*
  %448 = load i8, i8* %447, align 8, !tbaa !5
  %449 = zext i8 %448 to i32
  %450 = xor i32 %445, %449
  %451 = mul i32 %450, 16777619
  %452 = getelementptr inbounds i8, i8* %11, i64 9
  %453 = load i8, i8* %452, align 1, !tbaa !5
  %454 = zext i8 %453 to i32
  %455 = xor i32 %451, %454
  %456 = mul i32 %455, 16777619
  %457 = getelementptr inbounds i8, i8* %11, i64 10
  %458 = load i8, i8* %457, align 2, !tbaa !5
  %459 = zext i8 %458 to i32
  %460 = xor i32 %456, %459
  %461 = mul i32 %460, 16777619
  %462 = getelementptr inbounds i8, i8* %11, i64 11
  %463 = load i8, i8* %462, align 1, !tbaa !5
  %464 = zext i8 %463 to i32
  %465 = xor i32 %461, %464
  %466 = mul i32 %465, 16777619
  %467 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 3
  %468 = bitcast float* %467 to i8*
  %469 = load i8, i8* %468, align 4, !tbaa !5
  %470 = zext i8 %469 to i32
  %471 = xor i32 %466, %470
  %472 = mul i32 %471, 16777619
  %473 = getelementptr inbounds i8, i8* %11, i64 13
  %474 = load i8, i8* %473, align 1, !tbaa !5
  %475 = zext i8 %474 to i32
  %476 = xor i32 %472, %475
  %477 = mul i32 %476, 16777619
  %478 = getelementptr inbounds i8, i8* %11, i64 14
  %479 = load i8, i8* %478, align 2, !tbaa !5
  %480 = zext i8 %479 to i32
  %481 = xor i32 %477, %480
  %482 = mul i32 %481, 16777619
  %483 = getelementptr inbounds i8, i8* %11, i64 15
  %484 = load i8, i8* %483, align 1, !tbaa !5
  %485 = zext i8 %484 to i32
  %486 = xor i32 %482, %485
  %487 = mul i32 %486, 16777619
  %488 = load i8, i8* %12, align 16, !tbaa !5
  %489 = zext i8 %488 to i32
  %490 = xor i32 %487, %489
  %491 = mul i32 %490, 16777619
  %492 = getelementptr inbounds i8, i8* %12, i64 1
  %493 = load i8, i8* %492, align 1, !tbaa !5
  %494 = zext i8 %493 to i32
  %495 = xor i32 %491, %494
  %496 = mul i32 %495, 16777619
  %497 = getelementptr inbounds i8, i8* %12, i64 2
  %498 = load i8, i8* %497, align 2, !tbaa !5
  %499 = zext i8 %498 to i32
  %500 = xor i32 %496, %499
  %501 = mul i32 %500, 16777619
  %502 = getelementptr inbounds i8, i8* %12, i64 3
  %503 = load i8, i8* %502, align 1, !tbaa !5
  %504 = zext i8 %503 to i32
  %505 = xor i32 %501, %504
  %506 = mul i32 %505, 16777619
  %507 = getelementptr inbounds i8, i8* %12, i64 4
  %508 = load i8, i8* %507, align 4, !tbaa !5
  %509 = zext i8 %508 to i32
  %510 = xor i32 %506, %509
  %511 = mul i32 %510, 16777619
  %512 = getelementptr inbounds i8, i8* %12, i64 5
  %513 = load i8, i8* %512, align 1, !tbaa !5
  %514 = zext i8 %513 to i32
  %515 = xor i32 %511, %514
  %516 = mul i32 %515, 16777619
  %517 = getelementptr inbounds i8, i8* %12, i64 6
  %518 = load i8, i8* %517, align 2, !tbaa !5
  %519 = zext i8 %518 to i32
  %520 = xor i32 %516, %519
  %521 = mul i32 %520, 16777619
  %522 = getelementptr inbounds i8, i8* %12, i64 7
  %523 = load i8, i8* %522, align 1, !tbaa !5
  %524 = zext i8 %523 to i32
  %525 = xor i32 %521, %524
  %526 = mul i32 %525, 16777619
  %527 = getelementptr inbounds <2 x double>, <2 x double>* %6, i64 0, i64 1
  %528 = bitcast double* %527 to i8*
  %529 = load i8, i8* %528, align 8, !tbaa !5
  %530 = zext i8 %529 to i32
  %531 = xor i32 %526, %530
  %532 = mul i32 %531, 16777619
  %533 = getelementptr inbounds i8, i8* %12, i64 9
  %534 = load i8, i8* %533, align 1, !tbaa !5
  %535 = zext i8 %534 to i32
  %536 = xor i32 %532, %535
  %537 = mul i32 %536, 16777619
  %538 = getelementptr inbounds i8, i8* %12, i64 10
  %539 = load i8, i8* %538, align 2, !tbaa !5
  %540 = zext i8 %539 to i32
  %541 = xor i32 %537, %540
  %542 = mul i32 %541, 16777619
  %543 = getelementptr inbounds i8, i8* %12, i64 11
  %544 = load i8, i8* %543, align 1, !tbaa !5
  %545 = zext i8 %544 to i32
  %546 = xor i32 %542, %545
  %547 = mul i32 %546, 16777619
  %548 = getelementptr inbounds i8, i8* %12, i64 12
  %549 = load i8, i8* %548, align 4, !tbaa !5
  %550 = zext i8 %549 to i32
  %551 = xor i32 %547, %550
  %552 = mul i32 %551, 16777619
  %553 = getelementptr inbounds i8, i8* %12, i64 13
  %554 = load i8, i8* %553, align 1, !tbaa !5
  %555 = zext i8 %554 to i32
  %556 = xor i32 %552, %555
  %557 = mul i32 %556, 16777619
  %558 = getelementptr inbounds i8, i8* %12, i64 14
  %559 = load i8, i8* %558, align 2, !tbaa !5
  %560 = zext i8 %559 to i32
  %561 = xor i32 %557, %560
  %562 = mul i32 %561, 16777619
  %563 = getelementptr inbounds i8, i8* %12, i64 15
  %564 = load i8, i8* %563, align 1, !tbaa !5
  %565 = zext i8 %564 to i32
  %566 = xor i32 %562, %565
  %567 = mul i32 %566, 16777619
  store i32 %567, i32* @check, align 4, !tbaa !8
  call void @build_i32(<4 x i32>* noundef nonnull %1, i32 noundef signext 1, i32 noundef signext 20, i32 noundef signext 300, i32 noundef signext 4000)
  call void @build_f64(<2 x double>* noundef nonnull %6, double noundef 3.000000e+00, double noundef -5.000000e-01)
  %568 = load <4 x i32>, <4 x i32>* %1, align 16, !tbaa !5
  %569 = extractelement <4 x i32> %568, i64 0
  %570 = extractelement <4 x i32> %568, i64 1
  %571 = extractelement <4 x i32> %568, i64 2
  %572 = extractelement <4 x i32> %568, i64 3
  %573 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %574 = extractelement <2 x double> %573, i64 0
  %575 = extractelement <2 x double> %573, i64 1
  %576 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %569, i32 noundef signext %570, i32 noundef signext %571, i32 noundef signext %572, double noundef %574, double noundef %575)
  %577 = load i32, i32* @check, align 4, !tbaa !8
  %578 = extractelement <4 x i32> %568, i64 0
  %579 = and i32 %578, 255
  %580 = xor i32 %577, %579
  %581 = mul i32 %580, 16777619
  %582 = bitcast <4 x i32> %568 to <16 x i8>
  %583 = extractelement <16 x i8> %582, i64 1
  %584 = zext i8 %583 to i32
  %585 = xor i32 %581, %584
  %586 = mul i32 %585, 16777619
  %587 = bitcast <4 x i32> %568 to <16 x i8>
  %588 = extractelement <16 x i8> %587, i64 2
  %589 = zext i8 %588 to i32
  %590 = xor i32 %586, %589
  %591 = mul i32 %590, 16777619
  %592 = bitcast <4 x i32> %568 to <16 x i8>
  %593 = extractelement <16 x i8> %592, i64 3
  %594 = zext i8 %593 to i32
  %595 = xor i32 %591, %594
  %596 = mul i32 %595, 16777619
  %597 = bitcast <4 x i32> %568 to <16 x i8>
  %598 = extractelement <16 x i8> %597, i64 4
  %599 = zext i8 %598 to i32
  %600 = xor i32 %596, %599
  %601 = mul i32 %600, 16777619
  %602 = bitcast <4 x i32> %568 to <16 x i8>
  %603 = extractelement <16 x i8> %602, i64 5
  %604 = zext i8 %603 to i32
  %605 = xor i32 %601, %604
  %606 = mul i32 %605, 16777619
  %607 = bitcast <4 x i32> %568 to <16 x i8>
  %608 = extractelement <16 x i8> %607, i64 6
  %609 = zext i8 %608 to i32
  %610 = xor i32 %606, %609
  %611 = mul i32 %610, 16777619
  %612 = bitcast <4 x i32> %568 to <16 x i8>
  %613 = extractelement <16 x i8> %612, i64 7
  %614 = zext i8 %613 to i32
  %615 = xor i32 %611, %614
  %616 = mul i32 %615, 16777619
  %617 = bitcast <4 x i32> %568 to <16 x i8>
  %618 = extractelement <16 x i8> %617, i64 8
  %619 = zext i8 %618 to i32
  %620 = xor i32 %616, %619
  %621 = mul i32 %620, 16777619
  %622 = bitcast <4 x i32> %568 to <16 x i8>
  %623 = extractelement <16 x i8> %622, i64 9
  %624 = zext i8 %623 to i32
  %625 = xor i32 %621, %624
  %626 = mul i32 %625, 16777619
  %627 = bitcast <4 x i32> %568 to <16 x i8>
  %628 = extractelement <16 x i8> %627, i64 10
  %629 = zext i8 %628 to i32
  %630 = xor i32 %626, %629
  %631 = mul i32 %630, 16777619
  %632 = bitcast <4 x i32> %568 to <16 x i8>
  %633 = extractelement <16 x i8> %632, i64 11
  %634 = zext i8 %633 to i32
  %635 = xor i32 %631, %634
  %636 = mul i32 %635, 16777619
  %637 = bitcast <4 x i32> %568 to <16 x i8>
  %638 = extractelement <16 x i8> %637, i64 12
  %639 = zext i8 %638 to i32
  %640 = xor i32 %636, %639
  %641 = mul i32 %640, 16777619
  %642 = bitcast <4 x i32> %568 to <16 x i8>
  %643 = extractelement <16 x i8> %642, i64 13
  %644 = zext i8 %643 to i32
  %645 = xor i32 %641, %644
  %646 = mul i32 %645, 16777619
  %647 = bitcast <4 x i32> %568 to <16 x i8>
  %648 = extractelement <16 x i8> %647, i64 14
  %649 = zext i8 %648 to i32
  %650 = xor i32 %646, %649
  %651 = mul i32 %650, 16777619
  %652 = bitcast <4 x i32> %568 to <16 x i8>
  %653 = extractelement <16 x i8> %652, i64 15
  %654 = zext i8 %653 to i32
  %655 = xor i32 %651, %654
  %656 = mul i32 %655, 16777619
  %657 = load i8, i8* %12, align 16, !tbaa !5
  %658 = zext i8 %657 to i32
  %659 = xor i32 %656, %658
  %660 = mul i32 %659, 16777619
  %661 = load i8, i8* %492, align 1, !tbaa !5
  %662 = zext i8 %661 to i32
  %663 = xor i32 %660, %662
  %664 = mul i32 %663, 16777619
  %665 = load i8, i8* %497, align 2, !tbaa !5
  %666 = zext i8 %665 to i32
  %667 = xor i32 %664, %666
  %668 = mul i32 %667, 16777619
  %669 = load i8, i8* %502, align 1, !tbaa !5
  %670 = zext i8 %669 to i32
  %671 = xor i32 %668, %670
  %672 = mul i32 %671, 16777619
  %673 = load i8, i8* %507, align 4, !tbaa !5
  %674 = zext i8 %673 to i32
  %675 = xor i32 %672, %674
  %676 = mul i32 %675, 16777619
  %677 = load i8, i8* %512, align 1, !tbaa !5
  %678 = zext i8 %677 to i32
  %679 = xor i32 %676, %678
  %680 = mul i32 %679, 16777619
  %681 = load i8, i8* %517, align 2, !tbaa !5
  %682 = zext i8 %681 to i32
  %683 = xor i32 %680, %682
  %684 = mul i32 %683, 16777619
  %685 = load i8, i8* %522, align 1, !tbaa !5
  %686 = zext i8 %685 to i32
  %687 = xor i32 %684, %686
  %688 = mul i32 %687, 16777619
  %689 = load i8, i8* %528, align 8, !tbaa !5
  %690 = zext i8 %689 to i32
  %691 = xor i32 %688, %690
  %692 = mul i32 %691, 16777619
  %693 = load i8, i8* %533, align 1, !tbaa !5
  %694 = zext i8 %693 to i32
  %695 = xor i32 %692, %694
  %696 = mul i32 %695, 16777619
  %697 = load i8, i8* %538, align 2, !tbaa !5
  %698 = zext i8 %697 to i32
  %699 = xor i32 %696, %698
  %700 = mul i32 %699, 16777619
  %701 = load i8, i8* %543, align 1, !tbaa !5
  %702 = zext i8 %701 to i32
  %703 = xor i32 %700, %702
  %704 = mul i32 %703, 16777619
  %705 = load i8, i8* %548, align 4, !tbaa !5
  %706 = zext i8 %705 to i32
  %707 = xor i32 %704, %706
  %708 = mul i32 %707, 16777619
  %709 = load i8, i8* %553, align 1, !tbaa !5
  %710 = zext i8 %709 to i32
  %711 = xor i32 %708, %710
  %712 = mul i32 %711, 16777619
  %713 = load i8, i8* %558, align 2, !tbaa !5
  %714 = zext i8 %713 to i32
  %715 = xor i32 %712, %714
  %716 = mul i32 %715, 16777619
  %717 = load i8, i8* %563, align 1, !tbaa !5
  %718 = zext i8 %717 to i32
  %719 = xor i32 %716, %718
  %720 = mul i32 %719, 16777619
  store i32 %720, i32* @check, align 4, !tbaa !8
  tail call void @fill(%struct.table* noundef nonnull @main.t, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @main.counts, i64 0, i64 0), i32 noundef signext 17)
  br label %832

721:                                              ; preds = %832
  %722 = load i32, i32* @check, align 4, !tbaa !8
  br label %723

723:                                              ; preds = %723, %721
  %724 = phi i64 [ 0, %721 ], [ %773, %723 ]
  %725 = phi i32 [ %722, %721 ], [ %772, %723 ]
  %726 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %724
  %727 = load i8, i8* %726, align 8, !tbaa !5
  %728 = zext i8 %727 to i32
  %729 = xor i32 %725, %728
  %730 = mul i32 %729, 16777619
  %731 = or i64 %724, 1
  %732 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %731
  %733 = load i8, i8* %732, align 1, !tbaa !5
  %734 = zext i8 %733 to i32
  %735 = xor i32 %730, %734
  %736 = mul i32 %735, 16777619
  %737 = or i64 %724, 2
  %738 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %737
  %739 = load i8, i8* %738, align 2, !tbaa !5
  %740 = zext i8 %739 to i32
  %741 = xor i32 %736, %740
  %742 = mul i32 %741, 16777619
  %743 = or i64 %724, 3
  %744 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %743
  %745 = load i8, i8* %744, align 1, !tbaa !5
  %746 = zext i8 %745 to i32
  %747 = xor i32 %742, %746
  %748 = mul i32 %747, 16777619
  %749 = or i64 %724, 4
  %750 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %749
  %751 = load i8, i8* %750, align 4, !tbaa !5
  %752 = zext i8 %751 to i32
  %753 = xor i32 %748, %752
  %754 = mul i32 %753, 16777619
  %755 = or i64 %724, 5
  %756 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %755
  %757 = load i8, i8* %756, align 1, !tbaa !5
  %758 = zext i8 %757 to i32
  %759 = xor i32 %754, %758
  %760 = mul i32 %759, 16777619
  %761 = or i64 %724, 6
  %762 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %761
  %763 = load i8, i8* %762, align 2, !tbaa !5
  %764 = zext i8 %763 to i32
  %765 = xor i32 %760, %764
  %766 = mul i32 %765, 16777619
  %767 = or i64 %724, 7
  %768 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %767
  %769 = load i8, i8* %768, align 1, !tbaa !5
  %770 = zext i8 %769 to i32
  %771 = xor i32 %766, %770
  %772 = mul i32 %771, 16777619
  %773 = add nuw nsw i64 %724, 8
  %774 = icmp eq i64 %773, 2048
  br i1 %774, label %775, label %723, !llvm.loop !25

775:                                              ; preds = %723, %775
  %776 = phi i64 [ %825, %775 ], [ 0, %723 ]
  %777 = phi i32 [ %824, %775 ], [ %772, %723 ]
  %778 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %776
  %779 = load i8, i8* %778, align 8, !tbaa !5
  %780 = zext i8 %779 to i32
  %781 = xor i32 %777, %780
  %782 = mul i32 %781, 16777619
  %783 = or i64 %776, 1
  %784 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %783
  %785 = load i8, i8* %784, align 1, !tbaa !5
  %786 = zext i8 %785 to i32
  %787 = xor i32 %782, %786
  %788 = mul i32 %787, 16777619
  %789 = or i64 %776, 2
  %790 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %789
  %791 = load i8, i8* %790, align 2, !tbaa !5
  %792 = zext i8 %791 to i32
  %793 = xor i32 %788, %792
  %794 = mul i32 %793, 16777619
  %795 = or i64 %776, 3
  %796 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %795
  %797 = load i8, i8* %796, align 1, !tbaa !5
  %798 = zext i8 %797 to i32
  %799 = xor i32 %794, %798
  %800 = mul i32 %799, 16777619
  %801 = or i64 %776, 4
  %802 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %801
  %803 = load i8, i8* %802, align 4, !tbaa !5
  %804 = zext i8 %803 to i32
  %805 = xor i32 %800, %804
  %806 = mul i32 %805, 16777619
  %807 = or i64 %776, 5
  %808 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %807
  %809 = load i8, i8* %808, align 1, !tbaa !5
  %810 = zext i8 %809 to i32
  %811 = xor i32 %806, %810
  %812 = mul i32 %811, 16777619
  %813 = or i64 %776, 6
  %814 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %813
  %815 = load i8, i8* %814, align 2, !tbaa !5
  %816 = zext i8 %815 to i32
  %817 = xor i32 %812, %816
  %818 = mul i32 %817, 16777619
  %819 = or i64 %776, 7
  %820 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %819
  %821 = load i8, i8* %820, align 1, !tbaa !5
  %822 = zext i8 %821 to i32
  %823 = xor i32 %818, %822
  %824 = mul i32 %823, 16777619
  %825 = add nuw nsw i64 %776, 8
  %826 = icmp eq i64 %825, 512
  br i1 %826, label %827, label %775, !llvm.loop !25

827:                                              ; preds = %775
  store i32 %824, i32* @check, align 4, !tbaa !8
  %828 = load volatile i32, i32* @calls, align 4, !tbaa !8
  %829 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %828, i32 noundef zeroext %824)
  %830 = load i32, i32* @check, align 4, !tbaa !8
  %831 = and i32 %830, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #4
  ret i32 %831

832:                                              ; preds = %0, %832
  %833 = phi i64 [ 1, %0 ], [ %842, %832 ]
  %834 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 2, i64 %833
  %835 = load i64, i64* %834, align 8, !tbaa !10
  %836 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 3, i64 %833
  %837 = load i64, i64* %836, align 8, !tbaa !10
  %838 = and i64 %833, 7
  %839 = icmp eq i64 %838, 0
  %840 = select i1 %839, i32 10, i32 32
  %841 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i64 noundef %835, i64 noundef %837, i32 noundef signext %840)
  %842 = add nuw nsw i64 %833, 1
  %843 = icmp eq i64 %842, 17
  br i1 %843, label %721, label %832, !llvm.loop !26
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13, !20}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
