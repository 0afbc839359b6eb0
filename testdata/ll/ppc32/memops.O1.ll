; ModuleID = 'c/memops.c'
source_filename = "c/memops.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.range = type { i32*, i32*, i64 }
%struct.cursor = type { i32*, i64 }

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
@.str.17 = private unnamed_addr constant [16 x i8] c"skip2: %d %lld\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"twice: %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"vol: %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"check: %u\0A\00", align 1
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
  %11 = alloca %struct.cursor, align 8
  %12 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #8
  store i32 5, i32* %1, align 4, !tbaa !5
  %13 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #8
  store i32 9, i32* %2, align 4, !tbaa !5
  %14 = call fastcc i32 @load_then_store(i32* noundef nonnull %1, i32* noundef nonnull %1)
  %15 = load i32, i32* %1, align 4, !tbaa !5
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i32 0, i32 0), i32 noundef %14, i32 noundef %15)
  %17 = add i32 %15, %14
  %18 = load i32, i32* @check, align 4, !tbaa !5
  %19 = add i32 %17, %18
  %20 = mul i32 %19, -1640531535
  store i32 %20, i32* @check, align 4, !tbaa !5
  %21 = call fastcc i32 @load_then_store(i32* noundef nonnull %1, i32* noundef nonnull %2)
  %22 = load i32, i32* %2, align 4, !tbaa !5
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %21, i32 noundef %15, i32 noundef %22)
  %24 = load i32, i32* @check, align 4, !tbaa !5
  %25 = add i32 %24, %21
  %26 = mul i32 %25, -1640531535
  store i32 %26, i32* @check, align 4, !tbaa !5
  store i32 10, i32* @side, align 4, !tbaa !5
  %27 = call fastcc i32 @load_then_call()
  %28 = load i32, i32* @side, align 4, !tbaa !5
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %27, i32 noundef %28)
  %30 = load i32, i32* @check, align 4, !tbaa !5
  %31 = add i32 %30, %27
  %32 = mul i32 %31, -1640531535
  store i32 %32, i32* @check, align 4, !tbaa !5
  store i32 5, i32* %1, align 4, !tbaa !5
  %33 = call fastcc i32 @compare_then_store(i32* noundef nonnull %1, i32* noundef nonnull %1), !range !9
  %34 = load i32, i32* %1, align 4, !tbaa !5
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i32 0, i32 0), i32 noundef %33, i32 noundef %34)
  %36 = load i32, i32* @check, align 4, !tbaa !5
  %37 = add i32 %36, %33
  %38 = mul i32 %37, -1640531535
  store i32 %38, i32* @check, align 4, !tbaa !5
  store i32 5, i32* %1, align 4, !tbaa !5
  %39 = call fastcc i32 @compare_then_store(i32* noundef nonnull %1, i32* noundef nonnull %2), !range !9
  %40 = load i32, i32* %2, align 4, !tbaa !5
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %39, i32 noundef %40)
  %42 = load i32, i32* @check, align 4, !tbaa !5
  %43 = add i32 %42, %39
  %44 = mul i32 %43, -1640531535
  store i32 %44, i32* @check, align 4, !tbaa !5
  %45 = bitcast [20 x i64]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %45) #8
  %46 = bitcast [20 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %46) #8
  %47 = bitcast [20 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %47) #8
  %48 = bitcast [20 x i16]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %48) #8
  %49 = bitcast [20 x double]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %49) #8
  %50 = bitcast [20 x double]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %50) #8
  %51 = bitcast [20 x float]* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %51) #8
  br label %122

