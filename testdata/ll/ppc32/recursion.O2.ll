; ModuleID = 'c/recursion.c'
source_filename = "c/recursion.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@vbase = internal global i32 0, align 4
@.str = private unnamed_addr constant [14 x i8] c"fib(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"ack(%d,4) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"ack(3,5) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"hofstadter F:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"\0Ahofstadter M:\00", align 1
@.str.7 = private unnamed_addr constant [57 x i8] c"is_even(777) = %d, is_odd(777) = %d, is_even(1000) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [46 x i8] c"quicksort: sorted=%d min=%d max=%d v[500]=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"queens(%d) = %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"hanoi(10): moves=%u sig=%08x\0A\00", align 1
@hanoi_moves = internal unnamed_addr global i32 0, align 4
@hanoi_sig = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [15 x i8] c"tangle = %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [64 x i8] c"gcd(1071,462) = %u gcd(2^31,3^19) = %u gcd(832040,514229) = %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1000 x i32], align 4
  %2 = load volatile i32, i32* @vbase, align 4, !tbaa !5
  %3 = bitcast [1000 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4000, i8* nonnull %3) #6
  %4 = icmp slt i32 %2, -22
  br i1 %4, label %7, label %5

5:                                                ; preds = %0
  %6 = add nsw i32 %2, 20
  br label %102

7:                                                ; preds = %102, %0
  %8 = phi i32 [ 0, %0 ], [ %108, %102 ]
  %9 = tail call fastcc i32 @ack(i32 noundef %2, i32 noundef 4)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef 0, i32 noundef %9)
  %11 = add nsw i32 %2, 1
  %12 = tail call fastcc i32 @ack(i32 noundef %11, i32 noundef 4)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef 1, i32 noundef %12)
  %14 = add nsw i32 %2, 2
  %15 = tail call fastcc i32 @ack(i32 noundef %14, i32 noundef 4)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef 2, i32 noundef %15)
  %17 = add nsw i32 %2, 3
  %18 = tail call fastcc i32 @ack(i32 noundef %17, i32 noundef 4)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3, i32 noundef %18)
  %20 = tail call fastcc i32 @ack(i32 noundef %17, i32 noundef 5)
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i32 0, i32 0), i32 noundef %20)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0))
  %23 = tail call fastcc i32 @hof_f(i32 noundef %2)
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %23)
  %25 = tail call fastcc i32 @hof_f(i32 noundef %11)
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %25)
  %27 = tail call fastcc i32 @hof_f(i32 noundef %14)
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %27)
  %29 = tail call fastcc i32 @hof_f(i32 noundef %17)
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %29)
  %31 = add nsw i32 %2, 4
  %32 = tail call fastcc i32 @hof_f(i32 noundef %31)
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %32)
  %34 = add nsw i32 %2, 5
  %35 = tail call fastcc i32 @hof_f(i32 noundef %34)
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %35)
  %37 = add nsw i32 %2, 6
  %38 = tail call fastcc i32 @hof_f(i32 noundef %37)
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %38)
  %40 = add nsw i32 %2, 7
  %41 = tail call fastcc i32 @hof_f(i32 noundef %40)
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %41)
  %43 = add nsw i32 %2, 8
  %44 = tail call fastcc i32 @hof_f(i32 noundef %43)
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %44)
  %46 = add nsw i32 %2, 9
  %47 = tail call fastcc i32 @hof_f(i32 noundef %46)
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %47)
  %49 = add nsw i32 %2, 10
  %50 = tail call fastcc i32 @hof_f(i32 noundef %49)
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %50)
  %52 = add nsw i32 %2, 11
  %53 = tail call fastcc i32 @hof_f(i32 noundef %52)
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %53)
  %55 = add nsw i32 %2, 12
  %56 = tail call fastcc i32 @hof_f(i32 noundef %55)
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %56)
  %58 = add nsw i32 %2, 13
  %59 = tail call fastcc i32 @hof_f(i32 noundef %58)
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %59)
  %61 = add nsw i32 %2, 14
  %62 = tail call fastcc i32 @hof_f(i32 noundef %61)
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %62)
  %64 = add nsw i32 %2, 15
  %65 = tail call fastcc i32 @hof_f(i32 noundef %64)
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %65)
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0))
  %68 = tail call fastcc i32 @hof_m(i32 noundef %2)
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %68)
  %70 = tail call fastcc i32 @hof_m(i32 noundef %11)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %70)
  %72 = tail call fastcc i32 @hof_m(i32 noundef %14)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %72)
  %74 = tail call fastcc i32 @hof_m(i32 noundef %17)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %74)
  %76 = tail call fastcc i32 @hof_m(i32 noundef %31)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %76)
  %78 = tail call fastcc i32 @hof_m(i32 noundef %34)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %78)
  %80 = tail call fastcc i32 @hof_m(i32 noundef %37)
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %80)
  %82 = tail call fastcc i32 @hof_m(i32 noundef %40)
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %82)
  %84 = tail call fastcc i32 @hof_m(i32 noundef %43)
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %84)
  %86 = tail call fastcc i32 @hof_m(i32 noundef %46)
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %86)
  %88 = tail call fastcc i32 @hof_m(i32 noundef %49)
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %88)
  %90 = tail call fastcc i32 @hof_m(i32 noundef %52)
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %90)
  %92 = tail call fastcc i32 @hof_m(i32 noundef %55)
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %92)
  %94 = tail call fastcc i32 @hof_m(i32 noundef %58)
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %94)
  %96 = tail call fastcc i32 @hof_m(i32 noundef %61)
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %96)
  %98 = tail call fastcc i32 @hof_m(i32 noundef %64)
  %99 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %98)
  %100 = tail call i32 @putchar(i32 10)
  %101 = add i32 %2, 777
  br label %111

