; ModuleID = 'c/recursion.c'
source_filename = "c/recursion.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
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
  %9 = tail call fastcc signext i32 @ack(i32 noundef signext %2, i32 noundef signext 4)
  %10 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 0, i32 noundef signext %9)
  %11 = add nsw i32 %2, 1
  %12 = tail call fastcc signext i32 @ack(i32 noundef signext %11, i32 noundef signext 4)
  %13 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext %12)
  %14 = add nsw i32 %2, 2
  %15 = tail call fastcc signext i32 @ack(i32 noundef signext %14, i32 noundef signext 4)
  %16 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 2, i32 noundef signext %15)
  %17 = add nsw i32 %2, 3
  %18 = tail call fastcc signext i32 @ack(i32 noundef signext %17, i32 noundef signext 4)
  %19 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 3, i32 noundef signext %18)
  %20 = tail call fastcc signext i32 @ack(i32 noundef signext %17, i32 noundef signext 5)
  %21 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %20)
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0))
  %23 = tail call fastcc signext i32 @hof_f(i32 noundef signext %2)
  %24 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %23)
  %25 = tail call fastcc signext i32 @hof_f(i32 noundef signext %11)
  %26 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %25)
  %27 = tail call fastcc signext i32 @hof_f(i32 noundef signext %14)
  %28 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %27)
  %29 = tail call fastcc signext i32 @hof_f(i32 noundef signext %17)
  %30 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %29)
  %31 = add nsw i32 %2, 4
  %32 = tail call fastcc signext i32 @hof_f(i32 noundef signext %31)
  %33 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %32)
  %34 = add nsw i32 %2, 5
  %35 = tail call fastcc signext i32 @hof_f(i32 noundef signext %34)
  %36 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %35)
  %37 = add nsw i32 %2, 6
  %38 = tail call fastcc signext i32 @hof_f(i32 noundef signext %37)
  %39 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %38)
  %40 = add nsw i32 %2, 7
  %41 = tail call fastcc signext i32 @hof_f(i32 noundef signext %40)
  %42 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %41)
  %43 = add nsw i32 %2, 8
  %44 = tail call fastcc signext i32 @hof_f(i32 noundef signext %43)
  %45 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %44)
  %46 = add nsw i32 %2, 9
  %47 = tail call fastcc signext i32 @hof_f(i32 noundef signext %46)
  %48 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %47)
  %49 = add nsw i32 %2, 10
  %50 = tail call fastcc signext i32 @hof_f(i32 noundef signext %49)
  %51 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %50)
  %52 = add nsw i32 %2, 11
  %53 = tail call fastcc signext i32 @hof_f(i32 noundef signext %52)
  %54 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %53)
  %55 = add nsw i32 %2, 12
  %56 = tail call fastcc signext i32 @hof_f(i32 noundef signext %55)
  %57 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %56)
  %58 = add nsw i32 %2, 13
  %59 = tail call fastcc signext i32 @hof_f(i32 noundef signext %58)
  %60 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %59)
  %61 = add nsw i32 %2, 14
  %62 = tail call fastcc signext i32 @hof_f(i32 noundef signext %61)
  %63 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %62)
  %64 = add nsw i32 %2, 15
  %65 = tail call fastcc signext i32 @hof_f(i32 noundef signext %64)
  %66 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %65)
  %67 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0))
  %68 = tail call fastcc signext i32 @hof_m(i32 noundef signext %2)
  %69 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %68)
  %70 = tail call fastcc signext i32 @hof_m(i32 noundef signext %11)
  %71 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %70)
  %72 = tail call fastcc signext i32 @hof_m(i32 noundef signext %14)
  %73 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %72)
  %74 = tail call fastcc signext i32 @hof_m(i32 noundef signext %17)
  %75 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %74)
  %76 = tail call fastcc signext i32 @hof_m(i32 noundef signext %31)
  %77 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %76)
  %78 = tail call fastcc signext i32 @hof_m(i32 noundef signext %34)
  %79 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %78)
  %80 = tail call fastcc signext i32 @hof_m(i32 noundef signext %37)
  %81 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %80)
  %82 = tail call fastcc signext i32 @hof_m(i32 noundef signext %40)
  %83 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %82)
  %84 = tail call fastcc signext i32 @hof_m(i32 noundef signext %43)
  %85 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %84)
  %86 = tail call fastcc signext i32 @hof_m(i32 noundef signext %46)
  %87 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %86)
  %88 = tail call fastcc signext i32 @hof_m(i32 noundef signext %49)
  %89 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %88)
  %90 = tail call fastcc signext i32 @hof_m(i32 noundef signext %52)
  %91 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %90)
  %92 = tail call fastcc signext i32 @hof_m(i32 noundef signext %55)
  %93 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %92)
  %94 = tail call fastcc signext i32 @hof_m(i32 noundef signext %58)
  %95 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %94)
  %96 = tail call fastcc signext i32 @hof_m(i32 noundef signext %61)
  %97 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %96)
  %98 = tail call fastcc signext i32 @hof_m(i32 noundef signext %64)
  %99 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %98)
  %100 = tail call i32 @putchar(i32 10)
  %101 = add i32 %2, 777
  br label %111

