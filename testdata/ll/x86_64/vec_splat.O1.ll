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
define dso_local void @build_i32(<4 x i32>* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
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
define dso_local void @fill(%struct.table* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
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
  %13 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 0
  %14 = load i32, i32* %13, align 16
  %15 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 1
  %16 = load i32, i32* %15, align 4
  %17 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 2
  %18 = load i32, i32* %17, align 8
  %19 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 3
  %20 = load i32, i32* %19, align 4
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %14, i32 noundef %16, i32 noundef %18, i32 noundef %20)
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
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef %24, i32 noundef %27, i32 noundef %30, i32 noundef %33, i32 noundef %36, i32 noundef %39, i32 noundef %42, i32 noundef %45)
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
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef %49, i32 noundef %52, i32 noundef %55, i32 noundef %58)
  %60 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 0
  %61 = load i64, i64* %60, align 16
  %62 = getelementptr inbounds <2 x i64>, <2 x i64>* %4, i64 0, i64 1
  %63 = load i64, i64* %62, align 8
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i64 noundef %61, i64 noundef %63)
  %65 = load <4 x float>, <4 x float>* %5, align 16, !tbaa !5
  %66 = extractelement <4 x float> %65, i64 0
  %67 = fpext float %66 to double
  %68 = extractelement <4 x float> %65, i64 1
  %69 = fpext float %68 to double
  %70 = extractelement <4 x float> %65, i64 2
  %71 = fpext float %70 to double
  %72 = extractelement <4 x float> %65, i64 3
  %73 = fpext float %72 to double
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), double noundef %67, double noundef %69, double noundef %71, double noundef %73)
  %75 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %76 = extractelement <2 x double> %75, i64 0
  %77 = extractelement <2 x double> %75, i64 1
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %76, double noundef %77)
  %79 = load i32, i32* @check, align 4, !tbaa !8
  br label %80

80:                                               ; preds = %80, %0
  %81 = phi i64 [ 0, %0 ], [ %88, %80 ]
  %82 = phi i32 [ %79, %0 ], [ %87, %80 ]
  %83 = getelementptr inbounds i8, i8* %7, i64 %81
  %84 = load i8, i8* %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = xor i32 %82, %85
  %87 = mul i32 %86, 16777619
  %88 = add nuw nsw i64 %81, 1
  %89 = icmp eq i64 %88, 16
  br i1 %89, label %90, label %80, !llvm.loop !17

90:                                               ; preds = %80
  store i32 %87, i32* @check, align 4, !tbaa !8
  br label %91

91:                                               ; preds = %91, %90
  %92 = phi i64 [ 0, %90 ], [ %99, %91 ]
  %93 = phi i32 [ %87, %90 ], [ %98, %91 ]
  %94 = getelementptr inbounds i8, i8* %8, i64 %92
  %95 = load i8, i8* %94, align 1, !tbaa !5
  %96 = zext i8 %95 to i32
  %97 = xor i32 %93, %96
  %98 = mul i32 %97, 16777619
  %99 = add nuw nsw i64 %92, 1
  %100 = icmp eq i64 %99, 16
  br i1 %100, label %101, label %91, !llvm.loop !17

101:                                              ; preds = %91
  store i32 %98, i32* @check, align 4, !tbaa !8
  br label %102

102:                                              ; preds = %102, %101
  %103 = phi i64 [ 0, %101 ], [ %110, %102 ]
  %104 = phi i32 [ %98, %101 ], [ %109, %102 ]
  %105 = getelementptr inbounds <16 x i8>, <16 x i8>* %3, i64 0, i64 %103
  %106 = load i8, i8* %105, align 1, !tbaa !5
  %107 = zext i8 %106 to i32
  %108 = xor i32 %104, %107
  %109 = mul i32 %108, 16777619
  %110 = add nuw nsw i64 %103, 1
  %111 = icmp eq i64 %110, 16
  br i1 %111, label %112, label %102, !llvm.loop !17