102:                                              ; preds = %5, %102
  %103 = phi i32 [ %108, %102 ], [ 0, %5 ]
  %104 = phi i32 [ %109, %102 ], [ 0, %5 ]
  %105 = tail call fastcc i32 @fib(i32 noundef %104)
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0), i32 noundef %104, i32 noundef %105)
  %107 = mul i32 %103, 3
  %108 = add i32 %105, %107
  %109 = add nuw nsw i32 %104, 2
  %110 = icmp sgt i32 %104, %6
  br i1 %110, label %7, label %102, !llvm.loop !9

111:                                              ; preds = %113, %7
  %112 = phi i32 [ %101, %7 ], [ %114, %113 ]
  switch i32 %112, label %113 [
    i32 0, label %115
    i32 1, label %116
  ]

113:                                              ; preds = %111
  %114 = add i32 %112, -2
  br label %111

115:                                              ; preds = %111
  br label %116

116:                                              ; preds = %111, %115
  %117 = phi i32 [ 1, %115 ], [ 0, %111 ]
  %118 = icmp eq i32 %101, 0
  br i1 %118, label %126, label %119

119:                                              ; preds = %116
  %120 = add i32 %2, 776
  br label %121

121:                                              ; preds = %123, %119
  %122 = phi i32 [ %120, %119 ], [ %124, %123 ]
  switch i32 %122, label %123 [
    i32 0, label %126
    i32 1, label %125
  ]

123:                                              ; preds = %121
  %124 = add i32 %122, -2
  br label %121

125:                                              ; preds = %121
  br label %126

126:                                              ; preds = %121, %125, %116
  %127 = phi i32 [ 0, %116 ], [ 0, %125 ], [ 1, %121 ]
  %128 = add i32 %2, 1000
  br label %129

129:                                              ; preds = %131, %126
  %130 = phi i32 [ %128, %126 ], [ %132, %131 ]
  switch i32 %130, label %131 [
    i32 0, label %133
    i32 1, label %134
  ]

131:                                              ; preds = %129
  %132 = add i32 %130, -2
  br label %129

133:                                              ; preds = %129
  br label %134

134:                                              ; preds = %129, %133
  %135 = phi i32 [ 1, %133 ], [ 0, %129 ]
  %136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.7, i32 0, i32 0), i32 noundef %117, i32 noundef %127, i32 noundef %135)
  br label %137

