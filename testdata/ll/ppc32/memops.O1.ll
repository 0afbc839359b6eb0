; ModuleID = 'c/memops.c'
source_filename = "c/memops.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.range = type { i32*, i32*, i64 }

@.str = private unnamed_addr constant [30 x i8] c"load_then_store alias: %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"load_then_store: %d %d %d\0A\00", align 1
@side = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [23 x i8] c"load_then_call: %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"compare_then_store alias: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"compare_then_store: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"sum64: %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"mixes: %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"count_above: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"load folding\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"find_char: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"count_short: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"walk: %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"dot: %.3f\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"fcount: %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fsum: %.3f\0A\00", align 1
@hits = dso_local local_unnamed_addr global [16 x i32] zeroinitializer, align 4
@.str.16 = private unnamed_addr constant [16 x i8] c"rmw: %lld %lld\0A\00", align 1
@counter = dso_local local_unnamed_addr global i64 0, align 8
@.str.17 = private unnamed_addr constant [11 x i8] c"twice: %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"vol: %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"check: %u\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@vcell = internal global i32 3, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [20 x i64], align 8
  %4 = alloca [20 x i32], align 4
  %5 = alloca [20 x i32], align 4
  %6 = alloca [20 x i16], align 2
  %7 = alloca [20 x double], align 8
  %8 = alloca [20 x double], align 8
  %9 = alloca [20 x float], align 4
  %10 = alloca %struct.range, align 8
  %11 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #8
  store i32 5, i32* %1, align 4, !tbaa !5
  %12 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #8
  store i32 9, i32* %2, align 4, !tbaa !5
  %13 = call fastcc i32 @load_then_store(i32* noundef nonnull %1, i32* noundef nonnull %1)
  %14 = load i32, i32* %1, align 4, !tbaa !5
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i32 0, i32 0), i32 noundef %13, i32 noundef %14)
  %16 = add i32 %14, %13
  %17 = load i32, i32* @check, align 4, !tbaa !5
  %18 = add i32 %16, %17
  %19 = mul i32 %18, -1640531535
  store i32 %19, i32* @check, align 4, !tbaa !5
  %20 = call fastcc i32 @load_then_store(i32* noundef nonnull %1, i32* noundef nonnull %2)
  %21 = load i32, i32* %2, align 4, !tbaa !5
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %20, i32 noundef %14, i32 noundef %21)
  %23 = load i32, i32* @check, align 4, !tbaa !5
  %24 = add i32 %23, %20
  %25 = mul i32 %24, -1640531535
  store i32 %25, i32* @check, align 4, !tbaa !5
  store i32 10, i32* @side, align 4, !tbaa !5
  %26 = call fastcc i32 @load_then_call()
  %27 = load i32, i32* @side, align 4, !tbaa !5
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %26, i32 noundef %27)
  %29 = load i32, i32* @check, align 4, !tbaa !5
  %30 = add i32 %29, %26
  %31 = mul i32 %30, -1640531535
  store i32 %31, i32* @check, align 4, !tbaa !5
  store i32 5, i32* %1, align 4, !tbaa !5
  %32 = call fastcc i32 @compare_then_store(i32* noundef nonnull %1, i32* noundef nonnull %1), !range !9
  %33 = load i32, i32* %1, align 4, !tbaa !5
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i32 0, i32 0), i32 noundef %32, i32 noundef %33)
  %35 = load i32, i32* @check, align 4, !tbaa !5
  %36 = add i32 %35, %32
  %37 = mul i32 %36, -1640531535
  store i32 %37, i32* @check, align 4, !tbaa !5
  store i32 5, i32* %1, align 4, !tbaa !5
  %38 = call fastcc i32 @compare_then_store(i32* noundef nonnull %1, i32* noundef nonnull %2), !range !9
  %39 = load i32, i32* %2, align 4, !tbaa !5
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %38, i32 noundef %39)
  %41 = load i32, i32* @check, align 4, !tbaa !5
  %42 = add i32 %41, %38
  %43 = mul i32 %42, -1640531535
  store i32 %43, i32* @check, align 4, !tbaa !5
  %44 = bitcast [20 x i64]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %44) #8
  %45 = bitcast [20 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %45) #8
  %46 = bitcast [20 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %46) #8
  %47 = bitcast [20 x i16]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %47) #8
  %48 = bitcast [20 x double]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %48) #8
  %49 = bitcast [20 x double]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %49) #8
  %50 = bitcast [20 x float]* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %50) #8
  br label %121

