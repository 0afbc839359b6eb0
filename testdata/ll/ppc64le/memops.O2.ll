; ModuleID = 'c/memops.c'
source_filename = "c/memops.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.range = type { i32*, i32*, i64 }
%struct.cursor = type { i32*, i64 }

@.str = private unnamed_addr constant [30 x i8] c"load_then_store alias: %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"load_then_store: %d %d %d\0A\00", align 1
@side = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [23 x i8] c"load_then_call: %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"compare_then_store alias: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"compare_then_store: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"sum64: %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"mixes: %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"count_above: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"load folding\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"find_char: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"count_short: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"walk: %ld\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"dot: %.3f\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"fcount: %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fsum: %.3f\0A\00", align 1
@hits = dso_local local_unnamed_addr global [16 x i32] zeroinitializer, align 4
@.str.16 = private unnamed_addr constant [14 x i8] c"rmw: %ld %ld\0A\00", align 1
@counter = dso_local local_unnamed_addr global i64 0, align 8
@.str.17 = private unnamed_addr constant [15 x i8] c"skip2: %d %ld\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"twice: %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"vol: %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"check: %u\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@vcell = internal global i32 3, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
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
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #9
  store i32 5, i32* %1, align 4, !tbaa !5
  %13 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #9
  store i32 9, i32* %2, align 4, !tbaa !5
  %14 = call fastcc signext i32 @load_then_store(i32* noundef nonnull %1, i32* noundef nonnull %1)
  %15 = load i32, i32* %1, align 4, !tbaa !5
  %16 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef signext %14, i32 noundef signext %15)
  %17 = add i32 %15, %14
  %18 = load i32, i32* @check, align 4, !tbaa !5
  %19 = add i32 %17, %18
  %20 = mul i32 %19, -1640531535
  store i32 %20, i32* @check, align 4, !tbaa !5
  %21 = call fastcc signext i32 @load_then_store(i32* noundef nonnull %1, i32* noundef nonnull %2)
  %22 = load i32, i32* %2, align 4, !tbaa !5
  %23 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %21, i32 noundef signext %15, i32 noundef signext %22)
  %24 = load i32, i32* @check, align 4, !tbaa !5
  %25 = add i32 %24, %21
  %26 = mul i32 %25, -1640531535
  store i32 %26, i32* @check, align 4, !tbaa !5
  store i32 10, i32* @side, align 4, !tbaa !5
  %27 = tail call fastcc signext i32 @load_then_call()
  %28 = load i32, i32* @side, align 4, !tbaa !5
  %29 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %27, i32 noundef signext %28)
  %30 = load i32, i32* @check, align 4, !tbaa !5
  %31 = add i32 %30, %27
  %32 = mul i32 %31, -1640531535
  store i32 %32, i32* @check, align 4, !tbaa !5
  store i32 5, i32* %1, align 4, !tbaa !5
  %33 = call fastcc signext i32 @compare_then_store(i32* noundef nonnull %1, i32* noundef nonnull %1), !range !9
  %34 = load i32, i32* %1, align 4, !tbaa !5
  %35 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %33, i32 noundef signext %34)
  %36 = load i32, i32* @check, align 4, !tbaa !5
  %37 = add i32 %36, %33
  %38 = mul i32 %37, -1640531535
  store i32 %38, i32* @check, align 4, !tbaa !5
  store i32 5, i32* %1, align 4, !tbaa !5
  %39 = call fastcc signext i32 @compare_then_store(i32* noundef nonnull %1, i32* noundef nonnull %2), !range !9
  %40 = load i32, i32* %2, align 4, !tbaa !5
  %41 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %39, i32 noundef signext %40)
  %42 = load i32, i32* @check, align 4, !tbaa !5
  %43 = add i32 %42, %39
  %44 = mul i32 %43, -1640531535
  store i32 %44, i32* @check, align 4, !tbaa !5
  %45 = bitcast [20 x i64]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %45) #9
  %46 = bitcast [20 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %46) #9
  %47 = bitcast [20 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %47) #9
  %48 = bitcast [20 x i16]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %48) #9
  %49 = bitcast [20 x double]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %49) #9
  %50 = bitcast [20 x double]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %50) #9
  %51 = bitcast [20 x float]* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %51) #9
  br label %278

