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
  call fastcc void @clobber()
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
  call fastcc void @clobber()
  store <8 x i16> %4, <8 x i16>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_i8(<16 x i8>* nocapture noundef writeonly %0, i8 noundef signext %1) local_unnamed_addr #0 {
  %3 = insertelement <16 x i8> undef, i8 %1, i64 0
  %4 = shufflevector <16 x i8> %3, <16 x i8> poison, <16 x i32> zeroinitializer
  call fastcc void @clobber()
  store <16 x i8> %4, <16 x i8>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_i64(<2 x i64>* nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = insertelement <2 x i64> undef, i64 %1, i64 0
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer
  call fastcc void @clobber()
  store <2 x i64> %4, <2 x i64>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_f32(<4 x float>* nocapture noundef writeonly %0, float noundef %1) local_unnamed_addr #0 {
  %3 = insertelement <4 x float> undef, float %1, i64 0
  %4 = shufflevector <4 x float> %3, <4 x float> poison, <4 x i32> zeroinitializer
  call fastcc void @clobber()
  store <4 x float> %4, <4 x float>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @splat_f64(<2 x double>* nocapture noundef writeonly %0, double noundef %1) local_unnamed_addr #0 {
  %3 = insertelement <2 x double> undef, double %1, i64 0
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer
  call fastcc void @clobber()
  store <2 x double> %4, <2 x double>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @build_i32(<4 x i32>* nocapture noundef writeonly %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #0 {
  %6 = insertelement <4 x i32> undef, i32 %1, i64 0
  %7 = insertelement <4 x i32> %6, i32 %2, i64 1
  %8 = insertelement <4 x i32> %7, i32 %3, i64 2
  %9 = insertelement <4 x i32> %8, i32 %4, i64 3
  call fastcc void @clobber()
  %10 = insertelement <4 x i32> undef, i32 %4, i64 0
  %11 = insertelement <4 x i32> %10, i32 %3, i64 1
  %12 = insertelement <4 x i32> %11, i32 %2, i64 2
  %13 = insertelement <4 x i32> %12, i32 %1, i64 3
  call fastcc void @clobber()
  %14 = mul <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>
  %15 = add <4 x i32> %14, %9
  store <4 x i32> %15, <4 x i32>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @build_f64(<2 x double>* nocapture noundef writeonly %0, double noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = insertelement <2 x double> undef, double %1, i64 0
  %5 = insertelement <2 x double> %4, double %2, i64 1
  call fastcc void @clobber()
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

7:                                                ; preds = %24, %3
  ret void

8:                                                ; preds = %5, %24
  %9 = phi i64 [ 1, %5 ], [ %29, %24 ]
  %10 = phi i32 [ 0, %5 ], [ %25, %24 ]
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 2, i64 %9
  store i64 %11, i64* %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, i8* %1, i64 %9
  %14 = load i8, i8* %13, align 1, !tbaa !5
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %8
  %17 = trunc i64 %9 to i32
  %18 = urem i32 %17, 9
  %19 = sub nuw nsw i32 9, %18
  %20 = shl i32 1, %19
  %21 = trunc i64 %9 to i32
  %22 = mul nsw i32 %21, 31
  %23 = trunc i64 %9 to i32
  br label %31

24:                                               ; preds = %44, %8
  %25 = phi i32 [ %10, %8 ], [ %45, %44 ]
  %26 = add nsw i32 %25, -1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 3, i64 %9
  store i64 %27, i64* %28, align 8, !tbaa !10
  %29 = add nuw nsw i64 %9, 1
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %7, label %8, !llvm.loop !12

31:                                               ; preds = %16, %44
  %32 = phi i32 [ 0, %16 ], [ %46, %44 ]
  %33 = phi i32 [ %10, %16 ], [ %45, %44 ]
  %34 = add nsw i32 %33, %20
  %35 = icmp sgt i32 %34, 512
  %36 = sub nsw i32 512, %33
  %37 = select i1 %35, i32 %36, i32 %20
  %38 = icmp sgt i32 %37, 0
  br i1 %38, label %39, label %44

39:                                               ; preds = %31
  %40 = add nuw nsw i32 %32, %22
  %41 = trunc i32 %40 to i8
  %42 = sext i32 %33 to i64
  %43 = zext i32 %37 to i64
  br label %50

44:                                               ; preds = %50, %31
  %45 = add nsw i32 %37, %33
  call fastcc void @clobber()
  %46 = add nuw nsw i32 %32, 1
  %47 = load i8, i8* %13, align 1, !tbaa !5
  %48 = zext i8 %47 to i32
  %49 = icmp ult i32 %46, %48
  br i1 %49, label %31, label %24, !llvm.loop !15

50:                                               ; preds = %39, %50
  %51 = phi i64 [ 0, %39 ], [ %55, %50 ]
  %52 = add nsw i64 %51, %42
  %53 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0, i64 %52
  store i32 %23, i32* %53, align 4, !tbaa !8
  %54 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1, i64 %52
  store i8 %41, i8* %54, align 1, !tbaa !5
  %55 = add nuw nsw i64 %51, 1
  %56 = icmp eq i64 %55, %43
  br i1 %56, label %44, label %50, !llvm.loop !16
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
  %13 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 0
  %14 = load i32, i32* %13, align 16
  %15 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 1
  %16 = load i32, i32* %15, align 4
  %17 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 2
  %18 = load i32, i32* %17, align 8
  %19 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 3
  %20 = load i32, i32* %19, align 4
  %21 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef signext %14, i32 noundef signext %16, i32 noundef signext %18, i32 noundef signext %20)
  %22 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 0
  %23 = load i16, i16* %22, align 16
  %24 = sext i16 %23 to i32
  %25 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 1
  %26 = load i16, i16* %25, align 2
  %27 = sext i16 %26 to i32
  %28 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 2
  %29 = load i16, i16* %28, align 4
  %30 = sext i16 %29 to i32
  %31 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 3
  %32 = load i16, i16* %31, align 2
  %33 = sext i16 %32 to i32
  %34 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 4
  %35 = load i16, i16* %34, align 8
  %36 = sext i16 %35 to i32
  %37 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 5
  %38 = load i16, i16* %37, align 2
  %39 = sext i16 %38 to i32
  %40 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 6
  %41 = load i16, i16* %40, align 4
  %42 = sext i16 %41 to i32
  %43 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 7
  %44 = load i16, i16* %43, align 2
  %45 = sext i16 %44 to i32
  %46 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %24, i32 noundef signext %27, i32 noundef signext %30, i32 noundef signext %33, i32 noundef signext %36, i32 noundef signext %39, i32 noundef signext %42, i32 noundef signext %45)
  %47 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 0
  %48 = load i8, i8* %47, align 16
  %49 = sext i8 %48 to i32
  %50 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 5
  %51 = load i8, i8* %50, align 1
  %52 = sext i8 %51 to i32
  %53 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 10
  %54 = load i8, i8* %53, align 2
  %55 = sext i8 %54 to i32
  %56 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 15
  %57 = load i8, i8* %56, align 1
  %58 = sext i8 %57 to i32
  %59 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %49, i32 noundef signext %52, i32 noundef signext %55, i32 noundef signext %58)
  %60 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 0
  %61 = load i64, i64* %60, align 16
  %62 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 1
  %63 = load i64, i64* %62, align 8
  %64 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i64 noundef %61, i64 noundef %63)
  %65 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 0
  %66 = load float, float* %65, align 16
  %67 = fpext float %66 to double
  %68 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 1
  %69 = load float, float* %68, align 4
  %70 = fpext float %69 to double
  %71 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 2
  %72 = load float, float* %71, align 8
  %73 = fpext float %72 to double
  %74 = getelementptr inbounds <4 x float>, <4 x float>* %5, i64 0, i64 3
  %75 = load float, float* %74, align 4
  %76 = fpext float %75 to double
  %77 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), double noundef %67, double noundef %70, double noundef %73, double noundef %76)
  %78 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %79 = extractelement <2 x double> %78, i64 0
  %80 = extractelement <2 x double> %78, i64 1
  %81 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %79, double noundef %80)
  %82 = load i32, i32* @check, align 4, !tbaa !8
  br label %83