137:                                              ; preds = %134, %137
  %138 = phi i32 [ -1831433054, %134 ], [ %145, %137 ]
  %139 = phi i32 [ 0, %134 ], [ %149, %137 ]
  %140 = shl i32 %138, 13
  %141 = xor i32 %140, %138
  %142 = lshr i32 %141, 17
  %143 = xor i32 %142, %141
  %144 = shl i32 %143, 5
  %145 = xor i32 %144, %143
  %146 = urem i32 %145, 20001
  %147 = add nsw i32 %146, -10000
  %148 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 %139
  store i32 %147, i32* %148, align 4, !tbaa !5
  %149 = add nuw nsw i32 %139, 1
  %150 = icmp eq i32 %149, 1000
  br i1 %150, label %151, label %137, !llvm.loop !11

151:                                              ; preds = %137
  %152 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 0
  %153 = add nsw i32 %2, 999
  call fastcc void @quicksort(i32* noundef nonnull %152, i32 noundef 0, i32 noundef %153)
  %154 = load i32, i32* %152, align 4, !tbaa !5
  br label %158

155:                                              ; preds = %158
  %156 = add nuw nsw i32 %160, 1
  %157 = icmp eq i32 %156, 1000
  br i1 %157, label %164, label %158, !llvm.loop !12

158:                                              ; preds = %151, %155
  %159 = phi i32 [ %154, %151 ], [ %162, %155 ]
  %160 = phi i32 [ 1, %151 ], [ %156, %155 ]
  %161 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 %160
  %162 = load i32, i32* %161, align 4, !tbaa !5
  %163 = icmp sgt i32 %159, %162
  br i1 %163, label %164, label %155

164:                                              ; preds = %158, %155
  %165 = phi i32 [ 1, %155 ], [ 0, %158 ]
  %166 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 999
  %167 = load i32, i32* %166, align 4, !tbaa !5
  %168 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 500
  %169 = load i32, i32* %168, align 4, !tbaa !5
  %170 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.8, i32 0, i32 0), i32 noundef %165, i32 noundef %154, i32 noundef %167, i32 noundef %169)
  %171 = load i32, i32* %152, align 4, !tbaa !5
  %172 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 97
  %173 = load i32, i32* %172, align 4, !tbaa !5
  %174 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 194
  %175 = load i32, i32* %174, align 4, !tbaa !5
  %176 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 291
  %177 = load i32, i32* %176, align 4, !tbaa !5
  %178 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 388
  %179 = load i32, i32* %178, align 4, !tbaa !5
  %180 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 485
  %181 = load i32, i32* %180, align 4, !tbaa !5
  %182 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 582
  %183 = load i32, i32* %182, align 4, !tbaa !5
  %184 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 679
  %185 = load i32, i32* %184, align 4, !tbaa !5
  %186 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 776
  %187 = load i32, i32* %186, align 4, !tbaa !5
  %188 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 873
  %189 = load i32, i32* %188, align 4, !tbaa !5
  %190 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i32 0, i32 970
  %191 = load i32, i32* %190, align 4, !tbaa !5
  %192 = call fastcc i32 @queens(i32 noundef %31, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %193 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i32 noundef 4, i32 noundef %192)
  %194 = call fastcc i32 @queens(i32 noundef %34, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i32 noundef 5, i32 noundef %194)
  %196 = call fastcc i32 @queens(i32 noundef %37, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i32 noundef 6, i32 noundef %196)
  %198 = call fastcc i32 @queens(i32 noundef %40, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i32 noundef 7, i32 noundef %198)
  %200 = call fastcc i32 @queens(i32 noundef %43, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i32 noundef 8, i32 noundef %200)
  call fastcc void @hanoi(i32 noundef %49, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %202 = load i32, i32* @hanoi_moves, align 4, !tbaa !5
  %203 = load i32, i32* @hanoi_sig, align 4, !tbaa !5
  %204 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.10, i32 0, i32 0), i32 noundef %202, i32 noundef %203)
  %205 = load i32, i32* @hanoi_sig, align 4, !tbaa !5
  %206 = add nsw i32 %2, 18
  %207 = call fastcc i64 @tangle(i32 noundef %206, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7)
  %208 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i64 noundef %207)
  br label %209

