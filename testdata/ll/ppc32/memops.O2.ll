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
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i32 0, i32 0), i32 noundef %14, i32 noundef %15)
  %17 = add i32 %15, %14
  %18 = load i32, i32* @check, align 4, !tbaa !5
  %19 = add i32 %17, %18
  %20 = mul i32 %19, -1640531535
  store i32 %20, i32* @check, align 4, !tbaa !5
  %21 = call fastcc i32 @load_then_store(i32* noundef nonnull %1, i32* noundef nonnull %2)
  %22 = load i32, i32* %2, align 4, !tbaa !5
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %21, i32 noundef %15, i32 noundef %22)
  %24 = load i32, i32* @check, align 4, !tbaa !5
  %25 = add i32 %24, %21
  %26 = mul i32 %25, -1640531535
  store i32 %26, i32* @check, align 4, !tbaa !5
  store i32 10, i32* @side, align 4, !tbaa !5
  %27 = tail call fastcc i32 @load_then_call()
  %28 = load i32, i32* @side, align 4, !tbaa !5
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %27, i32 noundef %28)
  %30 = load i32, i32* @check, align 4, !tbaa !5
  %31 = add i32 %30, %27
  %32 = mul i32 %31, -1640531535
  store i32 %32, i32* @check, align 4, !tbaa !5
  store i32 5, i32* %1, align 4, !tbaa !5
  %33 = call fastcc i32 @compare_then_store(i32* noundef nonnull %1, i32* noundef nonnull %1), !range !9
  %34 = load i32, i32* %1, align 4, !tbaa !5
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i32 0, i32 0), i32 noundef %33, i32 noundef %34)
  %36 = load i32, i32* @check, align 4, !tbaa !5
  %37 = add i32 %36, %33
  %38 = mul i32 %37, -1640531535
  store i32 %38, i32* @check, align 4, !tbaa !5
  store i32 5, i32* %1, align 4, !tbaa !5
  %39 = call fastcc i32 @compare_then_store(i32* noundef nonnull %1, i32* noundef nonnull %2), !range !9
  %40 = load i32, i32* %2, align 4, !tbaa !5
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %39, i32 noundef %40)
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
  br label %278