83:                                               ; preds = %83, %0
  %84 = phi i64 [ 0, %0 ], [ %91, %83 ]
  %85 = phi i32 [ %82, %0 ], [ %90, %83 ]
  %86 = getelementptr inbounds i8, i8* %7, i64 %84
  %87 = load i8, i8* %86, align 1, !tbaa !5
  %88 = zext i8 %87 to i32
  %89 = xor i32 %85, %88
  %90 = mul i32 %89, 16777619
  %91 = add nuw nsw i64 %84, 1
  %92 = icmp eq i64 %91, 16
  br i1 %92, label %93, label %83, !llvm.loop !17

93:                                               ; preds = %83
  store i32 %90, i32* @check, align 4, !tbaa !8
  br label %94

94:                                               ; preds = %94, %93
  %95 = phi i64 [ 0, %93 ], [ %102, %94 ]
  %96 = phi i32 [ %90, %93 ], [ %101, %94 ]
  %97 = getelementptr inbounds i8, i8* %8, i64 %95
  %98 = load i8, i8* %97, align 1, !tbaa !5
  %99 = zext i8 %98 to i32
  %100 = xor i32 %96, %99
  %101 = mul i32 %100, 16777619
  %102 = add nuw nsw i64 %95, 1
  %103 = icmp eq i64 %102, 16
  br i1 %103, label %104, label %94, !llvm.loop !17