51:                                               ; preds = %121
  %52 = getelementptr inbounds [20 x i64], [20 x i64]* %3, i32 0, i32 0
  %53 = call fastcc i64 @sum64(i64* noundef nonnull %52)
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i64 noundef %53)
  %55 = lshr i64 %53, 32
  %56 = xor i64 %55, %53
  %57 = trunc i64 %56 to i32
  %58 = load i32, i32* @check, align 4, !tbaa !5
  %59 = add i32 %58, %57
  %60 = mul i32 %59, -1640531535
  store i32 %60, i32* @check, align 4, !tbaa !5
  %61 = getelementptr inbounds [20 x i32], [20 x i32]* %4, i32 0, i32 0
  %62 = call fastcc i32 @mixes(i32* noundef nonnull %61)
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %62)
  %64 = load i32, i32* @check, align 4, !tbaa !5
  %65 = add i32 %64, %62
  %66 = mul i32 %65, -1640531535
  store i32 %66, i32* @check, align 4, !tbaa !5
  %67 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 0
  %68 = call fastcc i32 @count_above(i32* noundef nonnull %67)
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i32 noundef %68)
  %70 = load i32, i32* @check, align 4, !tbaa !5
  %71 = add i32 %70, %68
  %72 = mul i32 %71, -1640531535
  store i32 %72, i32* @check, align 4, !tbaa !5
  %73 = call fastcc i32 @find_char(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0), i8 noundef zeroext 102)
  %74 = mul nsw i32 %73, 10
  %75 = call fastcc i32 @find_char(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8 noundef zeroext 122)
  %76 = add nsw i32 %74, %75
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %76)
  %78 = load i32, i32* @check, align 4, !tbaa !5
  %79 = add i32 %78, %76
  %80 = mul i32 %79, -1640531535
  store i32 %80, i32* @check, align 4, !tbaa !5
  %81 = getelementptr inbounds [20 x i16], [20 x i16]* %6, i32 0, i32 0
  %82 = call fastcc i32 @count_short(i16* noundef nonnull %81)
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.11, i32 0, i32 0), i32 noundef %82)
  %84 = load i32, i32* @check, align 4, !tbaa !5
  %85 = add i32 %84, %82
  %86 = mul i32 %85, -1640531535
  store i32 %86, i32* @check, align 4, !tbaa !5
  %87 = bitcast %struct.range* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %87) #8
  %88 = getelementptr inbounds %struct.range, %struct.range* %10, i32 0, i32 0
  store i32* %67, i32** %88, align 8, !tbaa !10
  %89 = getelementptr inbounds %struct.range, %struct.range* %10, i32 0, i32 1
  %90 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 20
  store i32* %90, i32** %89, align 4, !tbaa !14
  %91 = getelementptr inbounds %struct.range, %struct.range* %10, i32 0, i32 2
  store i64 12, i64* %91, align 8, !tbaa !15
  %92 = call fastcc i64 @walk(%struct.range* noundef nonnull %10)
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i64 noundef %92)
  %94 = trunc i64 %92 to i32
  %95 = load i32, i32* @check, align 4, !tbaa !5
  %96 = add i32 %95, %94
  %97 = mul i32 %96, -1640531535
  store i32 %97, i32* @check, align 4, !tbaa !5
  %98 = getelementptr inbounds [20 x double], [20 x double]* %7, i32 0, i32 0
  %99 = getelementptr inbounds [20 x double], [20 x double]* %8, i32 0, i32 0
  %100 = call fastcc double @dot(double* noundef nonnull %98, double* noundef nonnull %99)
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i32 0, i32 0), double noundef %100)
  %102 = fmul double %100, 8.000000e+00
  %103 = fptosi double %102 to i32
  %104 = load i32, i32* @check, align 4, !tbaa !5
  %105 = add i32 %104, %103
  %106 = mul i32 %105, -1640531535
  store i32 %106, i32* @check, align 4, !tbaa !5
  %107 = call fastcc i32 @fcount(double* noundef nonnull %98)
  %108 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i32 noundef %107)
  %109 = load i32, i32* @check, align 4, !tbaa !5
  %110 = add i32 %109, %107
  %111 = mul i32 %110, -1640531535
  store i32 %111, i32* @check, align 4, !tbaa !5
  %112 = getelementptr inbounds [20 x float], [20 x float]* %9, i32 0, i32 0
  %113 = call fastcc float @fsum(float* noundef nonnull %112)
  %114 = fpext float %113 to double
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0), double noundef %114)
  %116 = fmul float %113, 4.000000e+00
  %117 = fptosi float %116 to i32
  %118 = load i32, i32* @check, align 4, !tbaa !5
  %119 = add i32 %118, %117
  %120 = mul i32 %119, -1640531535
  store i32 %120, i32* @check, align 4, !tbaa !5
  call fastcc void @rmw(i32* noundef nonnull %67, i64 noundef 3)
  call fastcc void @rmw(i32* noundef nonnull %67, i64 noundef -1)
  br label %151