112:                                              ; preds = %102
  store i32 %109, i32* @check, align 4, !tbaa !8
  br label %113

113:                                              ; preds = %113, %112
  %114 = phi i64 [ 0, %112 ], [ %121, %113 ]
  %115 = phi i32 [ %109, %112 ], [ %120, %113 ]
  %116 = getelementptr inbounds i8, i8* %10, i64 %114
  %117 = load i8, i8* %116, align 1, !tbaa !5
  %118 = zext i8 %117 to i32
  %119 = xor i32 %115, %118
  %120 = mul i32 %119, 16777619
  %121 = add nuw nsw i64 %114, 1
  %122 = icmp eq i64 %121, 16
  br i1 %122, label %123, label %113, !llvm.loop !17

123:                                              ; preds = %113
  store i32 %120, i32* @check, align 4, !tbaa !8
  br label %124

124:                                              ; preds = %124, %123
  %125 = phi i64 [ 0, %123 ], [ %132, %124 ]
  %126 = phi i32 [ %120, %123 ], [ %131, %124 ]
  %127 = getelementptr inbounds i8, i8* %11, i64 %125
  %128 = load i8, i8* %127, align 1, !tbaa !5
  %129 = zext i8 %128 to i32
  %130 = xor i32 %126, %129
  %131 = mul i32 %130, 16777619
  %132 = add nuw nsw i64 %125, 1
  %133 = icmp eq i64 %132, 16
  br i1 %133, label %134, label %124, !llvm.loop !17

134:                                              ; preds = %124
  store i32 %131, i32* @check, align 4, !tbaa !8
  br label %135

135:                                              ; preds = %135, %134
  %136 = phi i64 [ 0, %134 ], [ %143, %135 ]
  %137 = phi i32 [ %131, %134 ], [ %142, %135 ]
  %138 = getelementptr inbounds i8, i8* %12, i64 %136
  %139 = load i8, i8* %138, align 1, !tbaa !5
  %140 = zext i8 %139 to i32
  %141 = xor i32 %137, %140
  %142 = mul i32 %141, 16777619
  %143 = add nuw nsw i64 %136, 1
  %144 = icmp eq i64 %143, 16
  br i1 %144, label %145, label %135, !llvm.loop !17

145:                                              ; preds = %135
  store i32 %142, i32* @check, align 4, !tbaa !8
  call void @build_i32(<4 x i32>* noundef nonnull %1, i32 noundef 1, i32 noundef 20, i32 noundef 300, i32 noundef 4000)
  call void @build_f64(<2 x double>* noundef nonnull %6, double noundef 3.000000e+00, double noundef -5.000000e-01)
  %146 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 0
  %147 = load i32, i32* %146, align 16
  %148 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 1
  %149 = load i32, i32* %148, align 4
  %150 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 2
  %151 = load i32, i32* %150, align 8
  %152 = getelementptr inbounds <4 x i32>, <4 x i32>* %1, i64 0, i64 3
  %153 = load i32, i32* %152, align 4
  %154 = load <2 x double>, <2 x double>* %6, align 16, !tbaa !5
  %155 = extractelement <2 x double> %154, i64 0
  %156 = extractelement <2 x double> %154, i64 1
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %147, i32 noundef %149, i32 noundef %151, i32 noundef %153, double noundef %155, double noundef %156)
  %158 = load i32, i32* @check, align 4, !tbaa !8
  br label %159

159:                                              ; preds = %159, %145
  %160 = phi i64 [ 0, %145 ], [ %167, %159 ]
  %161 = phi i32 [ %158, %145 ], [ %166, %159 ]
  %162 = getelementptr inbounds i8, i8* %7, i64 %160
  %163 = load i8, i8* %162, align 1, !tbaa !5
  %164 = zext i8 %163 to i32
  %165 = xor i32 %161, %164
  %166 = mul i32 %165, 16777619
  %167 = add nuw nsw i64 %160, 1
  %168 = icmp eq i64 %167, 16
  br i1 %168, label %169, label %159, !llvm.loop !17

