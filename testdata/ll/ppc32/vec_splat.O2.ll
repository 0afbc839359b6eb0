; ModuleID = 'c/vec_splat.c'
source_filename = "c/vec_splat.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.table = type { [512 x i32], [512 x i8], [20 x i32], [20 x i32] }

@.str = private unnamed_addr constant [18 x i8] c"i32: %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"i16: %d %d %d %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"i64: %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"f32: %g %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"f64: %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"build: %d %d %d %d %g %g\0A\00", align 1
@main.counts = internal constant [17 x i8] c"\00\00\02\01\03\03\02\04\03\05\05\04\04\00\00\01\09", align 1
@main.t = internal global %struct.table zeroinitializer, align 4
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
  br i1 %4, label %6, label %5

5:                                                ; preds = %18, %3
  ret void

6:                                                ; preds = %3, %18
  %7 = phi i32 [ %22, %18 ], [ 1, %3 ]
  %8 = phi i32 [ %19, %18 ], [ 0, %3 ]
  %9 = getelementptr inbounds %struct.table, %struct.table* %0, i32 0, i32 2, i32 %7
  store i32 %8, i32* %9, align 4, !tbaa !10
  %10 = getelementptr inbounds i8, i8* %1, i32 %7
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %6
  %14 = urem i32 %7, 9
  %15 = sub nuw nsw i32 9, %14
  %16 = shl nuw nsw i32 1, %15
  %17 = mul nsw i32 %7, 31
  br label %24

18:                                               ; preds = %35, %6
  %19 = phi i32 [ %8, %6 ], [ %36, %35 ]
  %20 = add nsw i32 %19, -1
  %21 = getelementptr inbounds %struct.table, %struct.table* %0, i32 0, i32 3, i32 %7
  store i32 %20, i32* %21, align 4, !tbaa !10
  %22 = add nuw nsw i32 %7, 1
  %23 = icmp eq i32 %22, %2
  br i1 %23, label %5, label %6, !llvm.loop !12

24:                                               ; preds = %13, %35
  %25 = phi i32 [ 0, %13 ], [ %37, %35 ]
  %26 = phi i32 [ %8, %13 ], [ %36, %35 ]
  %27 = add nsw i32 %26, %16
  %28 = icmp sgt i32 %27, 512
  %29 = sub nsw i32 512, %26
  %30 = select i1 %28, i32 %29, i32 %16
  %31 = icmp sgt i32 %30, 0
  br i1 %31, label %32, label %35

32:                                               ; preds = %24
  %33 = add nuw nsw i32 %25, %17
  %34 = trunc i32 %33 to i8
  br label %41

35:                                               ; preds = %41, %24
  %36 = add nsw i32 %30, %26
  tail call fastcc void @clobber()
  %37 = add nuw nsw i32 %25, 1
  %38 = load i8, i8* %10, align 1, !tbaa !5
  %39 = zext i8 %38 to i32
  %40 = icmp ult i32 %37, %39
  br i1 %40, label %24, label %18, !llvm.loop !14