104:                                              ; preds = %94
  store i32 %101, i32* @check, align 4, !tbaa !8
  br label %105

105:                                              ; preds = %105, %104
  %106 = phi i64 [ 0, %104 ], [ %113, %105 ]
  %107 = phi i32 [ %101, %104 ], [ %112, %105 ]
  %108 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 %106
  %109 = load i8, i8* %108, align 1, !tbaa !5
  %110 = zext i8 %109 to i32
  %111 = xor i32 %107, %110
  %112 = mul i32 %111, 16777619
  %113 = add nuw nsw i64 %106, 1
  %114 = icmp eq i64 %113, 16
  br i1 %114, label %115, label %105, !llvm.loop !17

115:                                              ; preds = %105
  store i32 %112, i32* @check, align 4, !tbaa !8
  br label %116

116:                                              ; preds = %116, %115
  %117 = phi i64 [ 0, %115 ], [ %124, %116 ]
  %118 = phi i32 [ %112, %115 ], [ %123, %116 ]
  %119 = getelementptr inbounds i8, i8* %10, i64 %117
  %120 = load i8, i8* %119, align 1, !tbaa !5
  %121 = zext i8 %120 to i32
  %122 = xor i32 %118, %121
  %123 = mul i32 %122, 16777619
  %124 = add nuw nsw i64 %117, 1
  %125 = icmp eq i64 %124, 16
  br i1 %125, label %126, label %116, !llvm.loop !17

126:                                              ; preds = %116
  store i32 %123, i32* @check, align 4, !tbaa !8
  br label %127

127:                                              ; preds = %127, %126
  %128 = phi i64 [ 0, %126 ], [ %135, %127 ]
  %129 = phi i32 [ %123, %126 ], [ %134, %127 ]
  %130 = getelementptr inbounds i8, i8* %11, i64 %128
  %131 = load i8, i8* %130, align 1, !tbaa !5
  %132 = zext i8 %131 to i32
  %133 = xor i32 %129, %132
  %134 = mul i32 %133, 16777619
  %135 = add nuw nsw i64 %128, 1
  %136 = icmp eq i64 %135, 16
  br i1 %136, label %137, label %127, !llvm.loop !17

137:                                              ; preds = %127
  store i32 %134, i32* @check, align 4, !tbaa !8
  br label %138

138:                                              ; preds = %138, %137
  %139 = phi i64 [ 0, %137 ], [ %146, %138 ]
  %140 = phi i32 [ %134, %137 ], [ %145, %138 ]
  %141 = getelementptr inbounds i8, i8* %12, i64 %139
  %142 = load i8, i8* %141, align 1, !tbaa !5
  %143 = zext i8 %142 to i32
  %144 = xor i32 %140, %143
  %145 = mul i32 %144, 16777619
  %146 = add nuw nsw i64 %139, 1
  %147 = icmp eq i64 %146, 16
  br i1 %147, label %148, label %138, !llvm.loop !17

148:                                              ; preds = %138
  store i32 %145, i32* @check, align 4, !tbaa !8
  call void @build_i32(<4 x i32>* noundef nonnull %1, i32 noundef signext 1, i32 noundef signext 20, i32 noundef signext 300, i32 noundef signext 4000)
  call void @build_f64(<2 x double>* noundef nonnull %6, double noundef 3.000000e+00, double noundef -5.000000e-01)
  %149 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 0
  %150 = load i32, i32* %149, align 16
  %151 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 1
  %152 = load i32, i32* %151, align 4
  %153 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 2
  %154 = load i32, i32* %153, align 8
  %155 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 3
  %156 = load i32, i32* %155, align 4
  %157 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %158 = extractelement <2 x double> %157, i64 0
  %159 = extractelement <2 x double> %157, i64 1
  %160 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %150, i32 noundef signext %152, i32 noundef signext %154, i32 noundef signext %156, double noundef %158, double noundef %159)
  %161 = load i32, i32* @check, align 4, !tbaa !8
  br label %162

