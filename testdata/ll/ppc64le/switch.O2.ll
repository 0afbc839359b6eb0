; ModuleID = 'c/switch.c'
source_filename = "c/switch.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@vseed = internal global i32 99991, align 4
@main.sparse_keys = internal unnamed_addr constant [15 x i32] [i32 -100000, i32 -7, i32 3, i32 64, i32 1000, i32 4096, i32 65537, i32 1000000, i32 123456789, i32 2147483647, i32 0, i32 5, i32 -8, i32 4095, i32 65536], align 4
@main.phrases = internal unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0)], align 8
@.str = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"register allocation 101\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"xyz 987 abc\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"stop! here\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"aeiou 0123456789\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"dense check = %08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"dense(%d,100,7)=%d%s\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"sparse(%d)=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"fall(%d)=%u%s\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"duff(%d)=%u\0A\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"classify(\22%s\22)=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"%s:%u \00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"\0Atotal days = %u\0A\00", align 1
@.str.16 = private unnamed_addr constant [22 x i8] c"wide: %d %d %d %d %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"jan\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"feb\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"mar\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"apr\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"may\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c"jun\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"jul\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c"aug\00", align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"sep\00", align 1
@.str.27 = private unnamed_addr constant [4 x i8] c"oct\00", align 1
@.str.28 = private unnamed_addr constant [4 x i8] c"nov\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"dec\00", align 1
@.str.30 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@switch.table.main = private unnamed_addr constant [16 x i32] [i32 107, i32 93, i32 300, i32 4, i32 103, i32 99, i32 14, i32 2, i32 100, i32 7, i32 -100, i32 -8, i32 12, i32 0, i32 53, i32 12345], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [61 x i8], align 1
  %2 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %3 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 61, i8* nonnull %3) #3
  br label %4

4:                                                ; preds = %0, %61
  %5 = phi i32 [ %2, %0 ], [ %9, %61 ]
  %6 = phi i32 [ 0, %0 ], [ %64, %61 ]
  %7 = phi i32 [ 0, %0 ], [ %65, %61 ]
  %8 = mul i32 %5, 1103515245
  %9 = add i32 %8, 12345
  %10 = lshr i32 %9, 8
  %11 = and i32 %10, 65535
  %12 = add nsw i32 %11, -30000
  %13 = lshr i32 %9, 3
  %14 = and i32 %13, 255
  %15 = add nsw i32 %14, -100
  %16 = lshr i32 %9, 24
  %17 = trunc i32 %16 to i8
  %18 = urem i8 %17, 18
  %19 = zext i8 %18 to i32
  switch i32 %19, label %60 [
    i32 0, label %20
    i32 1, label %22
    i32 2, label %24
    i32 3, label %26
    i32 4, label %28
    i32 5, label %30
    i32 6, label %32
    i32 7, label %36
    i32 8, label %40
    i32 9, label %43
    i32 10, label %46
    i32 11, label %48
    i32 12, label %50
    i32 13, label %54
    i32 14, label %57
    i32 15, label %61
  ]

20:                                               ; preds = %4
  %21 = add nsw i32 %15, %12
  br label %61

22:                                               ; preds = %4
  %23 = sub nsw i32 %12, %15
  br label %61

24:                                               ; preds = %4
  %25 = mul nsw i32 %12, 3
  br label %61

26:                                               ; preds = %4
  %27 = and i32 %15, %12
  br label %61

28:                                               ; preds = %4
  %29 = or i32 %15, %12
  br label %61

30:                                               ; preds = %4
  %31 = xor i32 %15, %12
  br label %61

32:                                               ; preds = %4
  %33 = icmp eq i32 %15, 0
  br i1 %33, label %61, label %34

34:                                               ; preds = %32
  %35 = sdiv i32 %12, %15
  br label %61

36:                                               ; preds = %4
  %37 = icmp eq i32 %15, 0
  br i1 %37, label %61, label %38

38:                                               ; preds = %36
  %39 = srem i32 %12, %15
  br label %61

40:                                               ; preds = %4
  %41 = icmp sgt i32 %12, %15
  %42 = select i1 %41, i32 %12, i32 %15
  br label %61

43:                                               ; preds = %4
  %44 = icmp slt i32 %12, %15
  %45 = select i1 %44, i32 %12, i32 %15
  br label %61