52:                                               ; preds = %122
  %53 = getelementptr inbounds [20 x i64], [20 x i64]* %3, i32 0, i32 0
  %54 = call fastcc i64 @sum64(i64* noundef nonnull %53)
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i64 noundef %54)
  %56 = lshr i64 %54, 32
  %57 = xor i64 %56, %54
  %58 = trunc i64 %57 to i32
  %59 = load i32, i32* @check, align 4, !tbaa !5
  %60 = add i32 %59, %58
  %61 = mul i32 %60, -1640531535
  store i32 %61, i32* @check, align 4, !tbaa !5
  %62 = getelementptr inbounds [20 x i32], [20 x i32]* %4, i32 0, i32 0
  %63 = call fastcc i32 @mixes(i32* noundef nonnull %62)
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %63)
  %65 = load i32, i32* @check, align 4, !tbaa !5
  %66 = add i32 %65, %63
  %67 = mul i32 %66, -1640531535
  store i32 %67, i32* @check, align 4, !tbaa !5
  %68 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 0
  %69 = call fastcc i32 @count_above(i32* noundef nonnull %68)
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i32 noundef %69)
  %71 = load i32, i32* @check, align 4, !tbaa !5
  %72 = add i32 %71, %69
  %73 = mul i32 %72, -1640531535
  store i32 %73, i32* @check, align 4, !tbaa !5
  %74 = call fastcc i32 @find_char(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0), i8 noundef zeroext 102)
  %75 = mul nsw i32 %74, 10
  %76 = call fastcc i32 @find_char(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8 noundef zeroext 122)
  %77 = add nsw i32 %75, %76
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %77)
  %79 = load i32, i32* @check, align 4, !tbaa !5
  %80 = add i32 %79, %77
  %81 = mul i32 %80, -1640531535
  store i32 %81, i32* @check, align 4, !tbaa !5
  %82 = getelementptr inbounds [20 x i16], [20 x i16]* %6, i32 0, i32 0
  %83 = call fastcc i32 @count_short(i16* noundef nonnull %82)
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.11, i32 0, i32 0), i32 noundef %83)
  %85 = load i32, i32* @check, align 4, !tbaa !5
  %86 = add i32 %85, %83
  %87 = mul i32 %86, -1640531535
  store i32 %87, i32* @check, align 4, !tbaa !5
  %88 = bitcast %struct.range* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %88) #8
  %89 = getelementptr inbounds %struct.range, %struct.range* %10, i32 0, i32 0
  store i32* %68, i32** %89, align 8, !tbaa !10
  %90 = getelementptr inbounds %struct.range, %struct.range* %10, i32 0, i32 1
  %91 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 20
  store i32* %91, i32** %90, align 4, !tbaa !14
  %92 = getelementptr inbounds %struct.range, %struct.range* %10, i32 0, i32 2
  store i64 12, i64* %92, align 8, !tbaa !15
  %93 = call fastcc i64 @walk(%struct.range* noundef nonnull %10)
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i64 noundef %93)
  %95 = trunc i64 %93 to i32
  %96 = load i32, i32* @check, align 4, !tbaa !5
  %97 = add i32 %96, %95
  %98 = mul i32 %97, -1640531535
  store i32 %98, i32* @check, align 4, !tbaa !5
  %99 = getelementptr inbounds [20 x double], [20 x double]* %7, i32 0, i32 0
  %100 = getelementptr inbounds [20 x double], [20 x double]* %8, i32 0, i32 0
  %101 = call fastcc double @dot(double* noundef nonnull %99, double* noundef nonnull %100)
  %102 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i32 0, i32 0), double noundef %101)
  %103 = fmul double %101, 8.000000e+00
  %104 = fptosi double %103 to i32
  %105 = load i32, i32* @check, align 4, !tbaa !5
  %106 = add i32 %105, %104
  %107 = mul i32 %106, -1640531535
  store i32 %107, i32* @check, align 4, !tbaa !5
  %108 = call fastcc i32 @fcount(double* noundef nonnull %99)
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i32 noundef %108)
  %110 = load i32, i32* @check, align 4, !tbaa !5
  %111 = add i32 %110, %108
  %112 = mul i32 %111, -1640531535
  store i32 %112, i32* @check, align 4, !tbaa !5
  %113 = getelementptr inbounds [20 x float], [20 x float]* %9, i32 0, i32 0
  %114 = call fastcc float @fsum(float* noundef nonnull %113)
  %115 = fpext float %114 to double
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0), double noundef %115)
  %117 = fmul float %114, 4.000000e+00
  %118 = fptosi float %117 to i32
  %119 = load i32, i32* @check, align 4, !tbaa !5
  %120 = add i32 %119, %118
  %121 = mul i32 %120, -1640531535
  store i32 %121, i32* @check, align 4, !tbaa !5
  call fastcc void @rmw(i32* noundef nonnull %68, i64 noundef 3)
  call fastcc void @rmw(i32* noundef nonnull %68, i64 noundef -1)
  br label %152