169:                                              ; preds = %159
  store i32 %166, i32* @check, align 4, !tbaa !8
  br label %170

170:                                              ; preds = %170, %169
  %171 = phi i64 [ 0, %169 ], [ %178, %170 ]
  %172 = phi i32 [ %166, %169 ], [ %177, %170 ]
  %173 = getelementptr inbounds i8, i8* %12, i64 %171
  %174 = load i8, i8* %173, align 1, !tbaa !5
  %175 = zext i8 %174 to i32
  %176 = xor i32 %172, %175
  %177 = mul i32 %176, 16777619
  %178 = add nuw nsw i64 %171, 1
  %179 = icmp eq i64 %178, 16
  br i1 %179, label %180, label %170, !llvm.loop !17

180:                                              ; preds = %170
  store i32 %177, i32* @check, align 4, !tbaa !8
  call void @fill(%struct.table* noundef nonnull @main.t, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @main.counts, i64 0, i64 0), i32 noundef 17)
  br label %209

181:                                              ; preds = %209
  %182 = load i32, i32* @check, align 4, !tbaa !8
  br label %183

183:                                              ; preds = %183, %181
  %184 = phi i64 [ 0, %181 ], [ %191, %183 ]
  %185 = phi i32 [ %182, %181 ], [ %190, %183 ]
  %186 = getelementptr inbounds i8, i8* bitcast (%struct.table* @main.t to i8*), i64 %184
  %187 = load i8, i8* %186, align 1, !tbaa !5
  %188 = zext i8 %187 to i32
  %189 = xor i32 %185, %188
  %190 = mul i32 %189, 16777619
  %191 = add nuw nsw i64 %184, 1
  %192 = icmp eq i64 %191, 2048
  br i1 %192, label %193, label %183, !llvm.loop !17

193:                                              ; preds = %183
  store i32 %190, i32* @check, align 4, !tbaa !8
  br label %194

194:                                              ; preds = %194, %193
  %195 = phi i64 [ 0, %193 ], [ %202, %194 ]
  %196 = phi i32 [ %190, %193 ], [ %201, %194 ]
  %197 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 1, i64 %195
  %198 = load i8, i8* %197, align 1, !tbaa !5
  %199 = zext i8 %198 to i32
  %200 = xor i32 %196, %199
  %201 = mul i32 %200, 16777619
  %202 = add nuw nsw i64 %195, 1
  %203 = icmp eq i64 %202, 512
  br i1 %203, label %204, label %194, !llvm.loop !17

204:                                              ; preds = %194
  store i32 %201, i32* @check, align 4, !tbaa !8
  %205 = load volatile i32, i32* @calls, align 4, !tbaa !8
  %206 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef %205, i32 noundef %201)
  %207 = load i32, i32* @check, align 4, !tbaa !8
  %208 = and i32 %207, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #4
  ret i32 %208

209:                                              ; preds = %180, %209
  %210 = phi i64 [ 1, %180 ], [ %219, %209 ]
  %211 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 2, i64 %210
  %212 = load i64, i64* %211, align 8, !tbaa !10
  %213 = getelementptr inbounds %struct.table, %struct.table* @main.t, i64 0, i32 3, i64 %210
  %214 = load i64, i64* %213, align 8, !tbaa !10
  %215 = and i64 %210, 7
  %216 = icmp eq i64 %215, 0
  %217 = select i1 %216, i32 10, i32 32
  %218 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i64 noundef %212, i64 noundef %214, i32 noundef %217)
  %219 = add nuw nsw i64 %210, 1
  %220 = icmp eq i64 %219, 17
  br i1 %220, label %181, label %209, !llvm.loop !18
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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