46:                                               ; preds = %4
  %47 = sub nsw i32 30000, %11
  br label %61

48:                                               ; preds = %4
  %49 = sub nsw i32 99, %14
  br label %61

50:                                               ; preds = %4
  %51 = ashr i32 %12, 3
  %52 = ashr i32 %15, 5
  %53 = add nsw i32 %52, %51
  br label %61

54:                                               ; preds = %4
  %55 = icmp eq i32 %12, %15
  %56 = zext i1 %55 to i32
  br label %61

57:                                               ; preds = %4
  %58 = add nsw i32 %15, %12
  %59 = sdiv i32 %58, 2
  br label %61

60:                                               ; preds = %4
  br label %61

61:                                               ; preds = %4, %20, %22, %24, %26, %28, %30, %32, %34, %36, %38, %40, %43, %46, %48, %50, %54, %57, %60
  %62 = phi i32 [ 0, %60 ], [ %59, %57 ], [ %56, %54 ], [ %53, %50 ], [ %49, %48 ], [ %47, %46 ], [ %45, %43 ], [ %42, %40 ], [ %31, %30 ], [ %29, %28 ], [ %27, %26 ], [ %25, %24 ], [ %23, %22 ], [ %21, %20 ], [ %35, %34 ], [ -1, %32 ], [ %39, %38 ], [ -2, %36 ], [ 12345, %4 ]
  %63 = mul i32 %6, 31
  %64 = add i32 %62, %63
  %65 = add nuw nsw i32 %7, 1
  %66 = icmp eq i32 %65, 200
  br i1 %66, label %67, label %4, !llvm.loop !9

67:                                               ; preds = %61
  %68 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %64)
  br label %69

69:                                               ; preds = %67, %76
  %70 = phi i32 [ 0, %67 ], [ %82, %76 ]
  %71 = icmp ult i32 %70, 16
  br i1 %71, label %72, label %76

72:                                               ; preds = %69
  %73 = zext i32 %70 to i64
  %74 = getelementptr inbounds [16 x i32], [16 x i32]* @switch.table.main, i64 0, i64 %73
  %75 = load i32, i32* %74, align 4
  br label %76

76:                                               ; preds = %69, %72
  %77 = phi i32 [ %75, %72 ], [ 0, %69 ]
  %78 = and i32 %70, 3
  %79 = icmp eq i32 %78, 3
  %80 = select i1 %79, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)
  %81 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %70, i32 noundef signext %77, i8* noundef %80)
  %82 = add nuw nsw i32 %70, 1
  %83 = icmp eq i32 %82, 16
  br i1 %83, label %84, label %69, !llvm.loop !11

84:                                               ; preds = %76, %99
  %85 = phi i64 [ %102, %99 ], [ 0, %76 ]
  %86 = phi i32 [ %105, %99 ], [ %64, %76 ]
  %87 = getelementptr inbounds [15 x i32], [15 x i32]* @main.sparse_keys, i64 0, i64 %85
  %88 = load i32, i32* %87, align 4, !tbaa !5
  switch i32 %88, label %98 [
    i32 -100000, label %99
    i32 -7, label %89
    i32 3, label %90
    i32 64, label %91
    i32 1000, label %92
    i32 4096, label %93
    i32 65537, label %94
    i32 1000000, label %95
    i32 123456789, label %96
    i32 2147483647, label %97
  ]

89:                                               ; preds = %84
  br label %99

90:                                               ; preds = %84
  br label %99

91:                                               ; preds = %84
  br label %99

92:                                               ; preds = %84
  br label %99

93:                                               ; preds = %84
  br label %99

94:                                               ; preds = %84
  br label %99

95:                                               ; preds = %84
  br label %99

96:                                               ; preds = %84
  br label %99

97:                                               ; preds = %84
  br label %99

98:                                               ; preds = %84
  br label %99

99:                                               ; preds = %84, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98
  %100 = phi i32 [ -1, %98 ], [ 10, %97 ], [ 9, %96 ], [ 8, %95 ], [ 7, %94 ], [ 6, %93 ], [ 5, %92 ], [ 4, %91 ], [ 3, %90 ], [ 2, %89 ], [ 1, %84 ]
  %101 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %88, i32 noundef signext %100)
  %102 = add nuw nsw i64 %85, 1
  %103 = trunc i64 %102 to i32
  %104 = mul nsw i32 %100, %103
  %105 = add i32 %104, %86
  %106 = icmp eq i64 %102, 15
  br i1 %106, label %107, label %84, !llvm.loop !12