121:                                              ; preds = %0, %121
  %122 = phi i32 [ 0, %0 ], [ %149, %121 ]
  %123 = zext i32 %122 to i64
  %124 = mul nuw nsw i64 %123, 1000000007
  %125 = add nsw i64 %124, -5
  %126 = getelementptr inbounds [20 x i64], [20 x i64]* %3, i32 0, i32 %122
  store i64 %125, i64* %126, align 8, !tbaa !16
  %127 = mul i32 %122, -1640531535
  %128 = add i32 %127, 1
  %129 = getelementptr inbounds [20 x i32], [20 x i32]* %4, i32 0, i32 %122
  store i32 %128, i32* %129, align 4, !tbaa !5
  %130 = mul nuw nsw i32 %122, 7
  %131 = urem i32 %130, 13
  %132 = add nsw i32 %131, -4
  %133 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 %122
  store i32 %132, i32* %133, align 4, !tbaa !5
  %134 = mul nuw nsw i32 %122, 5
  %135 = urem i32 %134, 11
  %136 = trunc i32 %135 to i16
  %137 = add nsw i16 %136, -6
  %138 = getelementptr inbounds [20 x i16], [20 x i16]* %6, i32 0, i32 %122
  store i16 %137, i16* %138, align 2, !tbaa !17
  %139 = sitofp i32 %122 to double
  %140 = fmul double %139, 5.000000e-01
  %141 = fadd double %140, -3.000000e+00
  %142 = getelementptr inbounds [20 x double], [20 x double]* %7, i32 0, i32 %122
  store double %141, double* %142, align 8, !tbaa !19
  %143 = fmul double %139, 2.500000e-01
  %144 = fsub double 2.000000e+00, %143
  %145 = getelementptr inbounds [20 x double], [20 x double]* %8, i32 0, i32 %122
  store double %144, double* %145, align 8, !tbaa !19
  %146 = sitofp i32 %122 to float
  %147 = fmul float %146, 1.500000e+00
  %148 = getelementptr inbounds [20 x float], [20 x float]* %9, i32 0, i32 %122
  store float %147, float* %148, align 4, !tbaa !21
  %149 = add nuw nsw i32 %122, 1
  %150 = icmp eq i32 %149, 20
  br i1 %150, label %51, label %121, !llvm.loop !23

151:                                              ; preds = %51, %151
  %152 = phi i32 [ 0, %51 ], [ %159, %151 ]
  %153 = phi i64 [ 0, %51 ], [ %158, %151 ]
  %154 = mul nsw i64 %153, 3
  %155 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i32 0, i32 %152
  %156 = load i32, i32* %155, align 4, !tbaa !5
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %154, %157
  %159 = add nuw nsw i32 %152, 1
  %160 = icmp eq i32 %159, 16
  br i1 %160, label %184, label %151, !llvm.loop !26