52:                                               ; preds = %278
  %53 = getelementptr inbounds [20 x i64], [20 x i64]* %3, i32 0, i32 0
  %54 = call fastcc i64 @sum64(i64* noundef nonnull %53)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i64 noundef %54)
  %56 = lshr i64 %54, 32
  %57 = xor i64 %56, %54
  %58 = trunc i64 %57 to i32
  %59 = load i32, i32* @check, align 4, !tbaa !5
  %60 = add i32 %59, %58
  %61 = mul i32 %60, -1640531535
  store i32 %61, i32* @check, align 4, !tbaa !5
  %62 = getelementptr inbounds [20 x i32], [20 x i32]* %4, i32 0, i32 0
  %63 = call fastcc i32 @mixes(i32* noundef nonnull %62)
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %63)
  %65 = load i32, i32* @check, align 4, !tbaa !5
  %66 = add i32 %65, %63
  %67 = mul i32 %66, -1640531535
  store i32 %67, i32* @check, align 4, !tbaa !5
  %68 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 0
  %69 = call fastcc i32 @count_above(i32* noundef nonnull %68)
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i32 noundef %69)
  %71 = load i32, i32* @check, align 4, !tbaa !5
  %72 = add i32 %71, %69
  %73 = mul i32 %72, -1640531535
  store i32 %73, i32* @check, align 4, !tbaa !5
  %74 = tail call fastcc i32 @find_char(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0), i8 noundef zeroext 102)
  %75 = mul nsw i32 %74, 10
  %76 = tail call fastcc i32 @find_char(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8 noundef zeroext 122)
  %77 = add nsw i32 %75, %76
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %77)
  %79 = load i32, i32* @check, align 4, !tbaa !5
  %80 = add i32 %79, %77
  %81 = mul i32 %80, -1640531535
  store i32 %81, i32* @check, align 4, !tbaa !5
  %82 = getelementptr inbounds [20 x i16], [20 x i16]* %6, i32 0, i32 0
  %83 = call fastcc i32 @count_short(i16* noundef nonnull %82)
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.11, i32 0, i32 0), i32 noundef %83)
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
  %122 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 0), align 4, !tbaa !5
  %123 = sext i32 %122 to i64
  %124 = mul nsw i64 %123, 3
  %125 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 1), align 4, !tbaa !5
  %126 = sext i32 %125 to i64
  %127 = add nsw i64 %124, %126
  %128 = mul nsw i64 %127, 3
  %129 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 2), align 4, !tbaa !5
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %128, %130
  %132 = mul nsw i64 %131, 3
  %133 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 3), align 4, !tbaa !5
  %134 = sext i32 %133 to i64
  %135 = add nsw i64 %132, %134
  %136 = mul nsw i64 %135, 3
  %137 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 4), align 4, !tbaa !5
  %138 = sext i32 %137 to i64
  %139 = add nsw i64 %136, %138
  %140 = mul nsw i64 %139, 3
  %141 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 5), align 4, !tbaa !5
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %140, %142
  %144 = mul nsw i64 %143, 3
  %145 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 6), align 4, !tbaa !5
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %144, %146
  %148 = mul nsw i64 %147, 3
  %149 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 7), align 4, !tbaa !5
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %148, %150
  %152 = mul nsw i64 %151, 3
  %153 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 8), align 4, !tbaa !5
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %152, %154
  %156 = mul nsw i64 %155, 3
  %157 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 9), align 4, !tbaa !5
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %156, %158
  %160 = mul nsw i64 %159, 3
  %161 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 10), align 4, !tbaa !5
  %162 = sext i32 %161 to i64
  %163 = add nsw i64 %160, %162
  %164 = mul nsw i64 %163, 3
  %165 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 11), align 4, !tbaa !5
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %164, %166
  %168 = mul nsw i64 %167, 3
  %169 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 12), align 4, !tbaa !5
  %170 = sext i32 %169 to i64
  %171 = add nsw i64 %168, %170
  %172 = mul nsw i64 %171, 3
  %173 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 13), align 4, !tbaa !5
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %172, %174
  %176 = mul nsw i64 %175, 3
  %177 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 14), align 4, !tbaa !5
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %176, %178
  %180 = mul nsw i64 %179, 3
  %181 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i32 0, i32 15), align 4, !tbaa !5
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 %180, %182
  %184 = load i32, i32* %68, align 4, !tbaa !5
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %183, %185
  %187 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 1
  %188 = load i32, i32* %187, align 4, !tbaa !5
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %186, %189
  %191 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 2
  %192 = load i32, i32* %191, align 4, !tbaa !5
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %190, %193
  %195 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 3
  %196 = load i32, i32* %195, align 4, !tbaa !5
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %194, %197
  %199 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 4
  %200 = load i32, i32* %199, align 4, !tbaa !5
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %198, %201
  %203 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 5
  %204 = load i32, i32* %203, align 4, !tbaa !5
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %202, %205
  %207 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 6
  %208 = load i32, i32* %207, align 4, !tbaa !5
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %206, %209
  %211 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 7
  %212 = load i32, i32* %211, align 4, !tbaa !5
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %210, %213
  %215 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 8
  %216 = load i32, i32* %215, align 4, !tbaa !5
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %214, %217
  %219 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 9
  %220 = load i32, i32* %219, align 4, !tbaa !5
  %221 = sext i32 %220 to i64
  %222 = add nsw i64 %218, %221
  %223 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 10
  %224 = load i32, i32* %223, align 4, !tbaa !5
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %222, %225
  %227 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 11
  %228 = load i32, i32* %227, align 4, !tbaa !5
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %226, %229
  %231 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 12
  %232 = load i32, i32* %231, align 4, !tbaa !5
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %230, %233
  %235 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 13
  %236 = load i32, i32* %235, align 4, !tbaa !5
  %237 = sext i32 %236 to i64
  %238 = add nsw i64 %234, %237
  %239 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 14
  %240 = load i32, i32* %239, align 4, !tbaa !5
  %241 = sext i32 %240 to i64
  %242 = add nsw i64 %238, %241
  %243 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 15
  %244 = load i32, i32* %243, align 4, !tbaa !5
  %245 = sext i32 %244 to i64
  %246 = add nsw i64 %242, %245
  %247 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 16
  %248 = load i32, i32* %247, align 4, !tbaa !5
  %249 = sext i32 %248 to i64
  %250 = add nsw i64 %246, %249
  %251 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 17
  %252 = load i32, i32* %251, align 4, !tbaa !5
  %253 = sext i32 %252 to i64
  %254 = add nsw i64 %250, %253
  %255 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 18
  %256 = load i32, i32* %255, align 4, !tbaa !5
  %257 = sext i32 %256 to i64
  %258 = add nsw i64 %254, %257
  %259 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 19
  %260 = load i32, i32* %259, align 4, !tbaa !5
  %261 = sext i32 %260 to i64
  %262 = add nsw i64 %258, %261
  %263 = load i64, i64* @counter, align 8, !tbaa !16
  %264 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.16, i32 0, i32 0), i64 noundef %263, i64 noundef %262)
  %265 = load i64, i64* @counter, align 8, !tbaa !16
  %266 = trunc i64 %265 to i32
  %267 = trunc i64 %262 to i32
  %268 = add i32 %266, %267
  %269 = load i32, i32* @check, align 4, !tbaa !5
  %270 = add i32 %268, %269
  %271 = mul i32 %270, -1640531535
  store i32 %271, i32* @check, align 4, !tbaa !5
  %272 = bitcast %struct.cursor* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %272) #8
  %273 = getelementptr inbounds %struct.cursor, %struct.cursor* %11, i32 0, i32 0
  store i32* %68, i32** %273, align 8, !tbaa !17
  %274 = getelementptr inbounds %struct.cursor, %struct.cursor* %11, i32 0, i32 1
  store i64 10, i64* %274, align 8, !tbaa !19
  %275 = load i32, i32* %68, align 4, !tbaa !5
  call fastcc void @skip2(%struct.cursor* noundef nonnull %11)
  %276 = load i64, i64* %274, align 8, !tbaa !19
  %277 = icmp sgt i64 %276, 0
  br i1 %277, label %310, label %318, !llvm.loop !20

278:                                              ; preds = %0, %278
  %279 = phi i32 [ 0, %0 ], [ %308, %278 ]
  %280 = zext i32 %279 to i64
  %281 = mul nuw nsw i64 %280, 1000000007
  %282 = add nsw i64 %281, -5
  %283 = getelementptr inbounds [20 x i64], [20 x i64]* %3, i32 0, i32 %279
  store i64 %282, i64* %283, align 8, !tbaa !16
  %284 = mul i32 %279, -1640531535
  %285 = add i32 %284, 1
  %286 = getelementptr inbounds [20 x i32], [20 x i32]* %4, i32 0, i32 %279
  store i32 %285, i32* %286, align 4, !tbaa !5
  %287 = trunc i32 %279 to i8
  %288 = mul i8 %287, 7
  %289 = urem i8 %288, 13
  %290 = zext i8 %289 to i32
  %291 = add nsw i32 %290, -4
  %292 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i32 0, i32 %279
  store i32 %291, i32* %292, align 4, !tbaa !5
  %293 = mul i8 %287, 5
  %294 = urem i8 %293, 11
  %295 = zext i8 %294 to i16
  %296 = add nsw i16 %295, -6
  %297 = getelementptr inbounds [20 x i16], [20 x i16]* %6, i32 0, i32 %279
  store i16 %296, i16* %297, align 2, !tbaa !22
  %298 = sitofp i32 %279 to double
  %299 = fmul double %298, 5.000000e-01
  %300 = fadd double %299, -3.000000e+00
  %301 = getelementptr inbounds [20 x double], [20 x double]* %7, i32 0, i32 %279
  store double %300, double* %301, align 8, !tbaa !24
  %302 = fmul double %298, 2.500000e-01
  %303 = fsub double 2.000000e+00, %302
  %304 = getelementptr inbounds [20 x double], [20 x double]* %8, i32 0, i32 %279
  store double %303, double* %304, align 8, !tbaa !24
  %305 = sitofp i32 %279 to float
  %306 = fmul float %305, 1.500000e+00
  %307 = getelementptr inbounds [20 x float], [20 x float]* %9, i32 0, i32 %279
  store float %306, float* %307, align 4, !tbaa !26
  %308 = add nuw nsw i32 %279, 1
  %309 = icmp eq i32 %308, 20
  br i1 %309, label %52, label %278, !llvm.loop !28