107:                                              ; preds = %99, %132
  %108 = phi i32 [ %138, %132 ], [ %105, %99 ]
  %109 = phi i32 [ %139, %132 ], [ 0, %99 ]
  %110 = add nuw nsw i32 %109, 4660
  %111 = and i32 %109, 7
  switch i32 %111, label %130 [
    i32 7, label %112
    i32 6, label %114
    i32 5, label %120
    i32 4, label %122
    i32 3, label %122
    i32 2, label %125
    i32 1, label %132
    i32 0, label %131
  ]

112:                                              ; preds = %107
  %113 = mul nuw nsw i32 %110, 7
  br label %114

114:                                              ; preds = %112, %107
  %115 = phi i32 [ 0, %107 ], [ %113, %112 ]
  %116 = shl nuw nsw i32 %110, 6
  %117 = xor i32 %115, %116
  %118 = mul i32 %117, 3
  %119 = add i32 %118, 15
  br label %120

120:                                              ; preds = %114, %107
  %121 = phi i32 [ 15, %107 ], [ %119, %114 ]
  br label %122

122:                                              ; preds = %120, %107, %107
  %123 = phi i32 [ 0, %107 ], [ 0, %107 ], [ %121, %120 ]
  %124 = sub i32 %123, %110
  br label %125

125:                                              ; preds = %122, %107
  %126 = phi i32 [ 0, %107 ], [ %124, %122 ]
  %127 = lshr i32 %126, 2
  %128 = add i32 %127, %126
  %129 = or i32 %128, 1
  br label %132

130:                                              ; preds = %107
  unreachable

131:                                              ; preds = %107
  br label %132

132:                                              ; preds = %107, %125, %131
  %133 = phi i32 [ 57005, %131 ], [ %111, %107 ], [ %129, %125 ]
  %134 = and i32 %109, 3
  %135 = icmp eq i32 %134, 3
  %136 = select i1 %135, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)
  %137 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext %109, i32 noundef zeroext %133, i8* noundef %136)
  %138 = xor i32 %133, %108
  %139 = add nuw nsw i32 %109, 1
  %140 = icmp eq i32 %139, 16
  br i1 %140, label %143, label %107, !llvm.loop !13

141:                                              ; preds = %143
  %142 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext 0, i32 noundef zeroext 0)
  br label %196

143:                                              ; preds = %132, %177
  %144 = phi i64 [ %195, %177 ], [ 0, %132 ]
  %145 = phi i32 [ %191, %177 ], [ %9, %132 ]
  %146 = mul i32 %145, 37
  %147 = add i32 %146, 11
  %148 = lshr i32 %147, 24
  %149 = trunc i32 %148 to i8
  %150 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %144
  store i8 %149, i8* %150, align 1, !tbaa !14
  %151 = or i64 %144, 1
  %152 = mul i32 %147, 37
  %153 = add i32 %152, 11
  %154 = lshr i32 %153, 24
  %155 = trunc i32 %154 to i8
  %156 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %151
  store i8 %155, i8* %156, align 1, !tbaa !14
  %157 = or i64 %144, 2
  %158 = mul i32 %153, 37
  %159 = add i32 %158, 11
  %160 = lshr i32 %159, 24
  %161 = trunc i32 %160 to i8
  %162 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %157
  store i8 %161, i8* %162, align 1, !tbaa !14
  %163 = or i64 %144, 3
  %164 = mul i32 %159, 37
  %165 = add i32 %164, 11
  %166 = lshr i32 %165, 24
  %167 = trunc i32 %166 to i8
  %168 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %163
  store i8 %167, i8* %168, align 1, !tbaa !14
  %169 = or i64 %144, 4
  %170 = mul i32 %165, 37
  %171 = add i32 %170, 11
  %172 = lshr i32 %171, 24
  %173 = trunc i32 %172 to i8
  %174 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %169
  store i8 %173, i8* %174, align 1, !tbaa !14
  %175 = or i64 %144, 5
  %176 = icmp eq i64 %175, 61
  br i1 %176, label %141, label %177, !llvm.loop !15