102:                                              ; preds = %5, %102
  %103 = phi i32 [ %108, %102 ], [ 0, %5 ]
  %104 = phi i32 [ %109, %102 ], [ 0, %5 ]
  %105 = tail call fastcc signext i32 @fib(i32 noundef signext %104)
  %106 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef signext %104, i32 noundef signext %105)
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
  %136 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %117, i32 noundef signext %127, i32 noundef signext %135)
  br label %137

137:                                              ; preds = %137, %134
  %138 = phi i64 [ 0, %134 ], [ %179, %137 ]
  %139 = phi i32 [ -1831433054, %134 ], [ %175, %137 ]
  %140 = shl i32 %139, 13
  %141 = xor i32 %140, %139
  %142 = lshr i32 %141, 17
  %143 = xor i32 %142, %141
  %144 = shl i32 %143, 5
  %145 = xor i32 %144, %143
  %146 = urem i32 %145, 20001
  %147 = add nsw i32 %146, -10000
  %148 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %138
  store i32 %147, i32* %148, align 4, !tbaa !5
  %149 = or i64 %138, 1
  %150 = shl i32 %145, 13
  %151 = xor i32 %150, %145
  %152 = lshr i32 %151, 17
  %153 = xor i32 %152, %151
  %154 = shl i32 %153, 5
  %155 = xor i32 %154, %153
  %156 = urem i32 %155, 20001
  %157 = add nsw i32 %156, -10000
  %158 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %149
  store i32 %157, i32* %158, align 4, !tbaa !5
  %159 = or i64 %138, 2
  %160 = shl i32 %155, 13
  %161 = xor i32 %160, %155
  %162 = lshr i32 %161, 17
  %163 = xor i32 %162, %161
  %164 = shl i32 %163, 5
  %165 = xor i32 %164, %163
  %166 = urem i32 %165, 20001
  %167 = add nsw i32 %166, -10000
  %168 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %159
  store i32 %167, i32* %168, align 4, !tbaa !5
  %169 = or i64 %138, 3
  %170 = shl i32 %165, 13
  %171 = xor i32 %170, %165
  %172 = lshr i32 %171, 17
  %173 = xor i32 %172, %171
  %174 = shl i32 %173, 5
  %175 = xor i32 %174, %173
  %176 = urem i32 %175, 20001
  %177 = add nsw i32 %176, -10000
  %178 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %169
  store i32 %177, i32* %178, align 4, !tbaa !5
  %179 = add nuw nsw i64 %138, 4
  %180 = icmp eq i64 %179, 1000
  br i1 %180, label %181, label %137, !llvm.loop !11

181:                                              ; preds = %137
  %182 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 0
  %183 = add nsw i32 %2, 999
  call fastcc void @quicksort(i32* noundef nonnull %182, i32 noundef signext 0, i32 noundef signext %183)
  %184 = load i32, i32* %182, align 4, !tbaa !5
  br label %228