310:                                              ; preds = %52, %310
  %311 = phi i32 [ %315, %310 ], [ %275, %52 ]
  %312 = load i32*, i32** %273, align 8, !tbaa !17
  %313 = mul nsw i32 %311, 5
  %314 = load i32, i32* %312, align 4, !tbaa !5
  %315 = add nsw i32 %314, %313
  call fastcc void @skip2(%struct.cursor* noundef nonnull %11)
  %316 = load i64, i64* %274, align 8, !tbaa !19
  %317 = icmp sgt i64 %316, 0
  br i1 %317, label %310, label %318, !llvm.loop !20

318:                                              ; preds = %310, %52
  %319 = phi i32 [ %275, %52 ], [ %315, %310 ]
  %320 = load i32*, i32** %273, align 8, !tbaa !17
  %321 = ptrtoint i32* %320 to i32
  %322 = ptrtoint [20 x i32]* %5 to i32
  %323 = sub i32 %321, %322
  %324 = ashr exact i32 %323, 2
  %325 = sext i32 %324 to i64
  %326 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef %319, i64 noundef %325)
  %327 = load i32, i32* @check, align 4, !tbaa !5
  %328 = add i32 %327, %319
  %329 = mul i32 %328, -1640531535
  store i32 %329, i32* @check, align 4, !tbaa !5
  %330 = call fastcc i32 @twice(i32* noundef nonnull %1)
  %331 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i32 0, i32 0), i32 noundef %330)
  %332 = load i32, i32* @check, align 4, !tbaa !5
  %333 = add i32 %332, %330
  %334 = mul i32 %333, -1640531535
  store i32 %334, i32* @check, align 4, !tbaa !5
  %335 = call fastcc i32 @vol()
  %336 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i32 noundef %335)
  %337 = load i32, i32* @check, align 4, !tbaa !5
  %338 = add i32 %337, %335
  %339 = mul i32 %338, -1640531535
  store i32 %339, i32* @check, align 4, !tbaa !5
  %340 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.20, i32 0, i32 0), i32 noundef %339)
  %341 = load i32, i32* @check, align 4, !tbaa !5
  %342 = and i32 %341, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %272) #8
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
  ret i32 %342
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
  tail call fastcc void @bump()
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
  %2 = load i64, i64* %0, align 8, !tbaa !16
  %3 = add nsw i64 %2, -7
  %4 = getelementptr inbounds i64, i64* %0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !16
  %6 = add nsw i64 %5, %3
  %7 = getelementptr inbounds i64, i64* %0, i32 2
  %8 = load i64, i64* %7, align 8, !tbaa !16
  %9 = add nsw i64 %8, %6
  %10 = getelementptr inbounds i64, i64* %0, i32 3
  %11 = load i64, i64* %10, align 8, !tbaa !16
  %12 = add nsw i64 %11, %9
  %13 = getelementptr inbounds i64, i64* %0, i32 4
  %14 = load i64, i64* %13, align 8, !tbaa !16
  %15 = add nsw i64 %14, %12
  %16 = getelementptr inbounds i64, i64* %0, i32 5
  %17 = load i64, i64* %16, align 8, !tbaa !16
  %18 = add nsw i64 %17, %15
  %19 = getelementptr inbounds i64, i64* %0, i32 6
  %20 = load i64, i64* %19, align 8, !tbaa !16
  %21 = add nsw i64 %20, %18
  %22 = getelementptr inbounds i64, i64* %0, i32 7
  %23 = load i64, i64* %22, align 8, !tbaa !16
  %24 = add nsw i64 %23, %21
  %25 = getelementptr inbounds i64, i64* %0, i32 8
  %26 = load i64, i64* %25, align 8, !tbaa !16
  %27 = add nsw i64 %26, %24
  %28 = getelementptr inbounds i64, i64* %0, i32 9
  %29 = load i64, i64* %28, align 8, !tbaa !16
  %30 = add nsw i64 %29, %27
  %31 = getelementptr inbounds i64, i64* %0, i32 10
  %32 = load i64, i64* %31, align 8, !tbaa !16
  %33 = add nsw i64 %32, %30
  %34 = getelementptr inbounds i64, i64* %0, i32 11
  %35 = load i64, i64* %34, align 8, !tbaa !16
  %36 = add nsw i64 %35, %33
  %37 = getelementptr inbounds i64, i64* %0, i32 12
  %38 = load i64, i64* %37, align 8, !tbaa !16
  %39 = add nsw i64 %38, %36
  %40 = getelementptr inbounds i64, i64* %0, i32 13
  %41 = load i64, i64* %40, align 8, !tbaa !16
  %42 = add nsw i64 %41, %39
  %43 = getelementptr inbounds i64, i64* %0, i32 14
  %44 = load i64, i64* %43, align 8, !tbaa !16
  %45 = add nsw i64 %44, %42
  %46 = getelementptr inbounds i64, i64* %0, i32 15
  %47 = load i64, i64* %46, align 8, !tbaa !16
  %48 = add nsw i64 %47, %45
  %49 = getelementptr inbounds i64, i64* %0, i32 16
  %50 = load i64, i64* %49, align 8, !tbaa !16
  %51 = add nsw i64 %50, %48
  %52 = getelementptr inbounds i64, i64* %0, i32 17
  %53 = load i64, i64* %52, align 8, !tbaa !16
  %54 = add nsw i64 %53, %51
  %55 = getelementptr inbounds i64, i64* %0, i32 18
  %56 = load i64, i64* %55, align 8, !tbaa !16
  %57 = add nsw i64 %56, %54
  %58 = getelementptr inbounds i64, i64* %0, i32 19
  %59 = load i64, i64* %58, align 8, !tbaa !16
  %60 = add nsw i64 %59, %57
  ret i64 %60
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
  %2 = load i32, i32* %0, align 4, !tbaa !5
  %3 = icmp sgt i32 %2, 3
  %4 = zext i1 %3 to i32
  %5 = getelementptr inbounds i32, i32* %0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp sgt i32 %6, 3
  %8 = zext i1 %7 to i32
  %9 = add nuw nsw i32 %4, %8
  %10 = getelementptr inbounds i32, i32* %0, i32 2
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 3
  %13 = zext i1 %12 to i32
  %14 = add nuw nsw i32 %9, %13
  %15 = getelementptr inbounds i32, i32* %0, i32 3
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = icmp sgt i32 %16, 3
  %18 = zext i1 %17 to i32
  %19 = add nuw nsw i32 %14, %18
  %20 = getelementptr inbounds i32, i32* %0, i32 4
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, 3
  %23 = zext i1 %22 to i32
  %24 = add nuw nsw i32 %19, %23
  %25 = getelementptr inbounds i32, i32* %0, i32 5
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = icmp sgt i32 %26, 3
  %28 = zext i1 %27 to i32
  %29 = add nuw nsw i32 %24, %28
  %30 = getelementptr inbounds i32, i32* %0, i32 6
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = icmp sgt i32 %31, 3
  %33 = zext i1 %32 to i32
  %34 = add nuw nsw i32 %29, %33
  %35 = getelementptr inbounds i32, i32* %0, i32 7
  %36 = load i32, i32* %35, align 4, !tbaa !5
  %37 = icmp sgt i32 %36, 3
  %38 = zext i1 %37 to i32
  %39 = add nuw nsw i32 %34, %38
  %40 = getelementptr inbounds i32, i32* %0, i32 8
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = icmp sgt i32 %41, 3
  %43 = zext i1 %42 to i32
  %44 = add nuw nsw i32 %39, %43
  %45 = getelementptr inbounds i32, i32* %0, i32 9
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = icmp sgt i32 %46, 3
  %48 = zext i1 %47 to i32
  %49 = add nuw nsw i32 %44, %48
  %50 = getelementptr inbounds i32, i32* %0, i32 10
  %51 = load i32, i32* %50, align 4, !tbaa !5
  %52 = icmp sgt i32 %51, 3
  %53 = zext i1 %52 to i32
  %54 = add nuw nsw i32 %49, %53
  %55 = getelementptr inbounds i32, i32* %0, i32 11
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = icmp sgt i32 %56, 3
  %58 = zext i1 %57 to i32
  %59 = add nuw nsw i32 %54, %58
  %60 = getelementptr inbounds i32, i32* %0, i32 12
  %61 = load i32, i32* %60, align 4, !tbaa !5
  %62 = icmp sgt i32 %61, 3
  %63 = zext i1 %62 to i32
  %64 = add nuw nsw i32 %59, %63
  %65 = getelementptr inbounds i32, i32* %0, i32 13
  %66 = load i32, i32* %65, align 4, !tbaa !5
  %67 = icmp sgt i32 %66, 3
  %68 = zext i1 %67 to i32
  %69 = add nuw nsw i32 %64, %68
  %70 = getelementptr inbounds i32, i32* %0, i32 14
  %71 = load i32, i32* %70, align 4, !tbaa !5
  %72 = icmp sgt i32 %71, 3
  %73 = zext i1 %72 to i32
  %74 = add nuw nsw i32 %69, %73
  %75 = getelementptr inbounds i32, i32* %0, i32 15
  %76 = load i32, i32* %75, align 4, !tbaa !5
  %77 = icmp sgt i32 %76, 3
  %78 = zext i1 %77 to i32
  %79 = add nuw nsw i32 %74, %78
  %80 = getelementptr inbounds i32, i32* %0, i32 16
  %81 = load i32, i32* %80, align 4, !tbaa !5
  %82 = icmp sgt i32 %81, 3
  %83 = zext i1 %82 to i32
  %84 = add nuw nsw i32 %79, %83
  %85 = getelementptr inbounds i32, i32* %0, i32 17
  %86 = load i32, i32* %85, align 4, !tbaa !5
  %87 = icmp sgt i32 %86, 3
  %88 = zext i1 %87 to i32
  %89 = add nuw nsw i32 %84, %88
  %90 = getelementptr inbounds i32, i32* %0, i32 18
  %91 = load i32, i32* %90, align 4, !tbaa !5
  %92 = icmp sgt i32 %91, 3
  %93 = zext i1 %92 to i32
  %94 = add nuw nsw i32 %89, %93
  %95 = getelementptr inbounds i32, i32* %0, i32 19
  %96 = load i32, i32* %95, align 4, !tbaa !5
  %97 = icmp sgt i32 %96, 3
  %98 = zext i1 %97 to i32
  %99 = add nuw nsw i32 %94, %98
  %100 = add nuw nsw i32 %99, 2
  %101 = select i1 %3, i32 %100, i32 %99
  %102 = add nuw nsw i32 %101, 2
  %103 = select i1 %7, i32 %102, i32 %101
  %104 = add nuw nsw i32 %103, 2
  %105 = select i1 %12, i32 %104, i32 %103
  %106 = add nuw nsw i32 %105, 2
  %107 = select i1 %17, i32 %106, i32 %105
  %108 = add nuw nsw i32 %107, 2
  %109 = select i1 %22, i32 %108, i32 %107
  %110 = add nuw nsw i32 %109, 2
  %111 = select i1 %27, i32 %110, i32 %109
  %112 = add nuw nsw i32 %111, 2
  %113 = select i1 %32, i32 %112, i32 %111
  %114 = add nuw nsw i32 %113, 2
  %115 = select i1 %37, i32 %114, i32 %113
  %116 = add nuw nsw i32 %115, 2
  %117 = select i1 %42, i32 %116, i32 %115
  %118 = add nuw nsw i32 %117, 2
  %119 = select i1 %47, i32 %118, i32 %117
  %120 = add nuw nsw i32 %119, 2
  %121 = select i1 %52, i32 %120, i32 %119
  %122 = add nuw nsw i32 %121, 2
  %123 = select i1 %57, i32 %122, i32 %121
  %124 = add nuw nsw i32 %123, 2
  %125 = select i1 %62, i32 %124, i32 %123
  %126 = add nuw nsw i32 %125, 2
  %127 = select i1 %67, i32 %126, i32 %125
  %128 = add nuw nsw i32 %127, 2
  %129 = select i1 %72, i32 %128, i32 %127
  %130 = add nuw nsw i32 %129, 2
  %131 = select i1 %77, i32 %130, i32 %129
  %132 = add nuw nsw i32 %131, 2
  %133 = select i1 %82, i32 %132, i32 %131
  %134 = add nuw nsw i32 %133, 2
  %135 = select i1 %87, i32 %134, i32 %133
  %136 = add nuw nsw i32 %135, 2
  %137 = select i1 %92, i32 %136, i32 %135
  %138 = add nuw nsw i32 %137, 2
  %139 = select i1 %97, i32 %138, i32 %137
  %140 = load i32, i32* %0, align 4, !tbaa !5
  %141 = icmp eq i32 %140, 7
  %142 = zext i1 %141 to i32
  %143 = add nuw nsw i32 %139, %142
  %144 = load i32, i32* %5, align 4, !tbaa !5
  %145 = icmp eq i32 %144, 7
  %146 = zext i1 %145 to i32
  %147 = add nuw nsw i32 %143, %146
  %148 = load i32, i32* %10, align 4, !tbaa !5
  %149 = icmp eq i32 %148, 7
  %150 = zext i1 %149 to i32
  %151 = add nuw nsw i32 %147, %150
  %152 = load i32, i32* %15, align 4, !tbaa !5
  %153 = icmp eq i32 %152, 7
  %154 = zext i1 %153 to i32
  %155 = add nuw nsw i32 %151, %154
  %156 = load i32, i32* %20, align 4, !tbaa !5
  %157 = icmp eq i32 %156, 7
  %158 = zext i1 %157 to i32
  %159 = add nuw nsw i32 %155, %158
  %160 = load i32, i32* %25, align 4, !tbaa !5
  %161 = icmp eq i32 %160, 7
  %162 = zext i1 %161 to i32
  %163 = add nuw nsw i32 %159, %162
  %164 = load i32, i32* %30, align 4, !tbaa !5
  %165 = icmp eq i32 %164, 7
  %166 = zext i1 %165 to i32
  %167 = add nuw nsw i32 %163, %166
  %168 = load i32, i32* %35, align 4, !tbaa !5
  %169 = icmp eq i32 %168, 7
  %170 = zext i1 %169 to i32
  %171 = add nuw nsw i32 %167, %170
  %172 = load i32, i32* %40, align 4, !tbaa !5
  %173 = icmp eq i32 %172, 7
  %174 = zext i1 %173 to i32
  %175 = add nuw nsw i32 %171, %174
  %176 = load i32, i32* %45, align 4, !tbaa !5
  %177 = icmp eq i32 %176, 7
  %178 = zext i1 %177 to i32
  %179 = add nuw nsw i32 %175, %178
  %180 = load i32, i32* %50, align 4, !tbaa !5
  %181 = icmp eq i32 %180, 7
  %182 = zext i1 %181 to i32
  %183 = add nuw nsw i32 %179, %182
  %184 = load i32, i32* %55, align 4, !tbaa !5
  %185 = icmp eq i32 %184, 7
  %186 = zext i1 %185 to i32
  %187 = add nuw nsw i32 %183, %186
  %188 = load i32, i32* %60, align 4, !tbaa !5
  %189 = icmp eq i32 %188, 7
  %190 = zext i1 %189 to i32
  %191 = add nuw nsw i32 %187, %190
  %192 = load i32, i32* %65, align 4, !tbaa !5
  %193 = icmp eq i32 %192, 7
  %194 = zext i1 %193 to i32
  %195 = add nuw nsw i32 %191, %194
  %196 = load i32, i32* %70, align 4, !tbaa !5
  %197 = icmp eq i32 %196, 7
  %198 = zext i1 %197 to i32
  %199 = add nuw nsw i32 %195, %198
  %200 = load i32, i32* %75, align 4, !tbaa !5
  %201 = icmp eq i32 %200, 7
  %202 = zext i1 %201 to i32
  %203 = add nuw nsw i32 %199, %202
  %204 = load i32, i32* %80, align 4, !tbaa !5
  %205 = icmp eq i32 %204, 7
  %206 = zext i1 %205 to i32
  %207 = add nuw nsw i32 %203, %206
  %208 = load i32, i32* %85, align 4, !tbaa !5
  %209 = icmp eq i32 %208, 7
  %210 = zext i1 %209 to i32
  %211 = add nuw nsw i32 %207, %210
  %212 = load i32, i32* %90, align 4, !tbaa !5
  %213 = icmp eq i32 %212, 7
  %214 = zext i1 %213 to i32
  %215 = add nuw nsw i32 %211, %214
  %216 = load i32, i32* %95, align 4, !tbaa !5
  %217 = icmp eq i32 %216, 7
  %218 = zext i1 %217 to i32
  %219 = add nuw nsw i32 %215, %218
  ret i32 %219
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @find_char(i8* nocapture noundef readonly %0, i8 noundef zeroext %1) unnamed_addr #4 {
  %3 = load i8, i8* %0, align 1, !tbaa !30
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
  %12 = load i8, i8* %11, align 1, !tbaa !30
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %5, !llvm.loop !31