177:                                              ; preds = %143
  %178 = mul i32 %171, 37
  %179 = add i32 %178, 11
  %180 = lshr i32 %179, 24
  %181 = trunc i32 %180 to i8
  %182 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %175
  store i8 %181, i8* %182, align 1, !tbaa !14
  %183 = or i64 %144, 6
  %184 = mul i32 %179, 37
  %185 = add i32 %184, 11
  %186 = lshr i32 %185, 24
  %187 = trunc i32 %186 to i8
  %188 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %183
  store i8 %187, i8* %188, align 1, !tbaa !14
  %189 = or i64 %144, 7
  %190 = mul i32 %185, 37
  %191 = add i32 %190, 11
  %192 = lshr i32 %191, 24
  %193 = trunc i32 %192 to i8
  %194 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %189
  store i8 %193, i8* %194, align 1, !tbaa !14
  %195 = add nuw nsw i64 %144, 8
  br label %143

196:                                              ; preds = %277, %141
  %197 = phi i32 [ %138, %141 ], [ %279, %277 ]
  %198 = phi i32 [ 5, %141 ], [ %280, %277 ]
  %199 = add nuw nsw i32 %198, 7
  %200 = lshr i32 %199, 3
  %201 = and i32 %198, 7
  switch i32 %201, label %276 [
    i32 0, label %202
    i32 7, label %211
    i32 6, label %220
    i32 5, label %229
    i32 4, label %238
    i32 3, label %247
    i32 2, label %256
    i32 1, label %265
  ]

202:                                              ; preds = %265, %196
  %203 = phi i8* [ %270, %265 ], [ %3, %196 ]
  %204 = phi i32 [ %273, %265 ], [ %201, %196 ]
  %205 = phi i32 [ %274, %265 ], [ %200, %196 ]
  %206 = mul i32 %204, 3
  %207 = getelementptr inbounds i8, i8* %203, i64 1
  %208 = load i8, i8* %203, align 1, !tbaa !14
  %209 = zext i8 %208 to i32
  %210 = add i32 %206, %209
  br label %211

211:                                              ; preds = %202, %196
  %212 = phi i8* [ %207, %202 ], [ %3, %196 ]
  %213 = phi i32 [ %210, %202 ], [ 0, %196 ]
  %214 = phi i32 [ %205, %202 ], [ %200, %196 ]
  %215 = mul i32 %213, 3
  %216 = getelementptr inbounds i8, i8* %212, i64 1
  %217 = load i8, i8* %212, align 1, !tbaa !14
  %218 = zext i8 %217 to i32
  %219 = add i32 %215, %218
  br label %220

220:                                              ; preds = %211, %196
  %221 = phi i8* [ %216, %211 ], [ %3, %196 ]
  %222 = phi i32 [ %219, %211 ], [ 0, %196 ]
  %223 = phi i32 [ %214, %211 ], [ %200, %196 ]
  %224 = mul i32 %222, 3
  %225 = getelementptr inbounds i8, i8* %221, i64 1
  %226 = load i8, i8* %221, align 1, !tbaa !14
  %227 = zext i8 %226 to i32
  %228 = add i32 %224, %227
  br label %229

229:                                              ; preds = %220, %196
  %230 = phi i8* [ %225, %220 ], [ %3, %196 ]
  %231 = phi i32 [ %228, %220 ], [ 0, %196 ]
  %232 = phi i32 [ %223, %220 ], [ %200, %196 ]
  %233 = mul i32 %231, 3
  %234 = getelementptr inbounds i8, i8* %230, i64 1
  %235 = load i8, i8* %230, align 1, !tbaa !14
  %236 = zext i8 %235 to i32
  %237 = add i32 %233, %236
  br label %238

238:                                              ; preds = %229, %196
  %239 = phi i8* [ %234, %229 ], [ %3, %196 ]
  %240 = phi i32 [ %237, %229 ], [ 0, %196 ]
  %241 = phi i32 [ %232, %229 ], [ %200, %196 ]
  %242 = mul i32 %240, 3
  %243 = getelementptr inbounds i8, i8* %239, i64 1
  %244 = load i8, i8* %239, align 1, !tbaa !14
  %245 = zext i8 %244 to i32
  %246 = add i32 %242, %245
  br label %247