122:                                              ; preds = %0, %122
  %123 = phi i32 [ 0, %0 ], [ %150, %122 ]
  %124 = zext i32 %123 to i64
  %125 = mul nuw nsw i64 %124, 1000000007
  %126 = add nsw i64 %125, -5
  %127 = getelementptr inbounds [20 x i64], [20 x i64]* %3, i32 0, i32 %123
  store i64 %126, i64* %127, align 8, !tbaa !16
  %128 = mul i32 %123, -1640531535
  %129 = add i32 %128, 1
  %130 = getelementptr inbounds [20 x i32], [20 x i32]* %4, i32 0, i32 %123
  store i32 %129, i32* %130, align 4, !tbaa !5
  %131 = mul nuw nsw i32 %123, 7
  %132 = urem i32 %131, 13
  %133 = add nsw i32 %132, -4
  %134 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 %123
  store i32 %133, i32* %134, align 4, !tbaa !5
  %135 = mul nuw nsw i32 %123, 5
  %136 = urem i32 %135, 11
  %137 = trunc i32 %136 to i16
  %138 = add nsw i16 %137, -6
  %139 = getelementptr inbounds [20 x i16], [20 x i16]* %6, i32 0, i32 %123
  store i16 %138, i16* %139, align 2, !tbaa !17
  %140 = sitofp i32 %123 to double
  %141 = fmul double %140, 5.000000e-01
  %142 = fadd double %141, -3.000000e+00
  %143 = getelementptr inbounds [20 x double], [20 x double]* %7, i32 0, i32 %123
  store double %142, double* %143, align 8, !tbaa !19
  %144 = fmul double %140, 2.500000e-01
  %145 = fsub double 2.000000e+00, %144
  %146 = getelementptr inbounds [20 x double], [20 x double]* %8, i32 0, i32 %123
  store double %145, double* %146, align 8, !tbaa !19
  %147 = sitofp i32 %123 to float
  %148 = fmul float %147, 1.500000e+00
  %149 = getelementptr inbounds [20 x float], [20 x float]* %9, i32 0, i32 %123
  store float %148, float* %149, align 4, !tbaa !21
  %150 = add nuw nsw i32 %123, 1
  %151 = icmp eq i32 %150, 20
  br i1 %151, label %52, label %122, !llvm.loop !23

152:                                              ; preds = %52, %152
  %153 = phi i32 [ 0, %52 ], [ %160, %152 ]
  %154 = phi i64 [ 0, %52 ], [ %159, %152 ]
  %155 = mul nsw i64 %154, 3
  %156 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i32 0, i32 %153
  %157 = load i32, i32* %156, align 4, !tbaa !5
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %155, %158
  %160 = add nuw nsw i32 %153, 1
  %161 = icmp eq i32 %160, 16
  br i1 %161, label %175, label %152, !llvm.loop !26

162:                                              ; preds = %175
  %163 = load i64, i64* @counter, align 8, !tbaa !16
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.16, i32 0, i32 0), i64 noundef %163, i64 noundef %181)
  %165 = load i64, i64* @counter, align 8, !tbaa !16
  %166 = trunc i64 %165 to i32
  %167 = trunc i64 %181 to i32
  %168 = add i32 %166, %167
  %169 = load i32, i32* @check, align 4, !tbaa !5
  %170 = add i32 %168, %169
  %171 = mul i32 %170, -1640531535
  store i32 %171, i32* @check, align 4, !tbaa !5
  %172 = bitcast %struct.cursor* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %172) #8
  %173 = getelementptr inbounds %struct.cursor, %struct.cursor* %11, i32 0, i32 0
  store i32* %68, i32** %173, align 8, !tbaa !27
  %174 = getelementptr inbounds %struct.cursor, %struct.cursor* %11, i32 0, i32 1
  store i64 10, i64* %174, align 8, !tbaa !29
  br label %184

175:                                              ; preds = %152, %175
  %176 = phi i32 [ %182, %175 ], [ 0, %152 ]
  %177 = phi i64 [ %181, %175 ], [ %159, %152 ]
  %178 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 %176
  %179 = load i32, i32* %178, align 4, !tbaa !5
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %177, %180
  %182 = add nuw nsw i32 %176, 1
  %183 = icmp eq i32 %182, 20
  br i1 %183, label %162, label %175, !llvm.loop !30