52:                                               ; preds = %278
  %53 = getelementptr inbounds [20 x i64], [20 x i64]* %3, i64 0, i64 0
  %54 = call fastcc i64 @sum64(i64* noundef nonnull %53)
  %55 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i64 noundef %54)
  %56 = lshr i64 %54, 32
  %57 = xor i64 %56, %54
  %58 = trunc i64 %57 to i32
  %59 = load i32, i32* @check, align 4, !tbaa !5
  %60 = add i32 %59, %58
  %61 = mul i32 %60, -1640531535
  store i32 %61, i32* @check, align 4, !tbaa !5
  %62 = getelementptr inbounds [20 x i32], [20 x i32]* %4, i64 0, i64 0
  %63 = call fastcc zeroext i32 @mixes(i32* noundef nonnull %62)
  %64 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %63)
  %65 = load i32, i32* @check, align 4, !tbaa !5
  %66 = add i32 %65, %63
  %67 = mul i32 %66, -1640531535
  store i32 %67, i32* @check, align 4, !tbaa !5
  %68 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 0
  %69 = call fastcc signext i32 @count_above(i32* noundef nonnull %68)
  %70 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %69)
  %71 = load i32, i32* @check, align 4, !tbaa !5
  %72 = add i32 %71, %69
  %73 = mul i32 %72, -1640531535
  store i32 %73, i32* @check, align 4, !tbaa !5
  %74 = tail call fastcc signext i32 @find_char(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), i8 noundef zeroext 102)
  %75 = mul nsw i32 %74, 10
  %76 = tail call fastcc signext i32 @find_char(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8 noundef zeroext 122)
  %77 = add nsw i32 %75, %76
  %78 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %77)
  %79 = load i32, i32* @check, align 4, !tbaa !5
  %80 = add i32 %79, %77
  %81 = mul i32 %80, -1640531535
  store i32 %81, i32* @check, align 4, !tbaa !5
  %82 = getelementptr inbounds [20 x i16], [20 x i16]* %6, i64 0, i64 0
  %83 = call fastcc signext i32 @count_short(i16* noundef nonnull %82)
  %84 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext %83)
  %85 = load i32, i32* @check, align 4, !tbaa !5
  %86 = add i32 %85, %83
  %87 = mul i32 %86, -1640531535
  store i32 %87, i32* @check, align 4, !tbaa !5
  %88 = bitcast %struct.range* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %88) #9
  %89 = getelementptr inbounds %struct.range, %struct.range* %10, i64 0, i32 0
  store i32* %68, i32** %89, align 8, !tbaa !10
  %90 = getelementptr inbounds %struct.range, %struct.range* %10, i64 0, i32 1
  %91 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 20
  store i32* %91, i32** %90, align 8, !tbaa !14
  %92 = getelementptr inbounds %struct.range, %struct.range* %10, i64 0, i32 2
  store i64 12, i64* %92, align 8, !tbaa !15
  %93 = call fastcc i64 @walk(%struct.range* noundef nonnull %10)
  %94 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.12, i64 0, i64 0), i64 noundef %93)
  %95 = trunc i64 %93 to i32
  %96 = load i32, i32* @check, align 4, !tbaa !5
  %97 = add i32 %96, %95
  %98 = mul i32 %97, -1640531535
  store i32 %98, i32* @check, align 4, !tbaa !5
  %99 = getelementptr inbounds [20 x double], [20 x double]* %7, i64 0, i64 0
  %100 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 0, i64 0
  %101 = call fastcc double @dot(double* noundef nonnull %99, double* noundef nonnull %100)
  %102 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), double noundef %101)
  %103 = fmul double %101, 8.000000e+00
  %104 = fptosi double %103 to i32
  %105 = load i32, i32* @check, align 4, !tbaa !5
  %106 = add i32 %105, %104
  %107 = mul i32 %106, -1640531535
  store i32 %107, i32* @check, align 4, !tbaa !5
  %108 = call fastcc signext i32 @fcount(double* noundef nonnull %99)
  %109 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %108)
  %110 = load i32, i32* @check, align 4, !tbaa !5
  %111 = add i32 %110, %108
  %112 = mul i32 %111, -1640531535
  store i32 %112, i32* @check, align 4, !tbaa !5
  %113 = getelementptr inbounds [20 x float], [20 x float]* %9, i64 0, i64 0
  %114 = call fastcc float @fsum(float* noundef nonnull %113)
  %115 = fpext float %114 to double
  %116 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0), double noundef %115)
  %117 = fmul float %114, 4.000000e+00
  %118 = fptosi float %117 to i32
  %119 = load i32, i32* @check, align 4, !tbaa !5
  %120 = add i32 %119, %118
  %121 = mul i32 %120, -1640531535
  store i32 %121, i32* @check, align 4, !tbaa !5
  call fastcc void @rmw(i32* noundef nonnull %68, i64 noundef 3)
  call fastcc void @rmw(i32* noundef nonnull %68, i64 noundef -1)
  %122 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 0), align 4, !tbaa !5
  %123 = sext i32 %122 to i64
  %124 = mul nsw i64 %123, 3
  %125 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 1), align 4, !tbaa !5
  %126 = sext i32 %125 to i64
  %127 = add nsw i64 %124, %126
  %128 = mul nsw i64 %127, 3
  %129 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 2), align 4, !tbaa !5
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %128, %130
  %132 = mul nsw i64 %131, 3
  %133 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 3), align 4, !tbaa !5
  %134 = sext i32 %133 to i64
  %135 = add nsw i64 %132, %134
  %136 = mul nsw i64 %135, 3
  %137 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 4), align 4, !tbaa !5
  %138 = sext i32 %137 to i64
  %139 = add nsw i64 %136, %138
  %140 = mul nsw i64 %139, 3
  %141 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 5), align 4, !tbaa !5
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %140, %142
  %144 = mul nsw i64 %143, 3
  %145 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 6), align 4, !tbaa !5
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %144, %146
  %148 = mul nsw i64 %147, 3
  %149 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 7), align 4, !tbaa !5
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %148, %150
  %152 = mul nsw i64 %151, 3
  %153 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 8), align 4, !tbaa !5
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %152, %154
  %156 = mul nsw i64 %155, 3
  %157 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 9), align 4, !tbaa !5
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %156, %158
  %160 = mul nsw i64 %159, 3
  %161 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 10), align 4, !tbaa !5
  %162 = sext i32 %161 to i64
  %163 = add nsw i64 %160, %162
  %164 = mul nsw i64 %163, 3
  %165 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 11), align 4, !tbaa !5
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %164, %166
  %168 = mul nsw i64 %167, 3
  %169 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 12), align 4, !tbaa !5
  %170 = sext i32 %169 to i64
  %171 = add nsw i64 %168, %170
  %172 = mul nsw i64 %171, 3
  %173 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 13), align 4, !tbaa !5
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %172, %174
  %176 = mul nsw i64 %175, 3
  %177 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 14), align 4, !tbaa !5
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %176, %178
  %180 = mul nsw i64 %179, 3
  %181 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @hits, i64 0, i64 15), align 4, !tbaa !5
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 %180, %182
  %184 = load i32, i32* %68, align 4, !tbaa !5
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %183, %185
  %187 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 1
  %188 = load i32, i32* %187, align 4, !tbaa !5
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %186, %189
  %191 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 2
  %192 = load i32, i32* %191, align 4, !tbaa !5
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %190, %193
  %195 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 3
  %196 = load i32, i32* %195, align 4, !tbaa !5
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %194, %197
  %199 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 4
  %200 = load i32, i32* %199, align 4, !tbaa !5
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %198, %201
  %203 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 5
  %204 = load i32, i32* %203, align 4, !tbaa !5
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %202, %205
  %207 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 6
  %208 = load i32, i32* %207, align 4, !tbaa !5
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %206, %209
  %211 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 7
  %212 = load i32, i32* %211, align 4, !tbaa !5
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %210, %213
  %215 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 8
  %216 = load i32, i32* %215, align 4, !tbaa !5
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %214, %217
  %219 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 9
  %220 = load i32, i32* %219, align 4, !tbaa !5
  %221 = sext i32 %220 to i64
  %222 = add nsw i64 %218, %221
  %223 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 10
  %224 = load i32, i32* %223, align 4, !tbaa !5
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %222, %225
  %227 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 11
  %228 = load i32, i32* %227, align 4, !tbaa !5
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %226, %229
  %231 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 12
  %232 = load i32, i32* %231, align 4, !tbaa !5
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %230, %233
  %235 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 13
  %236 = load i32, i32* %235, align 4, !tbaa !5
  %237 = sext i32 %236 to i64
  %238 = add nsw i64 %234, %237
  %239 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 14
  %240 = load i32, i32* %239, align 4, !tbaa !5
  %241 = sext i32 %240 to i64
  %242 = add nsw i64 %238, %241
  %243 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 15
  %244 = load i32, i32* %243, align 4, !tbaa !5
  %245 = sext i32 %244 to i64
  %246 = add nsw i64 %242, %245
  %247 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 16
  %248 = load i32, i32* %247, align 4, !tbaa !5
  %249 = sext i32 %248 to i64
  %250 = add nsw i64 %246, %249
  %251 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 17
  %252 = load i32, i32* %251, align 4, !tbaa !5
  %253 = sext i32 %252 to i64
  %254 = add nsw i64 %250, %253
  %255 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 18
  %256 = load i32, i32* %255, align 4, !tbaa !5
  %257 = sext i32 %256 to i64
  %258 = add nsw i64 %254, %257
  %259 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 19
  %260 = load i32, i32* %259, align 4, !tbaa !5
  %261 = sext i32 %260 to i64
  %262 = add nsw i64 %258, %261
  %263 = load i64, i64* @counter, align 8, !tbaa !16
  %264 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i64 noundef %263, i64 noundef %262)
  %265 = load i64, i64* @counter, align 8, !tbaa !16
  %266 = trunc i64 %265 to i32
  %267 = trunc i64 %262 to i32
  %268 = add i32 %266, %267
  %269 = load i32, i32* @check, align 4, !tbaa !5
  %270 = add i32 %268, %269
  %271 = mul i32 %270, -1640531535
  store i32 %271, i32* @check, align 4, !tbaa !5
  %272 = bitcast %struct.cursor* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %272) #9
  %273 = getelementptr inbounds %struct.cursor, %struct.cursor* %11, i64 0, i32 0
  store i32* %68, i32** %273, align 8, !tbaa !17
  %274 = getelementptr inbounds %struct.cursor, %struct.cursor* %11, i64 0, i32 1
  store i64 10, i64* %274, align 8, !tbaa !19
  %275 = load i32, i32* %68, align 4, !tbaa !5
  call fastcc void @skip2(%struct.cursor* noundef nonnull %11)
  %276 = load i64, i64* %274, align 8, !tbaa !19
  %277 = icmp sgt i64 %276, 0
  br i1 %277, label %310, label %318, !llvm.loop !20