185:                                              ; preds = %228
  %186 = add nuw nsw i64 %230, 1
  %187 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %186
  %188 = load i32, i32* %187, align 4, !tbaa !5
  %189 = icmp sgt i32 %232, %188
  br i1 %189, label %234, label %190

190:                                              ; preds = %185
  %191 = add nuw nsw i64 %230, 2
  %192 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %191
  %193 = load i32, i32* %192, align 4, !tbaa !5
  %194 = icmp sgt i32 %188, %193
  br i1 %194, label %234, label %195

195:                                              ; preds = %190
  %196 = add nuw nsw i64 %230, 3
  %197 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %196
  %198 = load i32, i32* %197, align 4, !tbaa !5
  %199 = icmp sgt i32 %193, %198
  br i1 %199, label %234, label %200

200:                                              ; preds = %195
  %201 = add nuw nsw i64 %230, 4
  %202 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %201
  %203 = load i32, i32* %202, align 4, !tbaa !5
  %204 = icmp sgt i32 %198, %203
  br i1 %204, label %234, label %205

205:                                              ; preds = %200
  %206 = add nuw nsw i64 %230, 5
  %207 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %206
  %208 = load i32, i32* %207, align 4, !tbaa !5
  %209 = icmp sgt i32 %203, %208
  br i1 %209, label %234, label %210

210:                                              ; preds = %205
  %211 = add nuw nsw i64 %230, 6
  %212 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %211
  %213 = load i32, i32* %212, align 4, !tbaa !5
  %214 = icmp sgt i32 %208, %213
  br i1 %214, label %234, label %215

215:                                              ; preds = %210
  %216 = add nuw nsw i64 %230, 7
  %217 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %216
  %218 = load i32, i32* %217, align 4, !tbaa !5
  %219 = icmp sgt i32 %213, %218
  br i1 %219, label %234, label %220

220:                                              ; preds = %215
  %221 = add nuw nsw i64 %230, 8
  %222 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %221
  %223 = load i32, i32* %222, align 4, !tbaa !5
  %224 = icmp sgt i32 %218, %223
  br i1 %224, label %234, label %225

225:                                              ; preds = %220
  %226 = add nuw nsw i64 %230, 9
  %227 = icmp eq i64 %226, 1000
  br i1 %227, label %234, label %228, !llvm.loop !12

228:                                              ; preds = %225, %181
  %229 = phi i32 [ %184, %181 ], [ %223, %225 ]
  %230 = phi i64 [ 1, %181 ], [ %226, %225 ]
  %231 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %230
  %232 = load i32, i32* %231, align 4, !tbaa !5
  %233 = icmp sgt i32 %229, %232
  br i1 %233, label %234, label %185