184:                                              ; preds = %162, %184
  %185 = phi i32 [ %189, %184 ], [ 0, %162 ]
  %186 = mul nsw i32 %185, 5
  %187 = load i32*, i32** %173, align 8, !tbaa !27
  %188 = load i32, i32* %187, align 4, !tbaa !5
  %189 = add nsw i32 %188, %186
  call fastcc void @skip2(%struct.cursor* noundef nonnull %11)
  %190 = load i64, i64* %174, align 8, !tbaa !29
  %191 = icmp sgt i64 %190, 0
  br i1 %191, label %184, label %192, !llvm.loop !31

192:                                              ; preds = %184
  %193 = load i32*, i32** %173, align 8, !tbaa !27
  %194 = ptrtoint i32* %193 to i32
  %195 = ptrtoint [20 x i32]* %5 to i32
  %196 = sub i32 %194, %195
  %197 = ashr exact i32 %196, 2
  %198 = sext i32 %197 to i64
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef %189, i64 noundef %198)
  %200 = load i32, i32* @check, align 4, !tbaa !5
  %201 = add i32 %200, %189
  %202 = mul i32 %201, -1640531535
  store i32 %202, i32* @check, align 4, !tbaa !5
  %203 = call fastcc i32 @twice(i32* noundef nonnull %1)
  %204 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i32 0, i32 0), i32 noundef %203)
  %205 = load i32, i32* @check, align 4, !tbaa !5
  %206 = add i32 %205, %203
  %207 = mul i32 %206, -1640531535
  store i32 %207, i32* @check, align 4, !tbaa !5
  %208 = call fastcc i32 @vol()
  %209 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i32 noundef %208)
  %210 = load i32, i32* @check, align 4, !tbaa !5
  %211 = add i32 %210, %208
  %212 = mul i32 %211, -1640531535
  store i32 %212, i32* @check, align 4, !tbaa !5
  %213 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.20, i32 0, i32 0), i32 noundef %212)
  %214 = load i32, i32* @check, align 4, !tbaa !5
  %215 = and i32 %214, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %172) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %88) #8
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %51) #8
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %50) #8
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %49) #8
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %48) #8
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %47) #8
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %46) #8
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %45) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #8
  ret i32 %215
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
  br i1 %10, label %2, label %3, !llvm.loop !32
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
  br i1 %26, label %2, label %5, !llvm.loop !33
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
  br i1 %11, label %12, label %2, !llvm.loop !34

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
  br i1 %21, label %23, label %12, !llvm.loop !35

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
  br i1 %32, label %22, label %23, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @find_char(i8* nocapture noundef readonly %0, i8 noundef zeroext %1) unnamed_addr #4 {
  %3 = load i8, i8* %0, align 1, !tbaa !37
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
  %12 = load i8, i8* %11, align 1, !tbaa !37
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %5, !llvm.loop !38

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
  br i1 %12, label %2, label %3, !llvm.loop !39
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
  br i1 %23, label %10, label %12, !llvm.loop !40
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
  br i1 %14, label %3, label %4, !llvm.loop !41
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
  br i1 %18, label %2, label %3, !llvm.loop !42
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
  br i1 %11, label %2, label %3, !llvm.loop !43
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
  br i1 %19, label %4, label %7, !llvm.loop !44
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @skip2(%struct.cursor* nocapture noundef %0) unnamed_addr #2 {
  %2 = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i32 0, i32 0
  %3 = load i32*, i32** %2, align 8, !tbaa !27
  %4 = getelementptr inbounds i32, i32* %3, i32 2
  store i32* %4, i32** %2, align 8, !tbaa !27
  %5 = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i32 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !29
  %7 = add nsw i64 %6, -1
  store i64 %7, i64* %5, align 8, !tbaa !29
  ret void
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
!27 = !{!28, !12, i64 0}
!28 = !{!"cursor", !12, i64 0, !13, i64 8}
!29 = !{!28, !13, i64 8}
!30 = distinct !{!30, !24, !25}
!31 = distinct !{!31, !24, !25}
!32 = distinct !{!32, !24, !25}
!33 = distinct !{!33, !24, !25}
!34 = distinct !{!34, !24, !25}
!35 = distinct !{!35, !24, !25}
!36 = distinct !{!36, !24, !25}
!37 = !{!7, !7, i64 0}
!38 = distinct !{!38, !24, !25}
!39 = distinct !{!39, !24, !25}
!40 = distinct !{!40, !24, !25}
!41 = distinct !{!41, !24, !25}
!42 = distinct !{!42, !24, !25}
!43 = distinct !{!43, !24, !25}
!44 = distinct !{!44, !24, !25}