161:                                              ; preds = %184
  %162 = load i64, i64* @counter, align 8, !tbaa !16
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.16, i32 0, i32 0), i64 noundef %162, i64 noundef %190)
  %164 = load i64, i64* @counter, align 8, !tbaa !16
  %165 = trunc i64 %164 to i32
  %166 = trunc i64 %190 to i32
  %167 = add i32 %165, %166
  %168 = load i32, i32* @check, align 4, !tbaa !5
  %169 = add i32 %167, %168
  %170 = mul i32 %169, -1640531535
  store i32 %170, i32* @check, align 4, !tbaa !5
  %171 = call fastcc i32 @twice(i32* noundef nonnull %1)
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.17, i32 0, i32 0), i32 noundef %171)
  %173 = load i32, i32* @check, align 4, !tbaa !5
  %174 = add i32 %173, %171
  %175 = mul i32 %174, -1640531535
  store i32 %175, i32* @check, align 4, !tbaa !5
  %176 = call fastcc i32 @vol()
  %177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i32 noundef %176)
  %178 = load i32, i32* @check, align 4, !tbaa !5
  %179 = add i32 %178, %176
  %180 = mul i32 %179, -1640531535
  store i32 %180, i32* @check, align 4, !tbaa !5
  %181 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i32 0, i32 0), i32 noundef %180)
  %182 = load i32, i32* @check, align 4, !tbaa !5
  %183 = and i32 %182, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %87) #8
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %50) #8
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %49) #8
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %48) #8
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %47) #8
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %46) #8
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %45) #8
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %44) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #8
  ret i32 %183