247:                                              ; preds = %238, %196
  %248 = phi i8* [ %243, %238 ], [ %3, %196 ]
  %249 = phi i32 [ %246, %238 ], [ 0, %196 ]
  %250 = phi i32 [ %241, %238 ], [ %200, %196 ]
  %251 = mul i32 %249, 3
  %252 = getelementptr inbounds i8, i8* %248, i64 1
  %253 = load i8, i8* %248, align 1, !tbaa !14
  %254 = zext i8 %253 to i32
  %255 = add i32 %251, %254
  br label %256

256:                                              ; preds = %247, %196
  %257 = phi i8* [ %252, %247 ], [ %3, %196 ]
  %258 = phi i32 [ %255, %247 ], [ 0, %196 ]
  %259 = phi i32 [ %250, %247 ], [ %200, %196 ]
  %260 = mul i32 %258, 3
  %261 = getelementptr inbounds i8, i8* %257, i64 1
  %262 = load i8, i8* %257, align 1, !tbaa !14
  %263 = zext i8 %262 to i32
  %264 = add i32 %260, %263
  br label %265

265:                                              ; preds = %256, %196
  %266 = phi i8* [ %3, %196 ], [ %261, %256 ]
  %267 = phi i32 [ 0, %196 ], [ %264, %256 ]
  %268 = phi i32 [ %200, %196 ], [ %259, %256 ]
  %269 = mul i32 %267, 3
  %270 = getelementptr inbounds i8, i8* %266, i64 1
  %271 = load i8, i8* %266, align 1, !tbaa !14
  %272 = zext i8 %271 to i32
  %273 = add i32 %269, %272
  %274 = add i32 %268, -1
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %277, label %202, !llvm.loop !16

276:                                              ; preds = %196
  unreachable

277:                                              ; preds = %265
  %278 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext %198, i32 noundef zeroext %273)
  %279 = add i32 %273, %197
  %280 = add nuw nsw i32 %198, 5
  %281 = icmp ult i32 %198, 57
  br i1 %281, label %196, label %293, !llvm.loop !17

282:                                              ; preds = %323
  %283 = and i32 %171, 3
  %284 = or i32 %283, 2000
  %285 = icmp ne i32 %283, 0
  %286 = urem i32 %284, 100
  %287 = icmp eq i32 %286, 0
  %288 = or i1 %285, %287
  %289 = urem i32 %284, 400
  %290 = icmp eq i32 %289, 0
  %291 = select i1 %290, i32 29, i32 28
  %292 = select i1 %288, i32 %291, i32 29
  br label %330

293:                                              ; preds = %277, %323
  %294 = phi i64 [ %328, %323 ], [ 0, %277 ]
  %295 = phi i32 [ %327, %323 ], [ %279, %277 ]
  %296 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.phrases, i64 0, i64 %294
  %297 = load i8*, i8** %296, align 8, !tbaa !19
  br label %298

298:                                              ; preds = %320, %293
  %299 = phi i8* [ %297, %293 ], [ %322, %320 ]
  %300 = phi i32 [ 0, %293 ], [ %321, %320 ]
  %301 = load i8, i8* %299, align 1, !tbaa !14
  switch i8 %301, label %304 [
    i8 0, label %323
    i8 97, label %302
    i8 101, label %302
    i8 105, label %302
    i8 111, label %302
    i8 117, label %302
    i8 32, label %306
    i8 48, label %308
    i8 49, label %308
    i8 50, label %308
    i8 51, label %308
    i8 52, label %308
    i8 53, label %308
    i8 54, label %308
    i8 55, label %308
    i8 56, label %308
    i8 57, label %308
    i8 33, label %318
  ]

302:                                              ; preds = %298, %298, %298, %298, %298
  %303 = add nsw i32 %300, 10
  br label %320

304:                                              ; preds = %298
  %305 = add nsw i32 %300, 1
  br label %320

306:                                              ; preds = %298
  %307 = add nsw i32 %300, -3
  br label %320

308:                                              ; preds = %298, %298, %298, %298, %298, %298, %298, %298, %298, %298
  %309 = add nsw i8 %301, -48
  %310 = urem i8 %309, 3
  %311 = zext i8 %310 to i32
  switch i32 %311, label %316 [
    i32 0, label %312
    i32 1, label %314
  ]