278:                                              ; preds = %0, %278
  %279 = phi i64 [ 0, %0 ], [ %308, %278 ]
  %280 = trunc i64 %279 to i32
  %281 = mul nuw nsw i64 %279, 1000000007
  %282 = add nsw i64 %281, -5
  %283 = getelementptr inbounds [20 x i64], [20 x i64]* %3, i64 0, i64 %279
  store i64 %282, i64* %283, align 8, !tbaa !16
  %284 = mul i32 %280, -1640531535
  %285 = add i32 %284, 1
  %286 = getelementptr inbounds [20 x i32], [20 x i32]* %4, i64 0, i64 %279
  store i32 %285, i32* %286, align 4, !tbaa !5
  %287 = trunc i64 %279 to i8
  %288 = mul i8 %287, 7
  %289 = urem i8 %288, 13
  %290 = zext i8 %289 to i32
  %291 = add nsw i32 %290, -4
  %292 = getelementptr inbounds [20 x i32], [20 x i32]* %5, i64 0, i64 %279
  store i32 %291, i32* %292, align 4, !tbaa !5
  %293 = mul i8 %287, 5
  %294 = urem i8 %293, 11
  %295 = zext i8 %294 to i16
  %296 = add nsw i16 %295, -6
  %297 = getelementptr inbounds [20 x i16], [20 x i16]* %6, i64 0, i64 %279
  store i16 %296, i16* %297, align 2, !tbaa !22
  %298 = sitofp i32 %280 to double
  %299 = fmul double %298, 5.000000e-01
  %300 = fadd double %299, -3.000000e+00
  %301 = getelementptr inbounds [20 x double], [20 x double]* %7, i64 0, i64 %279
  store double %300, double* %301, align 8, !tbaa !24
  %302 = fmul double %298, 2.500000e-01
  %303 = fsub double 2.000000e+00, %302
  %304 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 0, i64 %279
  store double %303, double* %304, align 8, !tbaa !24
  %305 = sitofp i32 %280 to float
  %306 = fmul float %305, 1.500000e+00
  %307 = getelementptr inbounds [20 x float], [20 x float]* %9, i64 0, i64 %279
  store float %306, float* %307, align 4, !tbaa !26
  %308 = add nuw nsw i64 %279, 1
  %309 = icmp eq i64 %308, 20
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
  %321 = ptrtoint i32* %320 to i64
  %322 = ptrtoint [20 x i32]* %5 to i64
  %323 = sub i64 %321, %322
  %324 = ashr exact i64 %323, 2
  %325 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %319, i64 noundef %324)
  %326 = load i32, i32* @check, align 4, !tbaa !5
  %327 = add i32 %326, %319
  %328 = mul i32 %327, -1640531535
  store i32 %328, i32* @check, align 4, !tbaa !5
  %329 = call fastcc signext i32 @twice(i32* noundef nonnull %1)
  %330 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext %329)
  %331 = load i32, i32* @check, align 4, !tbaa !5
  %332 = add i32 %331, %329
  %333 = mul i32 %332, -1640531535
  store i32 %333, i32* @check, align 4, !tbaa !5
  %334 = call fastcc signext i32 @vol()
  %335 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i32 noundef signext %334)
  %336 = load i32, i32* @check, align 4, !tbaa !5
  %337 = add i32 %336, %334
  %338 = mul i32 %337, -1640531535
  store i32 %338, i32* @check, align 4, !tbaa !5
  %339 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.20, i64 0, i64 0), i32 noundef zeroext %338)
  %340 = load i32, i32* @check, align 4, !tbaa !5
  %341 = and i32 %340, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %272) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %88) #9
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %51) #9
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %50) #9
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %49) #9
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %48) #9
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %47) #9
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %46) #9
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %45) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #9
  ret i32 %341
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc signext i32 @load_then_store(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #2 {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  store i32 12, i32* %1, align 4, !tbaa !5
  %4 = add nsw i32 %3, 4
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc signext i32 @load_then_call() unnamed_addr #2 {
  %1 = load i32, i32* @side, align 4, !tbaa !5
  tail call fastcc void @bump()
  %2 = sub nsw i32 50, %1
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc signext i32 @compare_then_store(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #2 {
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
  %4 = getelementptr inbounds i64, i64* %0, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !16
  %6 = add nsw i64 %5, %3
  %7 = getelementptr inbounds i64, i64* %0, i64 2
  %8 = load i64, i64* %7, align 8, !tbaa !16
  %9 = add nsw i64 %8, %6
  %10 = getelementptr inbounds i64, i64* %0, i64 3
  %11 = load i64, i64* %10, align 8, !tbaa !16
  %12 = add nsw i64 %11, %9
  %13 = getelementptr inbounds i64, i64* %0, i64 4
  %14 = load i64, i64* %13, align 8, !tbaa !16
  %15 = add nsw i64 %14, %12
  %16 = getelementptr inbounds i64, i64* %0, i64 5
  %17 = load i64, i64* %16, align 8, !tbaa !16
  %18 = add nsw i64 %17, %15
  %19 = getelementptr inbounds i64, i64* %0, i64 6
  %20 = load i64, i64* %19, align 8, !tbaa !16
  %21 = add nsw i64 %20, %18
  %22 = getelementptr inbounds i64, i64* %0, i64 7
  %23 = load i64, i64* %22, align 8, !tbaa !16
  %24 = add nsw i64 %23, %21
  %25 = getelementptr inbounds i64, i64* %0, i64 8
  %26 = load i64, i64* %25, align 8, !tbaa !16
  %27 = add nsw i64 %26, %24
  %28 = getelementptr inbounds i64, i64* %0, i64 9
  %29 = load i64, i64* %28, align 8, !tbaa !16
  %30 = add nsw i64 %29, %27
  %31 = getelementptr inbounds i64, i64* %0, i64 10
  %32 = load i64, i64* %31, align 8, !tbaa !16
  %33 = add nsw i64 %32, %30
  %34 = getelementptr inbounds i64, i64* %0, i64 11
  %35 = load i64, i64* %34, align 8, !tbaa !16
  %36 = add nsw i64 %35, %33
  %37 = getelementptr inbounds i64, i64* %0, i64 12
  %38 = load i64, i64* %37, align 8, !tbaa !16
  %39 = add nsw i64 %38, %36
  %40 = getelementptr inbounds i64, i64* %0, i64 13
  %41 = load i64, i64* %40, align 8, !tbaa !16
  %42 = add nsw i64 %41, %39
  %43 = getelementptr inbounds i64, i64* %0, i64 14
  %44 = load i64, i64* %43, align 8, !tbaa !16
  %45 = add nsw i64 %44, %42
  %46 = getelementptr inbounds i64, i64* %0, i64 15
  %47 = load i64, i64* %46, align 8, !tbaa !16
  %48 = add nsw i64 %47, %45
  %49 = getelementptr inbounds i64, i64* %0, i64 16
  %50 = load i64, i64* %49, align 8, !tbaa !16
  %51 = add nsw i64 %50, %48
  %52 = getelementptr inbounds i64, i64* %0, i64 17
  %53 = load i64, i64* %52, align 8, !tbaa !16
  %54 = add nsw i64 %53, %51
  %55 = getelementptr inbounds i64, i64* %0, i64 18
  %56 = load i64, i64* %55, align 8, !tbaa !16
  %57 = add nsw i64 %56, %54
  %58 = getelementptr inbounds i64, i64* %0, i64 19
  %59 = load i64, i64* %58, align 8, !tbaa !16
  %60 = add nsw i64 %59, %57
  ret i64 %60
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @mixes(i32* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %5

2:                                                ; preds = %5
  %3 = add i32 %40, %36
  %4 = add i32 %3, %34
  ret i32 %4

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %41, %5 ]
  %7 = phi i32 [ -1, %1 ], [ %34, %5 ]
  %8 = phi i32 [ 0, %1 ], [ %40, %5 ]
  %9 = phi i32 [ 305419896, %1 ], [ %36, %5 ]
  %10 = getelementptr inbounds i32, i32* %0, i64 %6
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = xor i32 %11, %9
  %13 = lshr i32 %11, 3
  %14 = or i32 %13, %8
  %15 = sub nuw nsw i64 19, %6
  %16 = getelementptr inbounds i32, i32* %0, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = and i32 %17, %7
  %19 = mul i32 %12, 31
  %20 = sub i32 %19, %11
  %21 = lshr exact i64 %6, 1
  %22 = getelementptr inbounds i32, i32* %0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !5
  %24 = mul i32 %14, %23
  %25 = or i64 %6, 1
  %26 = getelementptr inbounds i32, i32* %0, i64 %25
  %27 = load i32, i32* %26, align 4, !tbaa !5
  %28 = xor i32 %27, %20
  %29 = lshr i32 %27, 3
  %30 = or i32 %29, %24
  %31 = sub nsw i64 18, %6
  %32 = getelementptr inbounds i32, i32* %0, i64 %31
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = and i32 %33, %18
  %35 = mul i32 %28, 31
  %36 = sub i32 %35, %27
  %37 = lshr exact i64 %6, 1
  %38 = getelementptr inbounds i32, i32* %0, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = mul i32 %30, %39
  %41 = add nuw nsw i64 %6, 2
  %42 = icmp eq i64 %41, 20
  br i1 %42, label %2, label %5, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @count_above(i32* nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load i32, i32* %0, align 4, !tbaa !5
  %3 = icmp sgt i32 %2, 3
  %4 = zext i1 %3 to i32
  %5 = getelementptr inbounds i32, i32* %0, i64 1
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp sgt i32 %6, 3
  %8 = zext i1 %7 to i32
  %9 = add nuw nsw i32 %4, %8
  %10 = getelementptr inbounds i32, i32* %0, i64 2
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 3
  %13 = zext i1 %12 to i32
  %14 = add nuw nsw i32 %9, %13
  %15 = getelementptr inbounds i32, i32* %0, i64 3
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = icmp sgt i32 %16, 3
  %18 = zext i1 %17 to i32
  %19 = add nuw nsw i32 %14, %18
  %20 = getelementptr inbounds i32, i32* %0, i64 4
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, 3
  %23 = zext i1 %22 to i32
  %24 = add nuw nsw i32 %19, %23
  %25 = getelementptr inbounds i32, i32* %0, i64 5
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = icmp sgt i32 %26, 3
  %28 = zext i1 %27 to i32
  %29 = add nuw nsw i32 %24, %28
  %30 = getelementptr inbounds i32, i32* %0, i64 6
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = icmp sgt i32 %31, 3
  %33 = zext i1 %32 to i32
  %34 = add nuw nsw i32 %29, %33
  %35 = getelementptr inbounds i32, i32* %0, i64 7
  %36 = load i32, i32* %35, align 4, !tbaa !5
  %37 = icmp sgt i32 %36, 3
  %38 = zext i1 %37 to i32
  %39 = add nuw nsw i32 %34, %38
  %40 = getelementptr inbounds i32, i32* %0, i64 8
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = icmp sgt i32 %41, 3
  %43 = zext i1 %42 to i32
  %44 = add nuw nsw i32 %39, %43
  %45 = getelementptr inbounds i32, i32* %0, i64 9
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = icmp sgt i32 %46, 3
  %48 = zext i1 %47 to i32
  %49 = add nuw nsw i32 %44, %48
  %50 = getelementptr inbounds i32, i32* %0, i64 10
  %51 = load i32, i32* %50, align 4, !tbaa !5
  %52 = icmp sgt i32 %51, 3
  %53 = zext i1 %52 to i32
  %54 = add nuw nsw i32 %49, %53
  %55 = getelementptr inbounds i32, i32* %0, i64 11
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = icmp sgt i32 %56, 3
  %58 = zext i1 %57 to i32
  %59 = add nuw nsw i32 %54, %58
  %60 = getelementptr inbounds i32, i32* %0, i64 12
  %61 = load i32, i32* %60, align 4, !tbaa !5
  %62 = icmp sgt i32 %61, 3
  %63 = zext i1 %62 to i32
  %64 = add nuw nsw i32 %59, %63
  %65 = getelementptr inbounds i32, i32* %0, i64 13
  %66 = load i32, i32* %65, align 4, !tbaa !5
  %67 = icmp sgt i32 %66, 3
  %68 = zext i1 %67 to i32
  %69 = add nuw nsw i32 %64, %68
  %70 = getelementptr inbounds i32, i32* %0, i64 14
  %71 = load i32, i32* %70, align 4, !tbaa !5
  %72 = icmp sgt i32 %71, 3
  %73 = zext i1 %72 to i32
  %74 = add nuw nsw i32 %69, %73
  %75 = getelementptr inbounds i32, i32* %0, i64 15
  %76 = load i32, i32* %75, align 4, !tbaa !5
  %77 = icmp sgt i32 %76, 3
  %78 = zext i1 %77 to i32
  %79 = add nuw nsw i32 %74, %78
  %80 = getelementptr inbounds i32, i32* %0, i64 16
  %81 = load i32, i32* %80, align 4, !tbaa !5
  %82 = icmp sgt i32 %81, 3
  %83 = zext i1 %82 to i32
  %84 = add nuw nsw i32 %79, %83
  %85 = getelementptr inbounds i32, i32* %0, i64 17
  %86 = load i32, i32* %85, align 4, !tbaa !5
  %87 = icmp sgt i32 %86, 3
  %88 = zext i1 %87 to i32
  %89 = add nuw nsw i32 %84, %88
  %90 = getelementptr inbounds i32, i32* %0, i64 18
  %91 = load i32, i32* %90, align 4, !tbaa !5
  %92 = icmp sgt i32 %91, 3
  %93 = zext i1 %92 to i32
  %94 = add nuw nsw i32 %89, %93
  %95 = getelementptr inbounds i32, i32* %0, i64 19
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
define internal fastcc signext i32 @find_char(i8* nocapture noundef readonly %0, i8 noundef zeroext %1) unnamed_addr #4 {
  %3 = load i8, i8* %0, align 1, !tbaa !30
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %16, label %5

5:                                                ; preds = %2, %9
  %6 = phi i64 [ %10, %9 ], [ 0, %2 ]
  %7 = phi i8 [ %12, %9 ], [ %3, %2 ]
  %8 = icmp eq i8 %7, %1
  br i1 %8, label %14, label %9

9:                                                ; preds = %5
  %10 = add nuw i64 %6, 1
  %11 = getelementptr inbounds i8, i8* %0, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !30
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %16, label %5, !llvm.loop !31

14:                                               ; preds = %5
  %15 = trunc i64 %6 to i32
  br label %16

16:                                               ; preds = %9, %14, %2
  %17 = phi i32 [ -1, %2 ], [ %15, %14 ], [ -1, %9 ]
  ret i32 %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @count_short(i16* nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = bitcast i16* %0 to <4 x i16>*
  %3 = load <4 x i16>, <4 x i16>* %2, align 2, !tbaa !22
  %4 = icmp slt <4 x i16> %3, <i16 -3, i16 -3, i16 -3, i16 -3>
  %5 = select <4 x i1> %4, <4 x i32> <i32 3, i32 3, i32 3, i32 3>, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %6 = getelementptr inbounds i16, i16* %0, i64 4
  %7 = bitcast i16* %6 to <16 x i16>*
  %8 = load <16 x i16>, <16 x i16>* %7, align 2, !tbaa !22
  %9 = icmp slt <16 x i16> %8, <i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3>
  %10 = select <16 x i1> %9, <16 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %11 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %10)
  %12 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %5)
  %13 = add nuw nsw i32 %11, %12
  ret i32 %13
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @walk(%struct.range* nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.range, %struct.range* %0, i64 0, i32 0
  %3 = load i32*, i32** %2, align 8, !tbaa !10
  %4 = getelementptr inbounds %struct.range, %struct.range* %0, i64 0, i32 1
  %5 = load i32*, i32** %4, align 8, !tbaa !14
  %6 = icmp eq i32* %3, %5
  br i1 %6, label %10, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.range, %struct.range* %0, i64 0, i32 2
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
  %22 = getelementptr inbounds i32, i32* %13, i64 1
  %23 = icmp eq i32* %22, %5
  br i1 %23, label %10, label %12, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @dot(double* nocapture noundef readonly %0, double* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = load double, double* %0, align 8, !tbaa !24
  %4 = load double, double* %1, align 8, !tbaa !24
  %5 = fmul double %3, %4
  %6 = fadd double %5, 0.000000e+00
  %7 = getelementptr inbounds double, double* %0, i64 1
  %8 = load double, double* %7, align 8, !tbaa !24
  %9 = getelementptr inbounds double, double* %1, i64 1
  %10 = load double, double* %9, align 8, !tbaa !24
  %11 = fmul double %8, %10
  %12 = fadd double %6, %11
  %13 = getelementptr inbounds double, double* %0, i64 2
  %14 = load double, double* %13, align 8, !tbaa !24
  %15 = getelementptr inbounds double, double* %1, i64 2
  %16 = load double, double* %15, align 8, !tbaa !24
  %17 = fmul double %14, %16
  %18 = fadd double %12, %17
  %19 = getelementptr inbounds double, double* %0, i64 3
  %20 = load double, double* %19, align 8, !tbaa !24
  %21 = getelementptr inbounds double, double* %1, i64 3
  %22 = load double, double* %21, align 8, !tbaa !24
  %23 = fmul double %20, %22
  %24 = fadd double %18, %23
  %25 = getelementptr inbounds double, double* %0, i64 4
  %26 = load double, double* %25, align 8, !tbaa !24
  %27 = getelementptr inbounds double, double* %1, i64 4
  %28 = load double, double* %27, align 8, !tbaa !24
  %29 = fmul double %26, %28
  %30 = fadd double %24, %29
  %31 = getelementptr inbounds double, double* %0, i64 5
  %32 = load double, double* %31, align 8, !tbaa !24
  %33 = getelementptr inbounds double, double* %1, i64 5
  %34 = load double, double* %33, align 8, !tbaa !24
  %35 = fmul double %32, %34
  %36 = fadd double %30, %35
  %37 = getelementptr inbounds double, double* %0, i64 6
  %38 = load double, double* %37, align 8, !tbaa !24
  %39 = getelementptr inbounds double, double* %1, i64 6
  %40 = load double, double* %39, align 8, !tbaa !24
  %41 = fmul double %38, %40
  %42 = fadd double %36, %41
  %43 = getelementptr inbounds double, double* %0, i64 7
  %44 = load double, double* %43, align 8, !tbaa !24
  %45 = getelementptr inbounds double, double* %1, i64 7
  %46 = load double, double* %45, align 8, !tbaa !24
  %47 = fmul double %44, %46
  %48 = fadd double %42, %47
  %49 = getelementptr inbounds double, double* %0, i64 8
  %50 = getelementptr inbounds double, double* %1, i64 8
  %51 = bitcast double* %49 to <2 x double>*
  %52 = load <2 x double>, <2 x double>* %51, align 8, !tbaa !24
  %53 = bitcast double* %50 to <2 x double>*
  %54 = load <2 x double>, <2 x double>* %53, align 8, !tbaa !24
  %55 = fmul <2 x double> %52, %54
  %56 = extractelement <2 x double> %55, i64 0
  %57 = fadd double %48, %56
  %58 = extractelement <2 x double> %55, i64 1
  %59 = fadd double %57, %58
  %60 = getelementptr inbounds double, double* %0, i64 10
  %61 = getelementptr inbounds double, double* %1, i64 10
  %62 = bitcast double* %60 to <2 x double>*
  %63 = load <2 x double>, <2 x double>* %62, align 8, !tbaa !24
  %64 = bitcast double* %61 to <2 x double>*
  %65 = load <2 x double>, <2 x double>* %64, align 8, !tbaa !24
  %66 = fmul <2 x double> %63, %65
  %67 = extractelement <2 x double> %66, i64 0
  %68 = fadd double %59, %67
  %69 = extractelement <2 x double> %66, i64 1
  %70 = fadd double %68, %69
  %71 = getelementptr inbounds double, double* %0, i64 12
  %72 = getelementptr inbounds double, double* %1, i64 12
  %73 = bitcast double* %71 to <2 x double>*
  %74 = load <2 x double>, <2 x double>* %73, align 8, !tbaa !24
  %75 = bitcast double* %72 to <2 x double>*
  %76 = load <2 x double>, <2 x double>* %75, align 8, !tbaa !24
  %77 = fmul <2 x double> %74, %76
  %78 = extractelement <2 x double> %77, i64 0
  %79 = fadd double %70, %78
  %80 = extractelement <2 x double> %77, i64 1
  %81 = fadd double %79, %80
  %82 = getelementptr inbounds double, double* %0, i64 14
  %83 = getelementptr inbounds double, double* %1, i64 14
  %84 = bitcast double* %82 to <2 x double>*
  %85 = load <2 x double>, <2 x double>* %84, align 8, !tbaa !24
  %86 = bitcast double* %83 to <2 x double>*
  %87 = load <2 x double>, <2 x double>* %86, align 8, !tbaa !24
  %88 = fmul <2 x double> %85, %87
  %89 = extractelement <2 x double> %88, i64 0
  %90 = fadd double %81, %89
  %91 = extractelement <2 x double> %88, i64 1
  %92 = fadd double %90, %91
  %93 = getelementptr inbounds double, double* %0, i64 16
  %94 = getelementptr inbounds double, double* %1, i64 16
  %95 = bitcast double* %93 to <2 x double>*
  %96 = load <2 x double>, <2 x double>* %95, align 8, !tbaa !24
  %97 = bitcast double* %94 to <2 x double>*
  %98 = load <2 x double>, <2 x double>* %97, align 8, !tbaa !24
  %99 = fmul <2 x double> %96, %98
  %100 = extractelement <2 x double> %99, i64 0
  %101 = fadd double %92, %100
  %102 = extractelement <2 x double> %99, i64 1
  %103 = fadd double %101, %102
  %104 = getelementptr inbounds double, double* %0, i64 18
  %105 = getelementptr inbounds double, double* %1, i64 18
  %106 = bitcast double* %104 to <2 x double>*
  %107 = load <2 x double>, <2 x double>* %106, align 8, !tbaa !24
  %108 = bitcast double* %105 to <2 x double>*
  %109 = load <2 x double>, <2 x double>* %108, align 8, !tbaa !24
  %110 = fmul <2 x double> %107, %109
  %111 = extractelement <2 x double> %110, i64 0
  %112 = fadd double %103, %111
  %113 = extractelement <2 x double> %110, i64 1
  %114 = fadd double %112, %113
  ret double %114
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @fcount(double* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret i32 %52

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %53, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %52, %3 ]
  %6 = getelementptr inbounds double, double* %0, i64 %4
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
  %17 = or i64 %4, 1
  %18 = getelementptr inbounds double, double* %0, i64 %17
  %19 = load double, double* %18, align 8, !tbaa !24
  %20 = fcmp olt double %19, 1.000000e+00
  %21 = zext i1 %20 to i32
  %22 = add nsw i32 %16, %21
  %23 = fcmp ogt double %19, 1.000000e+00
  %24 = add nsw i32 %22, 10
  %25 = select i1 %23, i32 %24, i32 %22
  %26 = fcmp ult double %19, 1.000000e+00
  %27 = add nsw i32 %25, 100
  %28 = select i1 %26, i32 %25, i32 %27
  %29 = or i64 %4, 2
  %30 = getelementptr inbounds double, double* %0, i64 %29
  %31 = load double, double* %30, align 8, !tbaa !24
  %32 = fcmp olt double %31, 1.000000e+00
  %33 = zext i1 %32 to i32
  %34 = add nsw i32 %28, %33
  %35 = fcmp ogt double %31, 1.000000e+00
  %36 = add nsw i32 %34, 10
  %37 = select i1 %35, i32 %36, i32 %34
  %38 = fcmp ult double %31, 1.000000e+00
  %39 = add nsw i32 %37, 100
  %40 = select i1 %38, i32 %37, i32 %39
  %41 = or i64 %4, 3
  %42 = getelementptr inbounds double, double* %0, i64 %41
  %43 = load double, double* %42, align 8, !tbaa !24
  %44 = fcmp olt double %43, 1.000000e+00
  %45 = zext i1 %44 to i32
  %46 = add nsw i32 %40, %45
  %47 = fcmp ogt double %43, 1.000000e+00
  %48 = add nsw i32 %46, 10
  %49 = select i1 %47, i32 %48, i32 %46
  %50 = fcmp ult double %43, 1.000000e+00
  %51 = add nsw i32 %49, 100
  %52 = select i1 %50, i32 %49, i32 %51
  %53 = add nuw nsw i64 %4, 4
  %54 = icmp eq i64 %53, 20
  br i1 %54, label %2, label %3, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum(float* nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load float, float* %0, align 4, !tbaa !26
  %3 = fmul float %2, 2.500000e-01
  %4 = fsub float 1.000000e+00, %3
  %5 = getelementptr inbounds float, float* %0, i64 1
  %6 = load float, float* %5, align 4, !tbaa !26
  %7 = fmul float %6, 2.500000e-01
  %8 = fsub float %4, %7
  %9 = getelementptr inbounds float, float* %0, i64 2
  %10 = load float, float* %9, align 4, !tbaa !26
  %11 = fmul float %10, 2.500000e-01
  %12 = fsub float %8, %11
  %13 = getelementptr inbounds float, float* %0, i64 3
  %14 = load float, float* %13, align 4, !tbaa !26
  %15 = fmul float %14, 2.500000e-01
  %16 = fsub float %12, %15
  %17 = getelementptr inbounds float, float* %0, i64 4
  %18 = load float, float* %17, align 4, !tbaa !26
  %19 = fmul float %18, 2.500000e-01
  %20 = fsub float %16, %19
  %21 = getelementptr inbounds float, float* %0, i64 5
  %22 = load float, float* %21, align 4, !tbaa !26
  %23 = fmul float %22, 2.500000e-01
  %24 = fsub float %20, %23
  %25 = getelementptr inbounds float, float* %0, i64 6
  %26 = load float, float* %25, align 4, !tbaa !26
  %27 = fmul float %26, 2.500000e-01
  %28 = fsub float %24, %27
  %29 = getelementptr inbounds float, float* %0, i64 7
  %30 = load float, float* %29, align 4, !tbaa !26
  %31 = fmul float %30, 2.500000e-01
  %32 = fsub float %28, %31
  %33 = getelementptr inbounds float, float* %0, i64 8
  %34 = load float, float* %33, align 4, !tbaa !26
  %35 = fmul float %34, 2.500000e-01
  %36 = fsub float %32, %35
  %37 = getelementptr inbounds float, float* %0, i64 9
  %38 = load float, float* %37, align 4, !tbaa !26
  %39 = fmul float %38, 2.500000e-01
  %40 = fsub float %36, %39
  %41 = getelementptr inbounds float, float* %0, i64 10
  %42 = load float, float* %41, align 4, !tbaa !26
  %43 = fmul float %42, 2.500000e-01
  %44 = fsub float %40, %43
  %45 = getelementptr inbounds float, float* %0, i64 11
  %46 = load float, float* %45, align 4, !tbaa !26
  %47 = fmul float %46, 2.500000e-01
  %48 = fsub float %44, %47
  %49 = getelementptr inbounds float, float* %0, i64 12
  %50 = load float, float* %49, align 4, !tbaa !26
  %51 = fmul float %50, 2.500000e-01
  %52 = fsub float %48, %51
  %53 = getelementptr inbounds float, float* %0, i64 13
  %54 = load float, float* %53, align 4, !tbaa !26
  %55 = fmul float %54, 2.500000e-01
  %56 = fsub float %52, %55
  %57 = getelementptr inbounds float, float* %0, i64 14
  %58 = load float, float* %57, align 4, !tbaa !26
  %59 = fmul float %58, 2.500000e-01
  %60 = fsub float %56, %59
  %61 = getelementptr inbounds float, float* %0, i64 15
  %62 = load float, float* %61, align 4, !tbaa !26
  %63 = fmul float %62, 2.500000e-01
  %64 = fsub float %60, %63
  %65 = getelementptr inbounds float, float* %0, i64 16
  %66 = load float, float* %65, align 4, !tbaa !26
  %67 = fmul float %66, 2.500000e-01
  %68 = fsub float %64, %67
  %69 = getelementptr inbounds float, float* %0, i64 17
  %70 = load float, float* %69, align 4, !tbaa !26
  %71 = fmul float %70, 2.500000e-01
  %72 = fsub float %68, %71
  %73 = getelementptr inbounds float, float* %0, i64 18
  %74 = load float, float* %73, align 4, !tbaa !26
  %75 = fmul float %74, 2.500000e-01
  %76 = fsub float %72, %75
  %77 = getelementptr inbounds float, float* %0, i64 19
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

7:                                                ; preds = %7, %2
  %8 = phi i64 [ 0, %2 ], [ %56, %7 ]
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = and i32 %10, 15
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i64 0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %13, align 4, !tbaa !5
  %16 = load i32, i32* %9, align 4, !tbaa !5
  %17 = xor i32 %16, 85
  %18 = trunc i64 %8 to i32
  %19 = sub nsw i32 %17, %18
  store i32 %19, i32* %9, align 4, !tbaa !5
  %20 = or i64 %8, 1
  %21 = getelementptr inbounds i32, i32* %0, i64 %20
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = and i32 %22, 15
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i64 0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %25, align 4, !tbaa !5
  %28 = load i32, i32* %21, align 4, !tbaa !5
  %29 = xor i32 %28, 85
  %30 = trunc i64 %20 to i32
  %31 = sub nsw i32 %29, %30
  store i32 %31, i32* %21, align 4, !tbaa !5
  %32 = or i64 %8, 2
  %33 = getelementptr inbounds i32, i32* %0, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = and i32 %34, 15
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4, !tbaa !5
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %37, align 4, !tbaa !5
  %40 = load i32, i32* %33, align 4, !tbaa !5
  %41 = xor i32 %40, 85
  %42 = trunc i64 %32 to i32
  %43 = sub nsw i32 %41, %42
  store i32 %43, i32* %33, align 4, !tbaa !5
  %44 = or i64 %8, 3
  %45 = getelementptr inbounds i32, i32* %0, i64 %44
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = and i32 %46, 15
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i64 0, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !5
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %49, align 4, !tbaa !5
  %52 = load i32, i32* %45, align 4, !tbaa !5
  %53 = xor i32 %52, 85
  %54 = trunc i64 %44 to i32
  %55 = sub nsw i32 %53, %54
  store i32 %55, i32* %45, align 4, !tbaa !5
  %56 = add nuw nsw i64 %8, 4
  %57 = icmp eq i64 %56, 20
  br i1 %57, label %4, label %7, !llvm.loop !34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @skip2(%struct.cursor* nocapture noundef %0) unnamed_addr #2 {
  %2 = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i64 0, i32 0
  %3 = load i32*, i32** %2, align 8, !tbaa !17
  %4 = getelementptr inbounds i32, i32* %3, i64 2
  store i32* %4, i32** %2, align 8, !tbaa !17
  %5 = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !19
  %7 = add nsw i64 %6, -1
  store i64 %7, i64* %5, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc signext i32 @twice(i32* nocapture noundef readonly %0) unnamed_addr #6 {
  %2 = load i32, i32* %0, align 4, !tbaa !5
  %3 = add nsw i32 %2, 3
  %4 = mul nsw i32 %3, %2
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable willreturn
define internal fastcc signext i32 @vol() unnamed_addr #7 {
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

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { mustprogress nofree noinline norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #8 = { nofree nosync nounwind readnone willreturn }
attributes #9 = { nounwind }

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
!11 = !{!"range", !12, i64 0, !12, i64 8, !13, i64 16}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!11, !12, i64 8}
!15 = !{!11, !13, i64 16}
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