184:                                              ; preds = %151, %184
  %185 = phi i32 [ %191, %184 ], [ 0, %151 ]
  %186 = phi i64 [ %190, %184 ], [ %158, %151 ]
  %187 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 %185
  %188 = load i32, i32* %187, align 4, !tbaa !5
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %186, %189
  %191 = add nuw nsw i32 %185, 1
  %192 = icmp eq i32 %191, 20
  br i1 %192, label %161, label %184, !llvm.loop !27
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @load_then_store(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #2 {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  store i32 12, i32* %1, align 4, !tbaa !5
  %4 = add nsw i32 %3, 4
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @load_then_call() unnamed_addr #2 {
  %1 = load i32, i32* @side, align 4, !tbaa !5
  call fastcc void @bump()
  %2 = sub nsw i32 50, %1
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @compare_then_store(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #2 {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  store i32 100, i32* %1, align 4, !tbaa !5
  %4 = icmp eq i32 %3, 5
  %5 = select i1 %4, i32 1, i32 2
  ret i32 %5
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum64(i64* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret i64 %8

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %5 = phi i64 [ -7, %1 ], [ %8, %3 ]
  %6 = getelementptr inbounds i64, i64* %0, i32 %4
  %7 = load i64, i64* %6, align 8, !tbaa !16
  %8 = add nsw i64 %7, %5
  %9 = add nuw nsw i32 %4, 1
  %10 = icmp eq i32 %9, 20
  br i1 %10, label %2, label %3, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @mixes(i32* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %5

2:                                                ; preds = %5
  %3 = add i32 %24, %20
  %4 = add i32 %3, %18
  ret i32 %4

5:                                                ; preds = %1, %5
  %6 = phi i32 [ 0, %1 ], [ %25, %5 ]
  %7 = phi i32 [ -1, %1 ], [ %18, %5 ]
  %8 = phi i32 [ 0, %1 ], [ %24, %5 ]
  %9 = phi i32 [ 305419896, %1 ], [ %20, %5 ]
  %10 = getelementptr inbounds i32, i32* %0, i32 %6
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = xor i32 %11, %9
  %13 = lshr i32 %11, 3
  %14 = or i32 %13, %8
  %15 = sub nuw nsw i32 19, %6
  %16 = getelementptr inbounds i32, i32* %0, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = and i32 %17, %7
  %19 = mul i32 %12, 31
  %20 = sub i32 %19, %11
  %21 = lshr i32 %6, 1
  %22 = getelementptr inbounds i32, i32* %0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !5
  %24 = mul i32 %14, %23
  %25 = add nuw nsw i32 %6, 1
  %26 = icmp eq i32 %25, 20
  br i1 %26, label %2, label %5, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @count_above(i32* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi i32 [ 0, %1 ], [ %10, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %9, %2 ]
  %5 = getelementptr inbounds i32, i32* %0, i32 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp sgt i32 %6, 3
  %8 = zext i1 %7 to i32
  %9 = add nuw nsw i32 %4, %8
  %10 = add nuw nsw i32 %3, 1
  %11 = icmp eq i32 %10, 20
  br i1 %11, label %12, label %2, !llvm.loop !30

12:                                               ; preds = %2, %12
  %13 = phi i32 [ %20, %12 ], [ 0, %2 ]
  %14 = phi i32 [ %19, %12 ], [ %9, %2 ]
  %15 = getelementptr inbounds i32, i32* %0, i32 %13
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = icmp sgt i32 %16, 3
  %18 = add nsw i32 %14, 2
  %19 = select i1 %17, i32 %18, i32 %14
  %20 = add nuw nsw i32 %13, 1
  %21 = icmp eq i32 %20, 20
  br i1 %21, label %23, label %12, !llvm.loop !31

22:                                               ; preds = %23
  ret i32 %30

23:                                               ; preds = %12, %23
  %24 = phi i32 [ %31, %23 ], [ 0, %12 ]
  %25 = phi i32 [ %30, %23 ], [ %19, %12 ]
  %26 = getelementptr inbounds i32, i32* %0, i32 %24
  %27 = load i32, i32* %26, align 4, !tbaa !5
  %28 = icmp eq i32 %27, 7
  %29 = zext i1 %28 to i32
  %30 = add nsw i32 %25, %29
  %31 = add nuw nsw i32 %24, 1
  %32 = icmp eq i32 %31, 20
  br i1 %32, label %22, label %23, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @find_char(i8* nocapture noundef readonly %0, i8 noundef zeroext %1) unnamed_addr #4 {
  %3 = load i8, i8* %0, align 1, !tbaa !33
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %14, label %5

5:                                                ; preds = %2, %9
  %6 = phi i8 [ %12, %9 ], [ %3, %2 ]
  %7 = phi i32 [ %10, %9 ], [ 0, %2 ]
  %8 = icmp eq i8 %6, %1
  br i1 %8, label %14, label %9

9:                                                ; preds = %5
  %10 = add nuw nsw i32 %7, 1
  %11 = getelementptr inbounds i8, i8* %0, i32 %10
  %12 = load i8, i8* %11, align 1, !tbaa !33
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %5, !llvm.loop !34

14:                                               ; preds = %9, %5, %2
  %15 = phi i32 [ -1, %2 ], [ -1, %9 ], [ %7, %5 ]
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @count_short(i16* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret i32 %10

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %10, %3 ]
  %6 = getelementptr inbounds i16, i16* %0, i32 %4
  %7 = load i16, i16* %6, align 2, !tbaa !17
  %8 = icmp slt i16 %7, -3
  %9 = select i1 %8, i32 3, i32 1
  %10 = add nuw nsw i32 %9, %5
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i32 %11, 20
  br i1 %12, label %2, label %3, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @walk(%struct.range* nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.range, %struct.range* %0, i32 0, i32 0
  %3 = load i32*, i32** %2, align 8, !tbaa !10
  %4 = getelementptr inbounds %struct.range, %struct.range* %0, i32 0, i32 1
  %5 = load i32*, i32** %4, align 4, !tbaa !14
  %6 = icmp eq i32* %3, %5
  br i1 %6, label %10, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.range, %struct.range* %0, i32 0, i32 2
  %9 = load i64, i64* %8, align 8, !tbaa !15
  br label %12

10:                                               ; preds = %20, %1
  %11 = phi i64 [ 0, %1 ], [ %21, %20 ]
  ret i64 %11

12:                                               ; preds = %7, %20
  %13 = phi i32* [ %3, %7 ], [ %22, %20 ]
  %14 = phi i64 [ 0, %7 ], [ %21, %20 ]
  %15 = icmp slt i64 %14, %9
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, i32* %13, align 4, !tbaa !5
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %14, %18
  br label %20

20:                                               ; preds = %12, %16
  %21 = phi i64 [ %19, %16 ], [ %14, %12 ]
  %22 = getelementptr inbounds i32, i32* %13, i32 1
  %23 = icmp eq i32* %22, %5
  br i1 %23, label %10, label %12, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @dot(double* nocapture noundef readonly %0, double* nocapture noundef readonly %1) unnamed_addr #4 {
  br label %4

3:                                                ; preds = %4
  ret double %12

4:                                                ; preds = %2, %4
  %5 = phi i32 [ 0, %2 ], [ %13, %4 ]
  %6 = phi double [ 0.000000e+00, %2 ], [ %12, %4 ]
  %7 = getelementptr inbounds double, double* %0, i32 %5
  %8 = load double, double* %7, align 8, !tbaa !19
  %9 = getelementptr inbounds double, double* %1, i32 %5
  %10 = load double, double* %9, align 8, !tbaa !19
  %11 = fmul double %8, %10
  %12 = fadd double %6, %11
  %13 = add nuw nsw i32 %5, 1
  %14 = icmp eq i32 %13, 20
  br i1 %14, label %3, label %4, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @fcount(double* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret i32 %16

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %17, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %16, %3 ]
  %6 = getelementptr inbounds double, double* %0, i32 %4
  %7 = load double, double* %6, align 8, !tbaa !19
  %8 = fcmp olt double %7, 1.000000e+00
  %9 = zext i1 %8 to i32
  %10 = add nsw i32 %5, %9
  %11 = fcmp ogt double %7, 1.000000e+00
  %12 = add nsw i32 %10, 10
  %13 = select i1 %11, i32 %12, i32 %10
  %14 = fcmp ult double %7, 1.000000e+00
  %15 = add nsw i32 %13, 100
  %16 = select i1 %14, i32 %13, i32 %15
  %17 = add nuw nsw i32 %4, 1
  %18 = icmp eq i32 %17, 20
  br i1 %18, label %2, label %3, !llvm.loop !38
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum(float* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret float %9

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %10, %3 ]
  %5 = phi float [ 1.000000e+00, %1 ], [ %9, %3 ]
  %6 = getelementptr inbounds float, float* %0, i32 %4
  %7 = load float, float* %6, align 4, !tbaa !21
  %8 = fmul float %7, 2.500000e-01
  %9 = fsub float %5, %8
  %10 = add nuw nsw i32 %4, 1
  %11 = icmp eq i32 %10, 20
  br i1 %11, label %2, label %3, !llvm.loop !39
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rmw(i32* nocapture noundef %0, i64 noundef %1) unnamed_addr #5 {
  %3 = load i64, i64* @counter, align 8, !tbaa !16
  br label %7

4:                                                ; preds = %7
  %5 = mul i64 %1, 20
  %6 = add i64 %3, %5
  store i64 %6, i64* @counter, align 8, !tbaa !16
  ret void

7:                                                ; preds = %2, %7
  %8 = phi i32 [ 0, %2 ], [ %18, %7 ]
  %9 = getelementptr inbounds i32, i32* %0, i32 %8
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = and i32 %10, 15
  %12 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i32 0, i32 %11
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %12, align 4, !tbaa !5
  %15 = load i32, i32* %9, align 4, !tbaa !5
  %16 = xor i32 %15, 85
  %17 = sub nsw i32 %16, %8
  store i32 %17, i32* %9, align 4, !tbaa !5
  %18 = add nuw nsw i32 %8, 1
  %19 = icmp eq i32 %18, 20
  br i1 %19, label %4, label %7, !llvm.loop !40
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @twice(i32* nocapture noundef readonly %0) unnamed_addr #6 {
  %2 = load i32, i32* %0, align 4, !tbaa !5
  %3 = add nsw i32 %2, 3
  %4 = mul nsw i32 %3, %2
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable willreturn
define internal fastcc i32 @vol() unnamed_addr #7 {
  %1 = load volatile i32, i32* @vcell, align 4, !tbaa !5
  %2 = load volatile i32, i32* @vcell, align 4, !tbaa !5
  %3 = add nsw i32 %1, 4
  %4 = shl nsw i32 %2, 1
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @bump() unnamed_addr #2 {
  %1 = load i32, i32* @side, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @side, align 4, !tbaa !5
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { mustprogress nofree noinline norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { nounwind }

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
!9 = !{i32 1, i32 3}
!10 = !{!11, !12, i64 0}
!11 = !{!"range", !12, i64 0, !12, i64 4, !13, i64 8}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!"long long", !7, i64 0}
!14 = !{!11, !12, i64 4}
!15 = !{!11, !13, i64 8}
!16 = !{!13, !13, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !7, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !7, i64 0}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !24, !25}
!27 = distinct !{!27, !24, !25}
!28 = distinct !{!28, !24, !25}
!29 = distinct !{!29, !24, !25}
!30 = distinct !{!30, !24, !25}
!31 = distinct !{!31, !24, !25}
!32 = distinct !{!32, !24, !25}
!33 = !{!7, !7, i64 0}
!34 = distinct !{!34, !24, !25}
!35 = distinct !{!35, !24, !25}
!36 = distinct !{!36, !24, !25}
!37 = distinct !{!37, !24, !25}
!38 = distinct !{!38, !24, !25}
!39 = distinct !{!39, !24, !25}
!40 = distinct !{!40, !24, !25}