14:                                               ; preds = %9, %5, %2
  %15 = phi i32 [ -1, %2 ], [ %7, %5 ], [ -1, %9 ]
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @count_short(i16* nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load i16, i16* %0, align 2, !tbaa !22
  %3 = icmp slt i16 %2, -3
  %4 = select i1 %3, i32 3, i32 1
  %5 = getelementptr inbounds i16, i16* %0, i32 1
  %6 = load i16, i16* %5, align 2, !tbaa !22
  %7 = icmp slt i16 %6, -3
  %8 = select i1 %7, i32 3, i32 1
  %9 = add nuw nsw i32 %8, %4
  %10 = getelementptr inbounds i16, i16* %0, i32 2
  %11 = load i16, i16* %10, align 2, !tbaa !22
  %12 = icmp slt i16 %11, -3
  %13 = select i1 %12, i32 3, i32 1
  %14 = add nuw nsw i32 %13, %9
  %15 = getelementptr inbounds i16, i16* %0, i32 3
  %16 = load i16, i16* %15, align 2, !tbaa !22
  %17 = icmp slt i16 %16, -3
  %18 = select i1 %17, i32 3, i32 1
  %19 = add nuw nsw i32 %18, %14
  %20 = getelementptr inbounds i16, i16* %0, i32 4
  %21 = load i16, i16* %20, align 2, !tbaa !22
  %22 = icmp slt i16 %21, -3
  %23 = select i1 %22, i32 3, i32 1
  %24 = add nuw nsw i32 %23, %19
  %25 = getelementptr inbounds i16, i16* %0, i32 5
  %26 = load i16, i16* %25, align 2, !tbaa !22
  %27 = icmp slt i16 %26, -3
  %28 = select i1 %27, i32 3, i32 1
  %29 = add nuw nsw i32 %28, %24
  %30 = getelementptr inbounds i16, i16* %0, i32 6
  %31 = load i16, i16* %30, align 2, !tbaa !22
  %32 = icmp slt i16 %31, -3
  %33 = select i1 %32, i32 3, i32 1
  %34 = add nuw nsw i32 %33, %29
  %35 = getelementptr inbounds i16, i16* %0, i32 7
  %36 = load i16, i16* %35, align 2, !tbaa !22
  %37 = icmp slt i16 %36, -3
  %38 = select i1 %37, i32 3, i32 1
  %39 = add nuw nsw i32 %38, %34
  %40 = getelementptr inbounds i16, i16* %0, i32 8
  %41 = load i16, i16* %40, align 2, !tbaa !22
  %42 = icmp slt i16 %41, -3
  %43 = select i1 %42, i32 3, i32 1
  %44 = add nuw nsw i32 %43, %39
  %45 = getelementptr inbounds i16, i16* %0, i32 9
  %46 = load i16, i16* %45, align 2, !tbaa !22
  %47 = icmp slt i16 %46, -3
  %48 = select i1 %47, i32 3, i32 1
  %49 = add nuw nsw i32 %48, %44
  %50 = getelementptr inbounds i16, i16* %0, i32 10
  %51 = load i16, i16* %50, align 2, !tbaa !22
  %52 = icmp slt i16 %51, -3
  %53 = select i1 %52, i32 3, i32 1
  %54 = add nuw nsw i32 %53, %49
  %55 = getelementptr inbounds i16, i16* %0, i32 11
  %56 = load i16, i16* %55, align 2, !tbaa !22
  %57 = icmp slt i16 %56, -3
  %58 = select i1 %57, i32 3, i32 1
  %59 = add nuw nsw i32 %58, %54
  %60 = getelementptr inbounds i16, i16* %0, i32 12
  %61 = load i16, i16* %60, align 2, !tbaa !22
  %62 = icmp slt i16 %61, -3
  %63 = select i1 %62, i32 3, i32 1
  %64 = add nuw nsw i32 %63, %59
  %65 = getelementptr inbounds i16, i16* %0, i32 13
  %66 = load i16, i16* %65, align 2, !tbaa !22
  %67 = icmp slt i16 %66, -3
  %68 = select i1 %67, i32 3, i32 1
  %69 = add nuw nsw i32 %68, %64
  %70 = getelementptr inbounds i16, i16* %0, i32 14
  %71 = load i16, i16* %70, align 2, !tbaa !22
  %72 = icmp slt i16 %71, -3
  %73 = select i1 %72, i32 3, i32 1
  %74 = add nuw nsw i32 %73, %69
  %75 = getelementptr inbounds i16, i16* %0, i32 15
  %76 = load i16, i16* %75, align 2, !tbaa !22
  %77 = icmp slt i16 %76, -3
  %78 = select i1 %77, i32 3, i32 1
  %79 = add nuw nsw i32 %78, %74
  %80 = getelementptr inbounds i16, i16* %0, i32 16
  %81 = load i16, i16* %80, align 2, !tbaa !22
  %82 = icmp slt i16 %81, -3
  %83 = select i1 %82, i32 3, i32 1
  %84 = add nuw nsw i32 %83, %79
  %85 = getelementptr inbounds i16, i16* %0, i32 17
  %86 = load i16, i16* %85, align 2, !tbaa !22
  %87 = icmp slt i16 %86, -3
  %88 = select i1 %87, i32 3, i32 1
  %89 = add nuw nsw i32 %88, %84
  %90 = getelementptr inbounds i16, i16* %0, i32 18
  %91 = load i16, i16* %90, align 2, !tbaa !22
  %92 = icmp slt i16 %91, -3
  %93 = select i1 %92, i32 3, i32 1
  %94 = add nuw nsw i32 %93, %89
  %95 = getelementptr inbounds i16, i16* %0, i32 19
  %96 = load i16, i16* %95, align 2, !tbaa !22
  %97 = icmp slt i16 %96, -3
  %98 = select i1 %97, i32 3, i32 1
  %99 = add nuw nsw i32 %98, %94
  ret i32 %99
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
  br i1 %23, label %10, label %12, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @dot(double* nocapture noundef readonly %0, double* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = load double, double* %0, align 8, !tbaa !24
  %4 = load double, double* %1, align 8, !tbaa !24
  %5 = fmul double %3, %4
  %6 = fadd double %5, 0.000000e+00
  %7 = getelementptr inbounds double, double* %0, i32 1
  %8 = load double, double* %7, align 8, !tbaa !24
  %9 = getelementptr inbounds double, double* %1, i32 1
  %10 = load double, double* %9, align 8, !tbaa !24
  %11 = fmul double %8, %10
  %12 = fadd double %6, %11
  %13 = getelementptr inbounds double, double* %0, i32 2
  %14 = load double, double* %13, align 8, !tbaa !24
  %15 = getelementptr inbounds double, double* %1, i32 2
  %16 = load double, double* %15, align 8, !tbaa !24
  %17 = fmul double %14, %16
  %18 = fadd double %12, %17
  %19 = getelementptr inbounds double, double* %0, i32 3
  %20 = load double, double* %19, align 8, !tbaa !24
  %21 = getelementptr inbounds double, double* %1, i32 3
  %22 = load double, double* %21, align 8, !tbaa !24
  %23 = fmul double %20, %22
  %24 = fadd double %18, %23
  %25 = getelementptr inbounds double, double* %0, i32 4
  %26 = load double, double* %25, align 8, !tbaa !24
  %27 = getelementptr inbounds double, double* %1, i32 4
  %28 = load double, double* %27, align 8, !tbaa !24
  %29 = fmul double %26, %28
  %30 = fadd double %24, %29
  %31 = getelementptr inbounds double, double* %0, i32 5
  %32 = load double, double* %31, align 8, !tbaa !24
  %33 = getelementptr inbounds double, double* %1, i32 5
  %34 = load double, double* %33, align 8, !tbaa !24
  %35 = fmul double %32, %34
  %36 = fadd double %30, %35
  %37 = getelementptr inbounds double, double* %0, i32 6
  %38 = load double, double* %37, align 8, !tbaa !24
  %39 = getelementptr inbounds double, double* %1, i32 6
  %40 = load double, double* %39, align 8, !tbaa !24
  %41 = fmul double %38, %40
  %42 = fadd double %36, %41
  %43 = getelementptr inbounds double, double* %0, i32 7
  %44 = load double, double* %43, align 8, !tbaa !24
  %45 = getelementptr inbounds double, double* %1, i32 7
  %46 = load double, double* %45, align 8, !tbaa !24
  %47 = fmul double %44, %46
  %48 = fadd double %42, %47
  %49 = getelementptr inbounds double, double* %0, i32 8
  %50 = load double, double* %49, align 8, !tbaa !24
  %51 = getelementptr inbounds double, double* %1, i32 8
  %52 = load double, double* %51, align 8, !tbaa !24
  %53 = fmul double %50, %52
  %54 = fadd double %48, %53
  %55 = getelementptr inbounds double, double* %0, i32 9
  %56 = load double, double* %55, align 8, !tbaa !24
  %57 = getelementptr inbounds double, double* %1, i32 9
  %58 = load double, double* %57, align 8, !tbaa !24
  %59 = fmul double %56, %58
  %60 = fadd double %54, %59
  %61 = getelementptr inbounds double, double* %0, i32 10
  %62 = load double, double* %61, align 8, !tbaa !24
  %63 = getelementptr inbounds double, double* %1, i32 10
  %64 = load double, double* %63, align 8, !tbaa !24
  %65 = fmul double %62, %64
  %66 = fadd double %60, %65
  %67 = getelementptr inbounds double, double* %0, i32 11
  %68 = load double, double* %67, align 8, !tbaa !24
  %69 = getelementptr inbounds double, double* %1, i32 11
  %70 = load double, double* %69, align 8, !tbaa !24
  %71 = fmul double %68, %70
  %72 = fadd double %66, %71
  %73 = getelementptr inbounds double, double* %0, i32 12
  %74 = load double, double* %73, align 8, !tbaa !24
  %75 = getelementptr inbounds double, double* %1, i32 12
  %76 = load double, double* %75, align 8, !tbaa !24
  %77 = fmul double %74, %76
  %78 = fadd double %72, %77
  %79 = getelementptr inbounds double, double* %0, i32 13
  %80 = load double, double* %79, align 8, !tbaa !24
  %81 = getelementptr inbounds double, double* %1, i32 13
  %82 = load double, double* %81, align 8, !tbaa !24
  %83 = fmul double %80, %82
  %84 = fadd double %78, %83
  %85 = getelementptr inbounds double, double* %0, i32 14
  %86 = load double, double* %85, align 8, !tbaa !24
  %87 = getelementptr inbounds double, double* %1, i32 14
  %88 = load double, double* %87, align 8, !tbaa !24
  %89 = fmul double %86, %88
  %90 = fadd double %84, %89
  %91 = getelementptr inbounds double, double* %0, i32 15
  %92 = load double, double* %91, align 8, !tbaa !24
  %93 = getelementptr inbounds double, double* %1, i32 15
  %94 = load double, double* %93, align 8, !tbaa !24
  %95 = fmul double %92, %94
  %96 = fadd double %90, %95
  %97 = getelementptr inbounds double, double* %0, i32 16
  %98 = load double, double* %97, align 8, !tbaa !24
  %99 = getelementptr inbounds double, double* %1, i32 16
  %100 = load double, double* %99, align 8, !tbaa !24
  %101 = fmul double %98, %100
  %102 = fadd double %96, %101
  %103 = getelementptr inbounds double, double* %0, i32 17
  %104 = load double, double* %103, align 8, !tbaa !24
  %105 = getelementptr inbounds double, double* %1, i32 17
  %106 = load double, double* %105, align 8, !tbaa !24
  %107 = fmul double %104, %106
  %108 = fadd double %102, %107
  %109 = getelementptr inbounds double, double* %0, i32 18
  %110 = load double, double* %109, align 8, !tbaa !24
  %111 = getelementptr inbounds double, double* %1, i32 18
  %112 = load double, double* %111, align 8, !tbaa !24
  %113 = fmul double %110, %112
  %114 = fadd double %108, %113
  %115 = getelementptr inbounds double, double* %0, i32 19
  %116 = load double, double* %115, align 8, !tbaa !24
  %117 = getelementptr inbounds double, double* %1, i32 19
  %118 = load double, double* %117, align 8, !tbaa !24
  %119 = fmul double %116, %118
  %120 = fadd double %114, %119
  ret double %120
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
  %7 = load double, double* %6, align 8, !tbaa !24
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
  br i1 %18, label %2, label %3, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum(float* nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load float, float* %0, align 4, !tbaa !26
  %3 = fmul float %2, 2.500000e-01
  %4 = fsub float 1.000000e+00, %3
  %5 = getelementptr inbounds float, float* %0, i32 1
  %6 = load float, float* %5, align 4, !tbaa !26
  %7 = fmul float %6, 2.500000e-01
  %8 = fsub float %4, %7
  %9 = getelementptr inbounds float, float* %0, i32 2
  %10 = load float, float* %9, align 4, !tbaa !26
  %11 = fmul float %10, 2.500000e-01
  %12 = fsub float %8, %11
  %13 = getelementptr inbounds float, float* %0, i32 3
  %14 = load float, float* %13, align 4, !tbaa !26
  %15 = fmul float %14, 2.500000e-01
  %16 = fsub float %12, %15
  %17 = getelementptr inbounds float, float* %0, i32 4
  %18 = load float, float* %17, align 4, !tbaa !26
  %19 = fmul float %18, 2.500000e-01
  %20 = fsub float %16, %19
  %21 = getelementptr inbounds float, float* %0, i32 5
  %22 = load float, float* %21, align 4, !tbaa !26
  %23 = fmul float %22, 2.500000e-01
  %24 = fsub float %20, %23
  %25 = getelementptr inbounds float, float* %0, i32 6
  %26 = load float, float* %25, align 4, !tbaa !26
  %27 = fmul float %26, 2.500000e-01
  %28 = fsub float %24, %27
  %29 = getelementptr inbounds float, float* %0, i32 7
  %30 = load float, float* %29, align 4, !tbaa !26
  %31 = fmul float %30, 2.500000e-01
  %32 = fsub float %28, %31
  %33 = getelementptr inbounds float, float* %0, i32 8
  %34 = load float, float* %33, align 4, !tbaa !26
  %35 = fmul float %34, 2.500000e-01
  %36 = fsub float %32, %35
  %37 = getelementptr inbounds float, float* %0, i32 9
  %38 = load float, float* %37, align 4, !tbaa !26
  %39 = fmul float %38, 2.500000e-01
  %40 = fsub float %36, %39
  %41 = getelementptr inbounds float, float* %0, i32 10
  %42 = load float, float* %41, align 4, !tbaa !26
  %43 = fmul float %42, 2.500000e-01
  %44 = fsub float %40, %43
  %45 = getelementptr inbounds float, float* %0, i32 11
  %46 = load float, float* %45, align 4, !tbaa !26
  %47 = fmul float %46, 2.500000e-01
  %48 = fsub float %44, %47
  %49 = getelementptr inbounds float, float* %0, i32 12
  %50 = load float, float* %49, align 4, !tbaa !26
  %51 = fmul float %50, 2.500000e-01
  %52 = fsub float %48, %51
  %53 = getelementptr inbounds float, float* %0, i32 13
  %54 = load float, float* %53, align 4, !tbaa !26
  %55 = fmul float %54, 2.500000e-01
  %56 = fsub float %52, %55
  %57 = getelementptr inbounds float, float* %0, i32 14
  %58 = load float, float* %57, align 4, !tbaa !26
  %59 = fmul float %58, 2.500000e-01
  %60 = fsub float %56, %59
  %61 = getelementptr inbounds float, float* %0, i32 15
  %62 = load float, float* %61, align 4, !tbaa !26
  %63 = fmul float %62, 2.500000e-01
  %64 = fsub float %60, %63
  %65 = getelementptr inbounds float, float* %0, i32 16
  %66 = load float, float* %65, align 4, !tbaa !26
  %67 = fmul float %66, 2.500000e-01
  %68 = fsub float %64, %67
  %69 = getelementptr inbounds float, float* %0, i32 17
  %70 = load float, float* %69, align 4, !tbaa !26
  %71 = fmul float %70, 2.500000e-01
  %72 = fsub float %68, %71
  %73 = getelementptr inbounds float, float* %0, i32 18
  %74 = load float, float* %73, align 4, !tbaa !26
  %75 = fmul float %74, 2.500000e-01
  %76 = fsub float %72, %75
  %77 = getelementptr inbounds float, float* %0, i32 19
  %78 = load float, float* %77, align 4, !tbaa !26
  %79 = fmul float %78, 2.500000e-01
  %80 = fsub float %76, %79
  ret float %80
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
  br i1 %19, label %4, label %7, !llvm.loop !34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @skip2(%struct.cursor* nocapture noundef %0) unnamed_addr #2 {
  %2 = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i32 0, i32 0
  %3 = load i32*, i32** %2, align 8, !tbaa !17
  %4 = getelementptr inbounds i32, i32* %3, i32 2
  store i32* %4, i32** %2, align 8, !tbaa !17
  %5 = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i32 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !19
  %7 = add nsw i64 %6, -1
  store i64 %7, i64* %5, align 8, !tbaa !19
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
!17 = !{!18, !12, i64 0}
!18 = !{!"cursor", !12, i64 0, !13, i64 8}
!19 = !{!18, !13, i64 8}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !7, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"double", !7, i64 0}
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !7, i64 0}
!28 = distinct !{!28, !21}
!29 = distinct !{!29, !21}
!30 = !{!7, !7, i64 0}
!31 = distinct !{!31, !21}
!32 = distinct !{!32, !21}
!33 = distinct !{!33, !21}
!34 = distinct !{!34, !21}