41:                                               ; preds = %32, %41
  %42 = phi i32 [ 0, %32 ], [ %46, %41 ]
  %43 = add nsw i32 %42, %26
  %44 = getelementptr inbounds %struct.table, %struct.table* %0, i32 0, i32 0, i32 %43
  store i32 %7, i32* %44, align 4, !tbaa !8
  %45 = getelementptr inbounds %struct.table, %struct.table* %0, i32 0, i32 1, i32 %43
  store i8 %34, i8* %45, align 1, !tbaa !5
  %46 = add nuw nsw i32 %42, 1
  %47 = icmp eq i32 %46, %30
  br i1 %47, label %35, label %41, !llvm.loop !15
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
  %9 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 0
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
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %19 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 0
  %20 = load i16, i16* %19, align 16
  %21 = sext i16 %20 to i32
  %22 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 1
  %23 = load i16, i16* %22, align 2
  %24 = sext i16 %23 to i32
  %25 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 2
  %26 = load i16, i16* %25, align 4
  %27 = sext i16 %26 to i32
  %28 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 3
  %29 = load i16, i16* %28, align 2
  %30 = sext i16 %29 to i32
  %31 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 4
  %32 = load i16, i16* %31, align 8
  %33 = sext i16 %32 to i32
  %34 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 5
  %35 = load i16, i16* %34, align 2
  %36 = sext i16 %35 to i32
  %37 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 6
  %38 = load i16, i16* %37, align 4
  %39 = sext i16 %38 to i32
  %40 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 7
  %41 = load i16, i16* %40, align 2
  %42 = sext i16 %41 to i32
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i32 noundef %21, i32 noundef %24, i32 noundef %27, i32 noundef %30, i32 noundef %33, i32 noundef %36, i32 noundef %39, i32 noundef %42)
  %44 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 0
  %45 = load i8, i8* %44, align 16
  %46 = sext i8 %45 to i32
  %47 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 5
  %48 = load i8, i8* %47, align 1
  %49 = sext i8 %48 to i32
  %50 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 10
  %51 = load i8, i8* %50, align 2
  %52 = sext i8 %51 to i32
  %53 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 15
  %54 = load i8, i8* %53, align 1
  %55 = sext i8 %54 to i32
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %46, i32 noundef %49, i32 noundef %52, i32 noundef %55)
  %57 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i32 0, i32 0
  %58 = load i64, i64* %57, align 16
  %59 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i32 0, i32 1
  %60 = load i64, i64* %59, align 8
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i64 noundef %58, i64 noundef %60)
  %62 = load <4 x float>, <4 x float>* %5, align 16, !tbaa !5
  %63 = extractelement <4 x float> %62, i64 0
  %64 = fpext float %63 to double
  %65 = extractelement <4 x float> %62, i64 1
  %66 = fpext float %65 to double
  %67 = extractelement <4 x float> %62, i64 2
  %68 = fpext float %67 to double
  %69 = extractelement <4 x float> %62, i64 3
  %70 = fpext float %69 to double
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), double noundef %64, double noundef %66, double noundef %68, double noundef %70)
  %72 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %73 = extractelement <2 x double> %72, i64 0
  %74 = extractelement <2 x double> %72, i64 1
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), double noundef %73, double noundef %74)
  %76 = load i32, i32* @check, align 4, !tbaa !8
  %77 = bitcast <4 x i32> %13 to <16 x i8>
  %78 = extractelement <16 x i8> %77, i64 0
  %79 = zext i8 %78 to i32
  %80 = xor i32 %76, %79
  %81 = mul i32 %80, 16777619
  %82 = bitcast <4 x i32> %13 to <16 x i8>
  %83 = extractelement <16 x i8> %82, i64 1
  %84 = zext i8 %83 to i32
  %85 = xor i32 %81, %84
  %86 = mul i32 %85, 16777619
  %87 = bitcast <4 x i32> %13 to <16 x i8>
  %88 = extractelement <16 x i8> %87, i64 2
  %89 = zext i8 %88 to i32
  %90 = xor i32 %86, %89
  %91 = mul i32 %90, 16777619
  %92 = bitcast <4 x i32> %13 to <16 x i8>
  %93 = extractelement <16 x i8> %92, i64 3
  %94 = zext i8 %93 to i32
  %95 = xor i32 %91, %94
  %96 = mul i32 %95, 16777619
  %97 = bitcast <4 x i32> %13 to <16 x i8>
  %98 = extractelement <16 x i8> %97, i64 4
  %99 = zext i8 %98 to i32
  %100 = xor i32 %96, %99
  %101 = mul i32 %100, 16777619
  %102 = bitcast <4 x i32> %13 to <16 x i8>
  %103 = extractelement <16 x i8> %102, i64 5
  %104 = zext i8 %103 to i32
  %105 = xor i32 %101, %104
  %106 = mul i32 %105, 16777619
  %107 = bitcast <4 x i32> %13 to <16 x i8>
  %108 = extractelement <16 x i8> %107, i64 6
  %109 = zext i8 %108 to i32
  %110 = xor i32 %106, %109
  %111 = mul i32 %110, 16777619
  %112 = getelementptr inbounds i8, i8* %7, i32 7
  %113 = load i8, i8* %112, align 1, !tbaa !5
  %114 = zext i8 %113 to i32
  %115 = xor i32 %111, %114
  %116 = mul i32 %115, 16777619
  %117 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i32 0, i32 2
  %118 = bitcast i32* %117 to i8*
  %119 = load i8, i8* %118, align 8, !tbaa !5
  %120 = zext i8 %119 to i32
  %121 = xor i32 %116, %120
  %122 = mul i32 %121, 16777619
  %123 = getelementptr inbounds i8, i8* %7, i32 9
  %124 = load i8, i8* %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = xor i32 %122, %125
  %127 = mul i32 %126, 16777619
  %128 = getelementptr inbounds i8, i8* %7, i32 10
  %129 = load i8, i8* %128, align 2, !tbaa !5
  %130 = zext i8 %129 to i32
  %131 = xor i32 %127, %130
  %132 = mul i32 %131, 16777619
  %133 = getelementptr inbounds i8, i8* %7, i32 11
  %134 = load i8, i8* %133, align 1, !tbaa !5
  %135 = zext i8 %134 to i32
  %136 = xor i32 %132, %135
  %137 = mul i32 %136, 16777619
  %138 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i32 0, i32 3
  %139 = bitcast i32* %138 to i8*
  %140 = load i8, i8* %139, align 4, !tbaa !5
  %141 = zext i8 %140 to i32
  %142 = xor i32 %137, %141
  %143 = mul i32 %142, 16777619
  %144 = getelementptr inbounds i8, i8* %7, i32 13
  %145 = load i8, i8* %144, align 1, !tbaa !5
  %146 = zext i8 %145 to i32
  %147 = xor i32 %143, %146
  %148 = mul i32 %147, 16777619
  %149 = getelementptr inbounds i8, i8* %7, i32 14
  %150 = load i8, i8* %149, align 2, !tbaa !5
  %151 = zext i8 %150 to i32
  %152 = xor i32 %148, %151
  %153 = mul i32 %152, 16777619
  %154 = getelementptr inbounds i8, i8* %7, i32 15
  %155 = load i8, i8* %154, align 1, !tbaa !5
  %156 = zext i8 %155 to i32
  %157 = xor i32 %153, %156
  %158 = mul i32 %157, 16777619
  %159 = load i8, i8* %8, align 16, !tbaa !5
  %160 = zext i8 %159 to i32
  %161 = xor i32 %158, %160
  %162 = mul i32 %161, 16777619
  %163 = getelementptr inbounds i8, i8* %8, i32 1
  %164 = load i8, i8* %163, align 1, !tbaa !5
  %165 = zext i8 %164 to i32
  %166 = xor i32 %162, %165
  %167 = mul i32 %166, 16777619
  %168 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 1
  %169 = bitcast i16* %168 to i8*
  %170 = load i8, i8* %169, align 2, !tbaa !5
  %171 = zext i8 %170 to i32
  %172 = xor i32 %167, %171
  %173 = mul i32 %172, 16777619
  %174 = getelementptr inbounds i8, i8* %8, i32 3
  %175 = load i8, i8* %174, align 1, !tbaa !5
  %176 = zext i8 %175 to i32
  %177 = xor i32 %173, %176
  %178 = mul i32 %177, 16777619
  %179 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 2
  %180 = bitcast i16* %179 to i8*
  %181 = load i8, i8* %180, align 4, !tbaa !5
  %182 = zext i8 %181 to i32
  %183 = xor i32 %178, %182
  %184 = mul i32 %183, 16777619
  %185 = getelementptr inbounds i8, i8* %8, i32 5
  %186 = load i8, i8* %185, align 1, !tbaa !5
  %187 = zext i8 %186 to i32
  %188 = xor i32 %184, %187
  %189 = mul i32 %188, 16777619
  %190 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 3
  %191 = bitcast i16* %190 to i8*
  %192 = load i8, i8* %191, align 2, !tbaa !5
  %193 = zext i8 %192 to i32
  %194 = xor i32 %189, %193
  %195 = mul i32 %194, 16777619
  %196 = getelementptr inbounds i8, i8* %8, i32 7
  %197 = load i8, i8* %196, align 1, !tbaa !5
  %198 = zext i8 %197 to i32
  %199 = xor i32 %195, %198
  %200 = mul i32 %199, 16777619
  %201 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 4
  %202 = bitcast i16* %201 to i8*
  %203 = load i8, i8* %202, align 8, !tbaa !5
  %204 = zext i8 %203 to i32
  %205 = xor i32 %200, %204
  %206 = mul i32 %205, 16777619
  %207 = getelementptr inbounds i8, i8* %8, i32 9
  %208 = load i8, i8* %207, align 1, !tbaa !5
  %209 = zext i8 %208 to i32
  %210 = xor i32 %206, %209
  %211 = mul i32 %210, 16777619
  %212 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 5
  %213 = bitcast i16* %212 to i8*
  %214 = load i8, i8* %213, align 2, !tbaa !5
  %215 = zext i8 %214 to i32
  %216 = xor i32 %211, %215
  %217 = mul i32 %216, 16777619
  %218 = getelementptr inbounds i8, i8* %8, i32 11
  %219 = load i8, i8* %218, align 1, !tbaa !5
  %220 = zext i8 %219 to i32
  %221 = xor i32 %217, %220
  %222 = mul i32 %221, 16777619
  %223 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 6
  %224 = bitcast i16* %223 to i8*
  %225 = load i8, i8* %224, align 4, !tbaa !5
  %226 = zext i8 %225 to i32
  %227 = xor i32 %222, %226
  %228 = mul i32 %227, 16777619
  %229 = getelementptr inbounds i8, i8* %8, i32 13
  %230 = load i8, i8* %229, align 1, !tbaa !5
  %231 = zext i8 %230 to i32
  %232 = xor i32 %228, %231
  %233 = mul i32 %232, 16777619
  %234 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 7
  %235 = bitcast i16* %234 to i8*
  %236 = load i8, i8* %235, align 2, !tbaa !5
  %237 = zext i8 %236 to i32
  %238 = xor i32 %233, %237
  %239 = mul i32 %238, 16777619
  %240 = getelementptr inbounds i8, i8* %8, i32 15
  %241 = load i8, i8* %240, align 1, !tbaa !5
  %242 = zext i8 %241 to i32
  %243 = xor i32 %239, %242
  %244 = mul i32 %243, 16777619
  %245 = load i8, i8* %9, align 16, !tbaa !5
  %246 = zext i8 %245 to i32
  %247 = xor i32 %244, %246
  %248 = mul i32 %247, 16777619
  %249 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 1
  %250 = load i8, i8* %249, align 1, !tbaa !5
  %251 = zext i8 %250 to i32
  %252 = xor i32 %248, %251
  %253 = mul i32 %252, 16777619
  %254 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 2
  %255 = load i8, i8* %254, align 2, !tbaa !5
  %256 = zext i8 %255 to i32
  %257 = xor i32 %253, %256
  %258 = mul i32 %257, 16777619
  %259 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 3
  %260 = load i8, i8* %259, align 1, !tbaa !5
  %261 = zext i8 %260 to i32
  %262 = xor i32 %258, %261
  %263 = mul i32 %262, 16777619
  %264 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 4
  %265 = load i8, i8* %264, align 4, !tbaa !5
  %266 = zext i8 %265 to i32
  %267 = xor i32 %263, %266
  %268 = mul i32 %267, 16777619
  %269 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 5
  %270 = load i8, i8* %269, align 1, !tbaa !5
  %271 = zext i8 %270 to i32
  %272 = xor i32 %268, %271
  %273 = mul i32 %272, 16777619
  %274 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 6
  %275 = load i8, i8* %274, align 2, !tbaa !5
  %276 = zext i8 %275 to i32
  %277 = xor i32 %273, %276
  %278 = mul i32 %277, 16777619
  %279 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 7
  %280 = load i8, i8* %279, align 1, !tbaa !5
  %281 = zext i8 %280 to i32
  %282 = xor i32 %278, %281
  %283 = mul i32 %282, 16777619
  %284 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 8
  %285 = load i8, i8* %284, align 8, !tbaa !5
  %286 = zext i8 %285 to i32
  %287 = xor i32 %283, %286
  %288 = mul i32 %287, 16777619
  %289 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 9
  %290 = load i8, i8* %289, align 1, !tbaa !5
  %291 = zext i8 %290 to i32
  %292 = xor i32 %288, %291
  %293 = mul i32 %292, 16777619
  %294 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 10
  %295 = load i8, i8* %294, align 2, !tbaa !5
  %296 = zext i8 %295 to i32
  %297 = xor i32 %293, %296
  %298 = mul i32 %297, 16777619
  %299 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 11
  %300 = load i8, i8* %299, align 1, !tbaa !5
  %301 = zext i8 %300 to i32
  %302 = xor i32 %298, %301
  %303 = mul i32 %302, 16777619
  %304 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 12
  %305 = load i8, i8* %304, align 4, !tbaa !5
  %306 = zext i8 %305 to i32
  %307 = xor i32 %303, %306
  %308 = mul i32 %307, 16777619
  %309 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 13
  %310 = load i8, i8* %309, align 1, !tbaa !5
  %311 = zext i8 %310 to i32
  %312 = xor i32 %308, %311
  %313 = mul i32 %312, 16777619
  %314 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 14
  %315 = load i8, i8* %314, align 2, !tbaa !5
  %316 = zext i8 %315 to i32
  %317 = xor i32 %313, %316
  %318 = mul i32 %317, 16777619
  %319 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i32 0, i32 15
  %320 = load i8, i8* %319, align 1, !tbaa !5
  %321 = zext i8 %320 to i32
  %322 = xor i32 %318, %321
  %323 = mul i32 %322, 16777619
  %324 = load i8, i8* %10, align 16, !tbaa !5
  %325 = zext i8 %324 to i32
  %326 = xor i32 %323, %325
  %327 = mul i32 %326, 16777619
  %328 = getelementptr inbounds i8, i8* %10, i32 1
  %329 = load i8, i8* %328, align 1, !tbaa !5
  %330 = zext i8 %329 to i32
  %331 = xor i32 %327, %330
  %332 = mul i32 %331, 16777619
  %333 = getelementptr inbounds i8, i8* %10, i32 2
  %334 = load i8, i8* %333, align 2, !tbaa !5
  %335 = zext i8 %334 to i32
  %336 = xor i32 %332, %335
  %337 = mul i32 %336, 16777619
  %338 = getelementptr inbounds i8, i8* %10, i32 3
  %339 = load i8, i8* %338, align 1, !tbaa !5
  %340 = zext i8 %339 to i32
  %341 = xor i32 %337, %340
  %342 = mul i32 %341, 16777619
  %343 = getelementptr inbounds i8, i8* %10, i32 4
  %344 = load i8, i8* %343, align 4, !tbaa !5
  %345 = zext i8 %344 to i32
  %346 = xor i32 %342, %345
  %347 = mul i32 %346, 16777619
  %348 = getelementptr inbounds i8, i8* %10, i32 5
  %349 = load i8, i8* %348, align 1, !tbaa !5
  %350 = zext i8 %349 to i32
  %351 = xor i32 %347, %350
  %352 = mul i32 %351, 16777619
  %353 = getelementptr inbounds i8, i8* %10, i32 6
  %354 = load i8, i8* %353, align 2, !tbaa !5
  %355 = zext i8 %354 to i32
  %356 = xor i32 %352, %355
  %357 = mul i32 %356, 16777619
  %358 = getelementptr inbounds i8, i8* %10, i32 7
  %359 = load i8, i8* %358, align 1, !tbaa !5
  %360 = zext i8 %359 to i32
  %361 = xor i32 %357, %360
  %362 = mul i32 %361, 16777619
  %363 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i32 0, i32 1
  %364 = bitcast i64* %363 to i8*
  %365 = load i8, i8* %364, align 8, !tbaa !5
  %366 = zext i8 %365 to i32
  %367 = xor i32 %362, %366
  %368 = mul i32 %367, 16777619
  %369 = getelementptr inbounds i8, i8* %10, i32 9
  %370 = load i8, i8* %369, align 1, !tbaa !5
  %371 = zext i8 %370 to i32
  %372 = xor i32 %368, %371
  %373 = mul i32 %372, 16777619
  %374 = getelementptr inbounds i8, i8* %10, i32 10
  %375 = load i8, i8* %374, align 2, !tbaa !5
  %376 = zext i8 %375 to i32
  %377 = xor i32 %373, %376
  %378 = mul i32 %377, 16777619
  %379 = getelementptr inbounds i8, i8* %10, i32 11
  %380 = load i8, i8* %379, align 1, !tbaa !5
  %381 = zext i8 %380 to i32
  %382 = xor i32 %378, %381
  %383 = mul i32 %382, 16777619
  %384 = getelementptr inbounds i8, i8* %10, i32 12
  %385 = load i8, i8* %384, align 4, !tbaa !5
  %386 = zext i8 %385 to i32
  %387 = xor i32 %383, %386
  %388 = mul i32 %387, 16777619
  %389 = getelementptr inbounds i8, i8* %10, i32 13
  %390 = load i8, i8* %389, align 1, !tbaa !5
  %391 = zext i8 %390 to i32
  %392 = xor i32 %388, %391
  %393 = mul i32 %392, 16777619
  %394 = getelementptr inbounds i8, i8* %10, i32 14
  %395 = load i8, i8* %394, align 2, !tbaa !5
  %396 = zext i8 %395 to i32
  %397 = xor i32 %393, %396
  %398 = mul i32 %397, 16777619
  %399 = getelementptr inbounds i8, i8* %10, i32 15
  %400 = load i8, i8* %399, align 1, !tbaa !5
  %401 = zext i8 %400 to i32
  %402 = xor i32 %398, %401
  %403 = mul i32 %402, 16777619
  %404 = load i8, i8* %11, align 16, !tbaa !5
  %405 = zext i8 %404 to i32
  %406 = xor i32 %403, %405
  %407 = mul i32 %406, 16777619
  %408 = getelementptr inbounds i8, i8* %11, i32 1
  %409 = load i8, i8* %408, align 1, !tbaa !5
  %410 = zext i8 %409 to i32
  %411 = xor i32 %407, %410
  %412 = mul i32 %411, 16777619
  %413 = getelementptr inbounds i8, i8* %11, i32 2
  %414 = load i8, i8* %413, align 2, !tbaa !5
  %415 = zext i8 %414 to i32
  %416 = xor i32 %412, %415
  %417 = mul i32 %416, 16777619
  %418 = getelementptr inbounds i8, i8* %11, i32 3
  %419 = load i8, i8* %418, align 1, !tbaa !5
  %420 = zext i8 %419 to i32
  %421 = xor i32 %417, %420
  %422 = mul i32 %421, 16777619
  %423 = getelementptr inbounds <4 x float>, <4 x float>* %5, i32 0, i32 1
  %424 = bitcast float* %423 to i8*
  %425 = load i8, i8* %424, align 4, !tbaa !5
  %426 = zext i8 %425 to i32
  %427 = xor i32 %422, %426
  %428 = mul i32 %427, 16777619
  %429 = getelementptr inbounds i8, i8* %11, i32 5
  %430 = load i8, i8* %429, align 1, !tbaa !5
  %431 = zext i8 %430 to i32
  %432 = xor i32 %428, %431
  %433 = mul i32 %432, 16777619
  %434 = getelementptr inbounds i8, i8* %11, i32 6
  %435 = load i8, i8* %434, align 2, !tbaa !5
  %436 = zext i8 %435 to i32
  %437 = xor i32 %433, %436
  %438 = mul i32 %437, 16777619
  %439 = getelementptr inbounds i8, i8* %11, i32 7
  %440 = load i8, i8* %439, align 1, !tbaa !5
  %441 = zext i8 %440 to i32
  %442 = xor i32 %438, %441
  %443 = mul i32 %442, 16777619
  %444 = getelementptr inbounds <4 x float>, <4 x float>* %5, i32 0, i32 2
  %445 = bitcast float* %444 to i8*
  %446 = load i8, i8* %445, align 8, !tbaa !5
  %447 = zext i8 %446 to i32
  %448 = xor i32 %443, %447
  %449 = mul i32 %448, 16777619
  %450 = getelementptr inbounds i8, i8* %11, i32 9
  %451 = load i8, i8* %450, align 1, !tbaa !5
  %452 = zext i8 %451 to i32
  %453 = xor i32 %449, %452
  %454 = mul i32 %453, 16777619
  %455 = getelementptr inbounds i8, i8* %11, i32 10
  %456 = load i8, i8* %455, align 2, !tbaa !5
  %457 = zext i8 %456 to i32
  %458 = xor i32 %454, %457
  %459 = mul i32 %458, 16777619
  %460 = getelementptr inbounds i8, i8* %11, i32 11
  %461 = load i8, i8* %460, align 1, !tbaa !5
  %462 = zext i8 %461 to i32
  %463 = xor i32 %459, %462
  %464 = mul i32 %463, 16777619
  %465 = getelementptr inbounds <4 x float>, <4 x float>* %5, i32 0, i32 3
  %466 = bitcast float* %465 to i8*
  %467 = load i8, i8* %466, align 4, !tbaa !5
  %468 = zext i8 %467 to i32
  %469 = xor i32 %464, %468
  %470 = mul i32 %469, 16777619
  %471 = getelementptr inbounds i8, i8* %11, i32 13
  %472 = load i8, i8* %471, align 1, !tbaa !5
  %473 = zext i8 %472 to i32
  %474 = xor i32 %470, %473
  %475 = mul i32 %474, 16777619
  %476 = getelementptr inbounds i8, i8* %11, i32 14
  %477 = load i8, i8* %476, align 2, !tbaa !5
  %478 = zext i8 %477 to i32
  %479 = xor i32 %475, %478
  %480 = mul i32 %479, 16777619
  %481 = getelementptr inbounds i8, i8* %11, i32 15
  %482 = load i8, i8* %481, align 1, !tbaa !5
  %483 = zext i8 %482 to i32
  %484 = xor i32 %480, %483
  %485 = mul i32 %484, 16777619
  %486 = load i8, i8* %12, align 16, !tbaa !5
  %487 = zext i8 %486 to i32
  %488 = xor i32 %485, %487
  %489 = mul i32 %488, 16777619
  %490 = getelementptr inbounds i8, i8* %12, i32 1
  %491 = load i8, i8* %490, align 1, !tbaa !5
  %492 = zext i8 %491 to i32
  %493 = xor i32 %489, %492
  %494 = mul i32 %493, 16777619
  %495 = getelementptr inbounds i8, i8* %12, i32 2
  %496 = load i8, i8* %495, align 2, !tbaa !5
  %497 = zext i8 %496 to i32
  %498 = xor i32 %494, %497
  %499 = mul i32 %498, 16777619
  %500 = getelementptr inbounds i8, i8* %12, i32 3
  %501 = load i8, i8* %500, align 1, !tbaa !5
  %502 = zext i8 %501 to i32
  %503 = xor i32 %499, %502
  %504 = mul i32 %503, 16777619
  %505 = getelementptr inbounds i8, i8* %12, i32 4
  %506 = load i8, i8* %505, align 4, !tbaa !5
  %507 = zext i8 %506 to i32
  %508 = xor i32 %504, %507
  %509 = mul i32 %508, 16777619
  %510 = getelementptr inbounds i8, i8* %12, i32 5
  %511 = load i8, i8* %510, align 1, !tbaa !5
  %512 = zext i8 %511 to i32
  %513 = xor i32 %509, %512
  %514 = mul i32 %513, 16777619
  %515 = getelementptr inbounds i8, i8* %12, i32 6
  %516 = load i8, i8* %515, align 2, !tbaa !5
  %517 = zext i8 %516 to i32
  %518 = xor i32 %514, %517
  %519 = mul i32 %518, 16777619
  %520 = getelementptr inbounds i8, i8* %12, i32 7
  %521 = load i8, i8* %520, align 1, !tbaa !5
  %522 = zext i8 %521 to i32
  %523 = xor i32 %519, %522
  %524 = mul i32 %523, 16777619
  %525 = getelementptr inbounds <2 x double>, <2 x double>* %6, i32 0, i32 1
  %526 = bitcast double* %525 to i8*
  %527 = load i8, i8* %526, align 8, !tbaa !5
  %528 = zext i8 %527 to i32
  %529 = xor i32 %524, %528
  %530 = mul i32 %529, 16777619
  %531 = getelementptr inbounds i8, i8* %12, i32 9
  %532 = load i8, i8* %531, align 1, !tbaa !5
  %533 = zext i8 %532 to i32
  %534 = xor i32 %530, %533
  %535 = mul i32 %534, 16777619
  %536 = getelementptr inbounds i8, i8* %12, i32 10
  %537 = load i8, i8* %536, align 2, !tbaa !5
  %538 = zext i8 %537 to i32
  %539 = xor i32 %535, %538
  %540 = mul i32 %539, 16777619
  %541 = getelementptr inbounds i8, i8* %12, i32 11
  %542 = load i8, i8* %541, align 1, !tbaa !5
  %543 = zext i8 %542 to i32
  %544 = xor i32 %540, %543
  %545 = mul i32 %544, 16777619
  %546 = getelementptr inbounds i8, i8* %12, i32 12
  %547 = load i8, i8* %546, align 4, !tbaa !5
  %548 = zext i8 %547 to i32
  %549 = xor i32 %545, %548
  %550 = mul i32 %549, 16777619
  %551 = getelementptr inbounds i8, i8* %12, i32 13
  %552 = load i8, i8* %551, align 1, !tbaa !5
  %553 = zext i8 %552 to i32
  %554 = xor i32 %550, %553
  %555 = mul i32 %554, 16777619
  %556 = getelementptr inbounds i8, i8* %12, i32 14
  %557 = load i8, i8* %556, align 2, !tbaa !5
  %558 = zext i8 %557 to i32
  %559 = xor i32 %555, %558
  %560 = mul i32 %559, 16777619
  %561 = getelementptr inbounds i8, i8* %12, i32 15
  %562 = load i8, i8* %561, align 1, !tbaa !5
  %563 = zext i8 %562 to i32
  %564 = xor i32 %560, %563
  %565 = mul i32 %564, 16777619
  store i32 %565, i32* @check, align 4, !tbaa !8
  call void @build_i32(<4 x i32>* noundef nonnull %1, i32 noundef 1, i32 noundef 20, i32 noundef 300, i32 noundef 4000)
  call void @build_f64(<2 x double>* noundef nonnull %6, double noundef 3.000000e+00, double noundef -5.000000e-01)
  %566 = load <4 x i32>, <4 x i32>* %1, align 16, !tbaa !5
  %567 = extractelement <4 x i32> %566, i64 0
  %568 = extractelement <4 x i32> %566, i64 1
  %569 = extractelement <4 x i32> %566, i64 2
  %570 = extractelement <4 x i32> %566, i64 3
  %571 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %572 = extractelement <2 x double> %571, i64 0
  %573 = extractelement <2 x double> %571, i64 1
  %574 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %567, i32 noundef %568, i32 noundef %569, i32 noundef %570, double noundef %572, double noundef %573)
  %575 = load i32, i32* @check, align 4, !tbaa !8
  %576 = bitcast <4 x i32> %566 to <16 x i8>
  %577 = extractelement <16 x i8> %576, i64 0
  %578 = zext i8 %577 to i32
  %579 = xor i32 %575, %578
  %580 = mul i32 %579, 16777619
  %581 = bitcast <4 x i32> %566 to <16 x i8>
  %582 = extractelement <16 x i8> %581, i64 1
  %583 = zext i8 %582 to i32
  %584 = xor i32 %580, %583
  %585 = mul i32 %584, 16777619
  %586 = bitcast <4 x i32> %566 to <16 x i8>
  %587 = extractelement <16 x i8> %586, i64 2
  %588 = zext i8 %587 to i32
  %589 = xor i32 %585, %588
  %590 = mul i32 %589, 16777619
  %591 = bitcast <4 x i32> %566 to <16 x i8>
  %592 = extractelement <16 x i8> %591, i64 3
  %593 = zext i8 %592 to i32
  %594 = xor i32 %590, %593
  %595 = mul i32 %594, 16777619
  %596 = bitcast <4 x i32> %566 to <16 x i8>
  %597 = extractelement <16 x i8> %596, i64 4
  %598 = zext i8 %597 to i32
  %599 = xor i32 %595, %598
  %600 = mul i32 %599, 16777619
  %601 = bitcast <4 x i32> %566 to <16 x i8>
  %602 = extractelement <16 x i8> %601, i64 5
  %603 = zext i8 %602 to i32
  %604 = xor i32 %600, %603
  %605 = mul i32 %604, 16777619
  %606 = bitcast <4 x i32> %566 to <16 x i8>
  %607 = extractelement <16 x i8> %606, i64 6
  %608 = zext i8 %607 to i32
  %609 = xor i32 %605, %608
  %610 = mul i32 %609, 16777619
  %611 = bitcast <4 x i32> %566 to <16 x i8>
  %612 = extractelement <16 x i8> %611, i64 7
  %613 = zext i8 %612 to i32
  %614 = xor i32 %610, %613
  %615 = mul i32 %614, 16777619
  %616 = bitcast <4 x i32> %566 to <16 x i8>
  %617 = extractelement <16 x i8> %616, i64 8
  %618 = zext i8 %617 to i32
  %619 = xor i32 %615, %618
  %620 = mul i32 %619, 16777619
  %621 = bitcast <4 x i32> %566 to <16 x i8>
  %622 = extractelement <16 x i8> %621, i64 9
  %623 = zext i8 %622 to i32
  %624 = xor i32 %620, %623
  %625 = mul i32 %624, 16777619
  %626 = bitcast <4 x i32> %566 to <16 x i8>
  %627 = extractelement <16 x i8> %626, i64 10
  %628 = zext i8 %627 to i32
  %629 = xor i32 %625, %628
  %630 = mul i32 %629, 16777619
  %631 = bitcast <4 x i32> %566 to <16 x i8>
  %632 = extractelement <16 x i8> %631, i64 11
  %633 = zext i8 %632 to i32
  %634 = xor i32 %630, %633
  %635 = mul i32 %634, 16777619
  %636 = bitcast <4 x i32> %566 to <16 x i8>
  %637 = extractelement <16 x i8> %636, i64 12
  %638 = zext i8 %637 to i32
  %639 = xor i32 %635, %638
  %640 = mul i32 %639, 16777619
  %641 = bitcast <4 x i32> %566 to <16 x i8>
  %642 = extractelement <16 x i8> %641, i64 13
  %643 = zext i8 %642 to i32
  %644 = xor i32 %640, %643
  %645 = mul i32 %644, 16777619
  %646 = bitcast <4 x i32> %566 to <16 x i8>
  %647 = extractelement <16 x i8> %646, i64 14
  %648 = zext i8 %647 to i32
  %649 = xor i32 %645, %648
  %650 = mul i32 %649, 16777619
  %651 = load i8, i8* %154, align 1, !tbaa !5
  %652 = zext i8 %651 to i32
  %653 = xor i32 %650, %652
  %654 = mul i32 %653, 16777619
  %655 = load i8, i8* %12, align 16, !tbaa !5
  %656 = zext i8 %655 to i32
  %657 = xor i32 %654, %656
  %658 = mul i32 %657, 16777619
  %659 = load i8, i8* %490, align 1, !tbaa !5
  %660 = zext i8 %659 to i32
  %661 = xor i32 %658, %660
  %662 = mul i32 %661, 16777619
  %663 = load i8, i8* %495, align 2, !tbaa !5
  %664 = zext i8 %663 to i32
  %665 = xor i32 %662, %664
  %666 = mul i32 %665, 16777619
  %667 = load i8, i8* %500, align 1, !tbaa !5
  %668 = zext i8 %667 to i32
  %669 = xor i32 %666, %668
  %670 = mul i32 %669, 16777619
  %671 = load i8, i8* %505, align 4, !tbaa !5
  %672 = zext i8 %671 to i32
  %673 = xor i32 %670, %672
  %674 = mul i32 %673, 16777619
  %675 = load i8, i8* %510, align 1, !tbaa !5
  %676 = zext i8 %675 to i32
  %677 = xor i32 %674, %676
  %678 = mul i32 %677, 16777619
  %679 = load i8, i8* %515, align 2, !tbaa !5
  %680 = zext i8 %679 to i32
  %681 = xor i32 %678, %680
  %682 = mul i32 %681, 16777619
  %683 = load i8, i8* %520, align 1, !tbaa !5
  %684 = zext i8 %683 to i32
  %685 = xor i32 %682, %684
  %686 = mul i32 %685, 16777619
  %687 = load i8, i8* %526, align 8, !tbaa !5
  %688 = zext i8 %687 to i32
  %689 = xor i32 %686, %688
  %690 = mul i32 %689, 16777619
  %691 = load i8, i8* %531, align 1, !tbaa !5
  %692 = zext i8 %691 to i32
  %693 = xor i32 %690, %692
  %694 = mul i32 %693, 16777619
  %695 = load i8, i8* %536, align 2, !tbaa !5
  %696 = zext i8 %695 to i32
  %697 = xor i32 %694, %696
  %698 = mul i32 %697, 16777619
  %699 = load i8, i8* %541, align 1, !tbaa !5
  %700 = zext i8 %699 to i32
  %701 = xor i32 %698, %700
  %702 = mul i32 %701, 16777619
  %703 = load i8, i8* %546, align 4, !tbaa !5
  %704 = zext i8 %703 to i32
  %705 = xor i32 %702, %704
  %706 = mul i32 %705, 16777619
  %707 = load i8, i8* %551, align 1, !tbaa !5
  %708 = zext i8 %707 to i32
  %709 = xor i32 %706, %708
  %710 = mul i32 %709, 16777619
  %711 = load i8, i8* %556, align 2, !tbaa !5
  %712 = zext i8 %711 to i32
  %713 = xor i32 %710, %712
  %714 = mul i32 %713, 16777619
  %715 = load i8, i8* %561, align 1, !tbaa !5
  %716 = zext i8 %715 to i32
  %717 = xor i32 %714, %716
  %718 = mul i32 %717, 16777619
  store i32 %718, i32* @check, align 4, !tbaa !8
  tail call void @fill(%struct.table* noundef nonnull @main.t, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @main.counts, i32 0, i32 0), i32 noundef 17)
  br label %746