234:                                              ; preds = %225, %220, %215, %210, %205, %200, %195, %190, %185, %228
  %235 = phi i32 [ 0, %228 ], [ 0, %185 ], [ 0, %190 ], [ 0, %195 ], [ 0, %200 ], [ 0, %205 ], [ 0, %210 ], [ 0, %215 ], [ 0, %220 ], [ 1, %225 ]
  %236 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 999
  %237 = load i32, i32* %236, align 4, !tbaa !5
  %238 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 500
  %239 = load i32, i32* %238, align 4, !tbaa !5
  %240 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %235, i32 noundef signext %184, i32 noundef signext %237, i32 noundef signext %239)
  %241 = load i32, i32* %182, align 4, !tbaa !5
  %242 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 97
  %243 = load i32, i32* %242, align 4, !tbaa !5
  %244 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 194
  %245 = load i32, i32* %244, align 4, !tbaa !5
  %246 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 291
  %247 = load i32, i32* %246, align 4, !tbaa !5
  %248 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 388
  %249 = load i32, i32* %248, align 4, !tbaa !5
  %250 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 485
  %251 = load i32, i32* %250, align 4, !tbaa !5
  %252 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 582
  %253 = load i32, i32* %252, align 4, !tbaa !5
  %254 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 679
  %255 = load i32, i32* %254, align 4, !tbaa !5
  %256 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 776
  %257 = load i32, i32* %256, align 4, !tbaa !5
  %258 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 873
  %259 = load i32, i32* %258, align 4, !tbaa !5
  %260 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 970
  %261 = load i32, i32* %260, align 4, !tbaa !5
  %262 = call fastcc signext i32 @queens(i32 noundef signext %31, i32 noundef signext 0, i32 noundef zeroext 0, i32 noundef zeroext 0, i32 noundef zeroext 0)
  %263 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext 4, i32 noundef signext %262)
  %264 = call fastcc signext i32 @queens(i32 noundef signext %34, i32 noundef signext 0, i32 noundef zeroext 0, i32 noundef zeroext 0, i32 noundef zeroext 0)
  %265 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext 5, i32 noundef signext %264)
  %266 = call fastcc signext i32 @queens(i32 noundef signext %37, i32 noundef signext 0, i32 noundef zeroext 0, i32 noundef zeroext 0, i32 noundef zeroext 0)
  %267 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext 6, i32 noundef signext %266)
  %268 = call fastcc signext i32 @queens(i32 noundef signext %40, i32 noundef signext 0, i32 noundef zeroext 0, i32 noundef zeroext 0, i32 noundef zeroext 0)
  %269 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext 7, i32 noundef signext %268)
  %270 = call fastcc signext i32 @queens(i32 noundef signext %43, i32 noundef signext 0, i32 noundef zeroext 0, i32 noundef zeroext 0, i32 noundef zeroext 0)
  %271 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext 8, i32 noundef signext %270)
  call fastcc void @hanoi(i32 noundef signext %49, i32 noundef signext 1, i32 noundef signext 3, i32 noundef signext 2)
  %272 = load i32, i32* @hanoi_moves, align 4, !tbaa !5
  %273 = load i32, i32* @hanoi_sig, align 4, !tbaa !5
  %274 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.10, i64 0, i64 0), i32 noundef zeroext %272, i32 noundef zeroext %273)
  %275 = load i32, i32* @hanoi_sig, align 4, !tbaa !5
  %276 = add nsw i32 %2, 18
  %277 = call fastcc i64 @tangle(i32 noundef signext %276, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7)
  %278 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i64 noundef %277)
  br label %279

279:                                              ; preds = %279, %234
  %280 = phi i32 [ %282, %279 ], [ 462, %234 ]
  %281 = phi i32 [ %280, %279 ], [ 1071, %234 ]
  %282 = urem i32 %281, %280
  %283 = icmp eq i32 %282, 0
  br i1 %283, label %284, label %279

284:                                              ; preds = %279, %284
  %285 = phi i32 [ %287, %284 ], [ 1162261467, %279 ]
  %286 = phi i32 [ %285, %284 ], [ -2147483648, %279 ]
  %287 = urem i32 %286, %285
  %288 = icmp eq i32 %287, 0
  br i1 %288, label %289, label %284

289:                                              ; preds = %284, %289
  %290 = phi i32 [ %292, %289 ], [ 514229, %284 ]
  %291 = phi i32 [ %290, %289 ], [ 832040, %284 ]
  %292 = urem i32 %291, %290
  %293 = icmp eq i32 %292, 0
  br i1 %293, label %294, label %289