162:                                              ; preds = %162, %148
  %163 = phi i64 [ 0, %148 ], [ %170, %162 ]
  %164 = phi i32 [ %161, %148 ], [ %169, %162 ]
  %165 = getelementptr inbounds i8, i8* %7, i64 %163
  %166 = load i8, i8* %165, align 1, !tbaa !5
  %167 = zext i8 %166 to i32
  %168 = xor i32 %164, %167
  %169 = mul i32 %168, 16777619
  %170 = add nuw nsw i64 %163, 1
  %171 = icmp eq i64 %170, 16
  br i1 %171, label %172, label %162, !llvm.loop !17

172:                                              ; preds = %162
  store i32 %169, i32* @check, align 4, !tbaa !8
  br label %173

173:                                              ; preds = %173, %172
  %174 = phi i64 [ 0, %172 ], [ %181, %173 ]
  %175 = phi i32 [ %169, %172 ], [ %180, %173 ]
  %176 = getelementptr inbounds i8, i8* %12, i64 %174
  %177 = load i8, i8* %176, align 1, !tbaa !5
  %178 = zext i8 %177 to i32
  %179 = xor i32 %175, %178
  %180 = mul i32 %179, 16777619
  %181 = add nuw nsw i64 %174, 1
  %182 = icmp eq i64 %181, 16
  br i1 %182, label %183, label %173, !llvm.loop !17

183:                                              ; preds = %173
  store i32 %180, i32* @check, align 4, !tbaa !8
  call void @fill(%struct.table* noundef nonnull @main.t, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @main.counts, i64 0, i64 0), i32 noundef signext 17)
  br label %212

184:                                              ; preds = %212
  %185 = load i32, i32* @check, align 4, !tbaa !8
  br label %186

186:                                              ; preds = %186, %184
  %187 = phi i64 [ 0, %184 ], [ %194, %186 ]
  %188 = phi i32 [ %185, %184 ], [ %193, %186 ]
  %189 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %187
  %190 = load i8, i8* %189, align 1, !tbaa !5
  %191 = zext i8 %190 to i32
  %192 = xor i32 %188, %191
  %193 = mul i32 %192, 16777619
  %194 = add nuw nsw i64 %187, 1
  %195 = icmp eq i64 %194, 2048
  br i1 %195, label %196, label %186, !llvm.loop !17

196:                                              ; preds = %186
  store i32 %193, i32* @check, align 4, !tbaa !8
  br label %197

197:                                              ; preds = %197, %196
  %198 = phi i64 [ 0, %196 ], [ %205, %197 ]
  %199 = phi i32 [ %193, %196 ], [ %204, %197 ]
  %200 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %198
  %201 = load i8, i8* %200, align 1, !tbaa !5
  %202 = zext i8 %201 to i32
  %203 = xor i32 %199, %202
  %204 = mul i32 %203, 16777619
  %205 = add nuw nsw i64 %198, 1
  %206 = icmp eq i64 %205, 512
  br i1 %206, label %207, label %197, !llvm.loop !17

207:                                              ; preds = %197
  store i32 %204, i32* @check, align 4, !tbaa !8
  %208 = load volatile i32, i32* @calls, align 4, !tbaa !8
  %209 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %208, i32 noundef zeroext %204)
  %210 = load i32, i32* @check, align 4, !tbaa !8
  %211 = and i32 %210, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #4
  ret i32 %211

212:                                              ; preds = %183, %212
  %213 = phi i64 [ 1, %183 ], [ %222, %212 ]
  %214 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 2, i64 %213
  %215 = load i64, i64* %214, align 8, !tbaa !10
  %216 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 3, i64 %213
  %217 = load i64, i64* %216, align 8, !tbaa !10
  %218 = and i64 %213, 7
  %219 = icmp eq i64 %218, 0
  %220 = select i1 %219, i32 10, i32 32
  %221 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i64 noundef %215, i64 noundef %217, i32 noundef signext %220)
  %222 = add nuw nsw i64 %213, 1
  %223 = icmp eq i64 %222, 17
  br i1 %223, label %184, label %212, !llvm.loop !18
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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