719:                                              ; preds = %746
  %720 = load i32, i32* @check, align 4, !tbaa !8
  br label %721

721:                                              ; preds = %721, %719
  %722 = phi i32 [ %729, %721 ], [ 0, %719 ]
  %723 = phi i32 [ %728, %721 ], [ %720, %719 ]
  %724 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i32 %722
  %725 = load i8, i8* %724, align 1, !tbaa !5
  %726 = zext i8 %725 to i32
  %727 = xor i32 %723, %726
  %728 = mul i32 %727, 16777619
  %729 = add nuw nsw i32 %722, 1
  %730 = icmp eq i32 %729, 2048
  br i1 %730, label %731, label %721, !llvm.loop !16

731:                                              ; preds = %721, %731
  %732 = phi i32 [ %739, %731 ], [ 0, %721 ]
  %733 = phi i32 [ %738, %731 ], [ %728, %721 ]
  %734 = getelementptr inbounds %struct.table, %struct.table* @main.t, i32 0, i32 1, i32 %732
  %735 = load i8, i8* %734, align 1, !tbaa !5
  %736 = zext i8 %735 to i32
  %737 = xor i32 %733, %736
  %738 = mul i32 %737, 16777619
  %739 = add nuw nsw i32 %732, 1
  %740 = icmp eq i32 %739, 512
  br i1 %740, label %741, label %731, !llvm.loop !16

741:                                              ; preds = %731
  store i32 %738, i32* @check, align 4, !tbaa !8
  %742 = load volatile i32, i32* @calls, align 4, !tbaa !8
  %743 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i32 0, i32 0), i32 noundef %742, i32 noundef %738)
  %744 = load i32, i32* @check, align 4, !tbaa !8
  %745 = and i32 %744, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #4
  ret i32 %745

746:                                              ; preds = %0, %746
  %747 = phi i32 [ 1, %0 ], [ %756, %746 ]
  %748 = getelementptr inbounds %struct.table, %struct.table* @main.t, i32 0, i32 2, i32 %747
  %749 = load i32, i32* %748, align 4, !tbaa !10
  %750 = getelementptr inbounds %struct.table, %struct.table* @main.t, i32 0, i32 3, i32 %747
  %751 = load i32, i32* %750, align 4, !tbaa !10
  %752 = and i32 %747, 7
  %753 = icmp eq i32 %752, 0
  %754 = select i1 %753, i32 10, i32 32
  %755 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i32 0, i32 0), i32 noundef %749, i32 noundef %751, i32 noundef %754)
  %756 = add nuw nsw i32 %747, 1
  %757 = icmp eq i32 %756, 17
  br i1 %757, label %719, label %746, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