294:                                              ; preds = %289
  %295 = add i32 %9, %8
  %296 = add i32 %12, %295
  %297 = add i32 %15, %296
  %298 = add i32 %18, %297
  %299 = mul i32 %298, 5
  %300 = add i32 %23, %299
  %301 = mul i32 %300, 5
  %302 = add i32 %25, %301
  %303 = mul i32 %302, 5
  %304 = add i32 %27, %303
  %305 = mul i32 %304, 5
  %306 = add i32 %29, %305
  %307 = mul i32 %306, 5
  %308 = add i32 %32, %307
  %309 = mul i32 %308, 5
  %310 = add i32 %35, %309
  %311 = mul i32 %310, 5
  %312 = add i32 %38, %311
  %313 = mul i32 %312, 5
  %314 = add i32 %41, %313
  %315 = mul i32 %314, 5
  %316 = add i32 %44, %315
  %317 = mul i32 %316, 5
  %318 = add i32 %47, %317
  %319 = mul i32 %318, 5
  %320 = add i32 %50, %319
  %321 = mul i32 %320, 5
  %322 = add i32 %53, %321
  %323 = mul i32 %322, 5
  %324 = add i32 %56, %323
  %325 = mul i32 %324, 5
  %326 = add i32 %59, %325
  %327 = mul i32 %326, 5
  %328 = add i32 %62, %327
  %329 = mul i32 %328, 5
  %330 = add i32 %65, %329
  %331 = mul i32 %330, 5
  %332 = add i32 %68, %331
  %333 = mul i32 %332, 5
  %334 = add i32 %70, %333
  %335 = mul i32 %334, 5
  %336 = add i32 %72, %335
  %337 = mul i32 %336, 5
  %338 = add i32 %74, %337
  %339 = mul i32 %338, 5
  %340 = add i32 %76, %339
  %341 = mul i32 %340, 5
  %342 = add i32 %78, %341
  %343 = mul i32 %342, 5
  %344 = add i32 %80, %343
  %345 = mul i32 %344, 5
  %346 = add i32 %82, %345
  %347 = mul i32 %346, 5
  %348 = add i32 %84, %347
  %349 = mul i32 %348, 5
  %350 = add i32 %86, %349
  %351 = mul i32 %350, 5
  %352 = add i32 %88, %351
  %353 = mul i32 %352, 5
  %354 = add i32 %90, %353
  %355 = mul i32 %354, 5
  %356 = add i32 %92, %355
  %357 = mul i32 %356, 5
  %358 = add i32 %94, %357
  %359 = mul i32 %358, 5
  %360 = add i32 %96, %359
  %361 = mul i32 %360, 5
  %362 = add i32 %98, %361
  %363 = mul i32 %362, 7
  %364 = add i32 %241, %363
  %365 = mul i32 %364, 7
  %366 = add i32 %243, %365
  %367 = mul i32 %366, 7
  %368 = add i32 %245, %367
  %369 = mul i32 %368, 7
  %370 = add i32 %247, %369
  %371 = mul i32 %370, 7
  %372 = add i32 %249, %371
  %373 = mul i32 %372, 7
  %374 = add i32 %251, %373
  %375 = mul i32 %374, 7
  %376 = add i32 %253, %375
  %377 = mul i32 %376, 7
  %378 = add i32 %255, %377
  %379 = mul i32 %378, 7
  %380 = add i32 %257, %379
  %381 = mul i32 %380, 7
  %382 = add i32 %259, %381
  %383 = mul i32 %382, 7
  %384 = add i32 %261, %383
  %385 = add i32 %262, %384
  %386 = add i32 %264, %385
  %387 = add i32 %266, %386
  %388 = add i32 %268, %387
  %389 = add i32 %270, %388
  %390 = xor i32 %275, %389
  %391 = trunc i64 %277 to i32
  %392 = add i32 %390, %391
  %393 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext %280, i32 noundef zeroext %285, i32 noundef zeroext %290)
  %394 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef zeroext %392)
  %395 = and i32 %392, 127
  call void @llvm.lifetime.end.p0i8(i64 4000, i8* nonnull %3) #6
  ret i32 %395
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc signext i32 @fib(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc signext i32 @fib(i32 noundef signext %6)
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
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc signext i32 @ack(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
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
  %17 = tail call fastcc signext i32 @ack(i32 noundef signext %9, i32 noundef signext %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc signext i32 @hof_f(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 1, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc signext i32 @hof_f(i32 noundef signext %6)
  %8 = tail call fastcc signext i32 @hof_m(i32 noundef signext %7)
  %9 = sub nsw i32 %0, %8
  br label %3
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc signext i32 @hof_m(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc signext i32 @hof_m(i32 noundef signext %6)
  %8 = tail call fastcc signext i32 @hof_f(i32 noundef signext %7)
  %9 = sub nsw i32 %0, %8
  br label %3
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @quicksort(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #4 {
  %4 = icmp sgt i32 %2, %1
  br i1 %4, label %5, label %47

5:                                                ; preds = %3, %43
  %6 = phi i32 [ %44, %43 ], [ %1, %3 ]
  %7 = sub nsw i32 %2, %6
  %8 = sdiv i32 %7, 2
  %9 = add nsw i32 %8, %6
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = icmp sgt i32 %6, %2
  br i1 %13, label %43, label %14

14:                                               ; preds = %5, %39
  %15 = phi i32 [ %41, %39 ], [ %2, %5 ]
  %16 = phi i32 [ %40, %39 ], [ %6, %5 ]
  %17 = sext i32 %16 to i64
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ %23, %18 ], [ %17, %14 ]
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = icmp slt i32 %21, %12
  %23 = add i64 %19, 1
  br i1 %22, label %18, label %24, !llvm.loop !13

24:                                               ; preds = %18
  %25 = sext i32 %15 to i64
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ %31, %26 ], [ %25, %24 ]
  %28 = getelementptr inbounds i32, i32* %0, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = icmp sgt i32 %29, %12
  %31 = add i64 %27, -1
  br i1 %30, label %26, label %32, !llvm.loop !14

32:                                               ; preds = %26
  %33 = trunc i64 %19 to i32
  %34 = trunc i64 %27 to i32
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  store i32 %29, i32* %20, align 4, !tbaa !5
  store i32 %21, i32* %28, align 4, !tbaa !5
  %37 = add nsw i32 %33, 1
  %38 = add nsw i32 %34, -1
  br label %39

39:                                               ; preds = %36, %32
  %40 = phi i32 [ %37, %36 ], [ %33, %32 ]
  %41 = phi i32 [ %38, %36 ], [ %34, %32 ]
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %14, !llvm.loop !15

43:                                               ; preds = %39, %5
  %44 = phi i32 [ %6, %5 ], [ %40, %39 ]
  %45 = phi i32 [ %2, %5 ], [ %41, %39 ]
  tail call fastcc void @quicksort(i32* noundef nonnull %0, i32 noundef signext %6, i32 noundef signext %45)
  %46 = icmp slt i32 %44, %2
  br i1 %46, label %5, label %47

47:                                               ; preds = %43, %3
  ret void
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc signext i32 @queens(i32 noundef signext %0, i32 noundef signext %1, i32 noundef zeroext %2, i32 noundef zeroext %3, i32 noundef zeroext %4) unnamed_addr #2 {
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
  %27 = tail call fastcc signext i32 @queens(i32 noundef signext %0, i32 noundef signext %15, i32 noundef zeroext %22, i32 noundef zeroext %24, i32 noundef zeroext %26)
  %28 = add nsw i32 %27, %18
  %29 = icmp eq i32 %21, 0
  br i1 %29, label %30, label %16, !llvm.loop !16

30:                                               ; preds = %16, %7, %5
  %31 = phi i32 [ 1, %5 ], [ 0, %7 ], [ %28, %16 ]
  ret i32 %31
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @hanoi(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) unnamed_addr #4 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %19, label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %6 ], [ %0, %4 ]
  %10 = add nsw i32 %9, -1
  tail call fastcc void @hanoi(i32 noundef signext %10, i32 noundef signext %8, i32 noundef signext %7, i32 noundef signext %2)
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
define internal fastcc i64 @tangle(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7) unnamed_addr #2 {
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
  %33 = tail call fastcc i64 @tangle(i32 noundef signext %31, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7, i32 noundef signext %32)
  %34 = add nsw i32 %0, -2
  %35 = add nsw i32 %1, -1
  %36 = tail call fastcc i64 @tangle(i32 noundef signext %34, i32 noundef signext %7, i32 noundef signext %6, i32 noundef signext %5, i32 noundef signext %4, i32 noundef signext %3, i32 noundef signext %2, i32 noundef signext %35)
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