209:                                              ; preds = %209, %164
  %210 = phi i32 [ %212, %209 ], [ 462, %164 ]
  %211 = phi i32 [ %210, %209 ], [ 1071, %164 ]
  %212 = urem i32 %211, %210
  %213 = icmp eq i32 %212, 0
  br i1 %213, label %214, label %209

214:                                              ; preds = %209, %214
  %215 = phi i32 [ %217, %214 ], [ 1162261467, %209 ]
  %216 = phi i32 [ %215, %214 ], [ -2147483648, %209 ]
  %217 = urem i32 %216, %215
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %219, label %214

219:                                              ; preds = %214, %219
  %220 = phi i32 [ %222, %219 ], [ 514229, %214 ]
  %221 = phi i32 [ %220, %219 ], [ 832040, %214 ]
  %222 = urem i32 %221, %220
  %223 = icmp eq i32 %222, 0
  br i1 %223, label %224, label %219

224:                                              ; preds = %219
  %225 = add i32 %9, %8
  %226 = add i32 %12, %225
  %227 = add i32 %15, %226
  %228 = add i32 %18, %227
  %229 = mul i32 %228, 5
  %230 = add i32 %23, %229
  %231 = mul i32 %230, 5
  %232 = add i32 %25, %231
  %233 = mul i32 %232, 5
  %234 = add i32 %27, %233
  %235 = mul i32 %234, 5
  %236 = add i32 %29, %235
  %237 = mul i32 %236, 5
  %238 = add i32 %32, %237
  %239 = mul i32 %238, 5
  %240 = add i32 %35, %239
  %241 = mul i32 %240, 5
  %242 = add i32 %38, %241
  %243 = mul i32 %242, 5
  %244 = add i32 %41, %243
  %245 = mul i32 %244, 5
  %246 = add i32 %44, %245
  %247 = mul i32 %246, 5
  %248 = add i32 %47, %247
  %249 = mul i32 %248, 5
  %250 = add i32 %50, %249
  %251 = mul i32 %250, 5
  %252 = add i32 %53, %251
  %253 = mul i32 %252, 5
  %254 = add i32 %56, %253
  %255 = mul i32 %254, 5
  %256 = add i32 %59, %255
  %257 = mul i32 %256, 5
  %258 = add i32 %62, %257
  %259 = mul i32 %258, 5
  %260 = add i32 %65, %259
  %261 = mul i32 %260, 5
  %262 = add i32 %68, %261
  %263 = mul i32 %262, 5
  %264 = add i32 %70, %263
  %265 = mul i32 %264, 5
  %266 = add i32 %72, %265
  %267 = mul i32 %266, 5
  %268 = add i32 %74, %267
  %269 = mul i32 %268, 5
  %270 = add i32 %76, %269
  %271 = mul i32 %270, 5
  %272 = add i32 %78, %271
  %273 = mul i32 %272, 5
  %274 = add i32 %80, %273
  %275 = mul i32 %274, 5
  %276 = add i32 %82, %275
  %277 = mul i32 %276, 5
  %278 = add i32 %84, %277
  %279 = mul i32 %278, 5
  %280 = add i32 %86, %279
  %281 = mul i32 %280, 5
  %282 = add i32 %88, %281
  %283 = mul i32 %282, 5
  %284 = add i32 %90, %283
  %285 = mul i32 %284, 5
  %286 = add i32 %92, %285
  %287 = mul i32 %286, 5
  %288 = add i32 %94, %287
  %289 = mul i32 %288, 5
  %290 = add i32 %96, %289
  %291 = mul i32 %290, 5
  %292 = add i32 %98, %291
  %293 = mul i32 %292, 7
  %294 = add i32 %171, %293
  %295 = mul i32 %294, 7
  %296 = add i32 %173, %295
  %297 = mul i32 %296, 7
  %298 = add i32 %175, %297
  %299 = mul i32 %298, 7
  %300 = add i32 %177, %299
  %301 = mul i32 %300, 7
  %302 = add i32 %179, %301
  %303 = mul i32 %302, 7
  %304 = add i32 %181, %303
  %305 = mul i32 %304, 7
  %306 = add i32 %183, %305
  %307 = mul i32 %306, 7
  %308 = add i32 %185, %307
  %309 = mul i32 %308, 7
  %310 = add i32 %187, %309
  %311 = mul i32 %310, 7
  %312 = add i32 %189, %311
  %313 = mul i32 %312, 7
  %314 = add i32 %191, %313
  %315 = add i32 %192, %314
  %316 = add i32 %194, %315
  %317 = add i32 %196, %316
  %318 = add i32 %198, %317
  %319 = add i32 %200, %318
  %320 = xor i32 %205, %319
  %321 = trunc i64 %207 to i32
  %322 = add i32 %320, %321
  %323 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.12, i32 0, i32 0), i32 noundef %210, i32 noundef %215, i32 noundef %220)
  %324 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i32 0, i32 0), i32 noundef %322)
  %325 = and i32 %322, 127
  call void @llvm.lifetime.end.p0i8(i64 4000, i8* nonnull %3) #6
  ret i32 %325
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6)
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @hof_f(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 1, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc i32 @hof_f(i32 noundef %6)
  %8 = tail call fastcc i32 @hof_m(i32 noundef %7)
  %9 = sub nsw i32 %0, %8
  br label %3
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @hof_m(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc i32 @hof_m(i32 noundef %6)
  %8 = tail call fastcc i32 @hof_f(i32 noundef %7)
  %9 = sub nsw i32 %0, %8
  br label %3
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @quicksort(i32* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp sgt i32 %2, %1
  br i1 %4, label %5, label %39

5:                                                ; preds = %3, %35
  %6 = phi i32 [ %36, %35 ], [ %1, %3 ]
  %7 = sub nsw i32 %2, %6
  %8 = sdiv i32 %7, 2
  %9 = add nsw i32 %8, %6
  %10 = getelementptr inbounds i32, i32* %0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = icmp sgt i32 %6, %2
  br i1 %12, label %35, label %13

13:                                               ; preds = %5, %31
  %14 = phi i32 [ %33, %31 ], [ %2, %5 ]
  %15 = phi i32 [ %32, %31 ], [ %6, %5 ]
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i32 [ %21, %16 ], [ %15, %13 ]
  %18 = getelementptr inbounds i32, i32* %0, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = icmp slt i32 %19, %11
  %21 = add nsw i32 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !13

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %27, %22 ], [ %14, %16 ]
  %24 = getelementptr inbounds i32, i32* %0, i32 %23
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = icmp sgt i32 %25, %11
  %27 = add nsw i32 %23, -1
  br i1 %26, label %22, label %28, !llvm.loop !14

28:                                               ; preds = %22
  %29 = icmp sgt i32 %17, %23
  br i1 %29, label %31, label %30

30:                                               ; preds = %28
  store i32 %25, i32* %18, align 4, !tbaa !5
  store i32 %19, i32* %24, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi i32 [ %21, %30 ], [ %17, %28 ]
  %33 = phi i32 [ %27, %30 ], [ %23, %28 ]
  %34 = icmp sgt i32 %32, %33
  br i1 %34, label %35, label %13, !llvm.loop !15

35:                                               ; preds = %31, %5
  %36 = phi i32 [ %6, %5 ], [ %32, %31 ]
  %37 = phi i32 [ %2, %5 ], [ %33, %31 ]
  tail call fastcc void @quicksort(i32* noundef nonnull %0, i32 noundef %6, i32 noundef %37)
  %38 = icmp slt i32 %36, %2
  br i1 %38, label %5, label %39

39:                                               ; preds = %35, %3
  ret void
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #2 {
  %6 = icmp eq i32 %1, %0
  br i1 %6, label %30, label %7

7:                                                ; preds = %5
  %8 = shl nsw i32 -1, %0
  %9 = or i32 %8, %2
  %10 = or i32 %9, %3
  %11 = or i32 %10, %4
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %30, label %13

13:                                               ; preds = %7
  %14 = xor i32 %11, -1
  %15 = add nsw i32 %1, 1
  br label %16

16:                                               ; preds = %13, %16
  %17 = phi i32 [ %14, %13 ], [ %21, %16 ]
  %18 = phi i32 [ 0, %13 ], [ %28, %16 ]
  %19 = sub i32 0, %17
  %20 = and i32 %17, %19
  %21 = xor i32 %20, %17
  %22 = or i32 %20, %2
  %23 = or i32 %20, %3
  %24 = shl i32 %23, 1
  %25 = or i32 %20, %4
  %26 = lshr i32 %25, 1
  %27 = tail call fastcc i32 @queens(i32 noundef %0, i32 noundef %15, i32 noundef %22, i32 noundef %24, i32 noundef %26)
  %28 = add nsw i32 %27, %18
  %29 = icmp eq i32 %21, 0
  br i1 %29, label %30, label %16, !llvm.loop !16

30:                                               ; preds = %16, %7, %5
  %31 = phi i32 [ 1, %5 ], [ 0, %7 ], [ %28, %16 ]
  ret i32 %31
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #4 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %19, label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %6 ], [ %0, %4 ]
  %10 = add nsw i32 %9, -1
  tail call fastcc void @hanoi(i32 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %2)
  %11 = load i32, i32* @hanoi_moves, align 4, !tbaa !5
  %12 = add i32 %11, 1
  store i32 %12, i32* @hanoi_moves, align 4, !tbaa !5
  %13 = load i32, i32* @hanoi_sig, align 4, !tbaa !5
  %14 = mul i32 %13, 31
  %15 = mul nsw i32 %8, 3
  %16 = add nsw i32 %15, %2
  %17 = add i32 %16, %14
  store i32 %17, i32* @hanoi_sig, align 4, !tbaa !5
  %18 = icmp eq i32 %10, 0
  br i1 %18, label %19, label %6

19:                                               ; preds = %6, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i64 @tangle(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) unnamed_addr #2 {
  %9 = icmp slt i32 %0, 1
  br i1 %9, label %10, label %30

10:                                               ; preds = %8
  %11 = sext i32 %1 to i64
  %12 = mul nsw i64 %11, 7
  %13 = mul nsw i32 %2, 5
  %14 = sext i32 %13 to i64
  %15 = mul nsw i32 %3, 3
  %16 = sext i32 %15 to i64
  %17 = sext i32 %4 to i64
  %18 = sext i32 %5 to i64
  %19 = shl nsw i32 %6, 1
  %20 = sext i32 %19 to i64
  %21 = sext i32 %7 to i64
  %22 = add nsw i64 %12, %14
  %23 = add nsw i64 %22, %16
  %24 = add nsw i64 %23, %17
  %25 = add nsw i64 %24, %20
  %26 = add nsw i64 %18, %21
  %27 = sub nsw i64 %25, %26
  br label %28

28:                                               ; preds = %10, %30
  %29 = phi i64 [ %47, %30 ], [ %27, %10 ]
  ret i64 %29

30:                                               ; preds = %8
  %31 = add nsw i32 %0, -1
  %32 = add nsw i32 %1, 1
  %33 = tail call fastcc i64 @tangle(i32 noundef %31, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %32)
  %34 = add nsw i32 %0, -2
  %35 = add nsw i32 %1, -1
  %36 = tail call fastcc i64 @tangle(i32 noundef %34, i32 noundef %7, i32 noundef %6, i32 noundef %5, i32 noundef %4, i32 noundef %3, i32 noundef %2, i32 noundef %35)
  %37 = xor i32 %7, %1
  %38 = sext i32 %37 to i64
  %39 = add nsw i32 %3, %2
  %40 = or i32 %5, %4
  %41 = and i32 %40, %39
  %42 = sext i32 %41 to i64
  %43 = sext i32 %6 to i64
  %44 = add nsw i64 %42, %43
  %45 = add nsw i64 %44, %38
  %46 = add i64 %45, %33
  %47 = sub i64 %46, %36
  br label %28
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