312:                                              ; preds = %308
  %313 = shl nsw i32 %300, 1
  br label %320

314:                                              ; preds = %308
  %315 = add nsw i32 %300, 100
  br label %320

316:                                              ; preds = %308
  %317 = add nsw i32 %300, -50
  br label %320

318:                                              ; preds = %298
  %319 = add nsw i32 %300, 1000
  br label %323

320:                                              ; preds = %316, %314, %312, %306, %304, %302
  %321 = phi i32 [ %305, %304 ], [ %317, %316 ], [ %315, %314 ], [ %313, %312 ], [ %307, %306 ], [ %303, %302 ]
  %322 = getelementptr inbounds i8, i8* %299, i64 1
  br label %298, !llvm.loop !21

323:                                              ; preds = %298, %318
  %324 = phi i32 [ %319, %318 ], [ %300, %298 ]
  %325 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i64 0, i64 0), i8* noundef %297, i32 noundef signext %324)
  %326 = mul i32 %295, 7
  %327 = add i32 %324, %326
  %328 = add nuw nsw i64 %294, 1
  %329 = icmp eq i64 %328, 6
  br i1 %329, label %282, label %293, !llvm.loop !22

330:                                              ; preds = %282, %349
  %331 = phi i32 [ 0, %282 ], [ %354, %349 ]
  %332 = phi i32 [ 0, %282 ], [ %353, %349 ]
  switch i32 %331, label %333 [
    i32 2, label %336
    i32 4, label %334
    i32 6, label %334
    i32 9, label %334
    i32 11, label %334
  ]

333:                                              ; preds = %330
  br label %334

334:                                              ; preds = %330, %330, %330, %330, %333
  %335 = phi i32 [ 31, %333 ], [ 30, %330 ], [ 30, %330 ], [ 30, %330 ], [ 30, %330 ]
  switch i32 %331, label %348 [
    i32 1, label %349
    i32 2, label %336
    i32 3, label %338
    i32 4, label %339
    i32 5, label %340
    i32 6, label %341
    i32 7, label %342
    i32 8, label %343
    i32 9, label %344
    i32 10, label %345
    i32 11, label %346
    i32 12, label %347
  ]

336:                                              ; preds = %330, %334
  %337 = phi i32 [ %335, %334 ], [ %292, %330 ]
  br label %349

338:                                              ; preds = %334
  br label %349

339:                                              ; preds = %334
  br label %349

340:                                              ; preds = %334
  br label %349

341:                                              ; preds = %334
  br label %349

342:                                              ; preds = %334
  br label %349

343:                                              ; preds = %334
  br label %349

344:                                              ; preds = %334
  br label %349

345:                                              ; preds = %334
  br label %349

346:                                              ; preds = %334
  br label %349

347:                                              ; preds = %334
  br label %349

348:                                              ; preds = %334
  br label %349

349:                                              ; preds = %334, %336, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348
  %350 = phi i32 [ %335, %348 ], [ %335, %347 ], [ %335, %346 ], [ %335, %345 ], [ %335, %344 ], [ %335, %343 ], [ %335, %342 ], [ %335, %341 ], [ %335, %340 ], [ %335, %339 ], [ %335, %338 ], [ %337, %336 ], [ %335, %334 ]
  %351 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), %348 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.29, i64 0, i64 0), %347 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i64 0, i64 0), %346 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0), %345 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), %344 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i64 0, i64 0), %343 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0), %342 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.23, i64 0, i64 0), %341 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), %340 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), %339 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %338 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), %336 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0), %334 ]
  %352 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %351, i32 noundef zeroext %350)
  %353 = add i32 %350, %332
  %354 = add nuw nsw i32 %331, 1
  %355 = icmp eq i32 %354, 14
  br i1 %355, label %356, label %330, !llvm.loop !23

356:                                              ; preds = %349
  %357 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %353)
  %358 = add i32 %353, %327
  %359 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 0)
  %360 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i64 0, i64 0), i32 noundef zeroext %358)
  %361 = and i32 %358, 127
  call void @llvm.lifetime.end.p0i8(i64 61, i8* nonnull %3) #3
  ret i32 %361
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nounwind }

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
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10, !18}
!18 = !{!"llvm.loop.peeled.count", i32 1}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
