; ModuleID = 'c/switch.c'
source_filename = "c/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vseed = internal global i32 99991, align 4
@main.sparse_keys = internal unnamed_addr constant [15 x i32] [i32 -100000, i32 -7, i32 3, i32 64, i32 1000, i32 4096, i32 65537, i32 1000000, i32 123456789, i32 2147483647, i32 0, i32 5, i32 -8, i32 4095, i32 65536], align 16
@main.phrases = internal unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0)], align 16
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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [61 x i8], align 16
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
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i64 0, i64 0), i32 noundef %64)
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
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %70, i32 noundef %77, i8* noundef %80)
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
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef %88, i32 noundef %100)
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
  %137 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef %109, i32 noundef %133, i8* noundef %136)
  %138 = xor i32 %133, %108
  %139 = add nuw nsw i32 %109, 1
  %140 = icmp eq i32 %139, 16
  br i1 %140, label %143, label %107, !llvm.loop !13

141:                                              ; preds = %143
  %142 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef 0, i32 noundef 0)
  br label %172

143:                                              ; preds = %132, %153
  %144 = phi i64 [ %171, %153 ], [ 0, %132 ]
  %145 = phi i32 [ %167, %153 ], [ %9, %132 ]
  %146 = mul i32 %145, 37
  %147 = add i32 %146, 11
  %148 = lshr i32 %147, 24
  %149 = trunc i32 %148 to i8
  %150 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %144
  store i8 %149, i8* %150, align 4, !tbaa !14
  %151 = or i64 %144, 1
  %152 = icmp eq i64 %151, 61
  br i1 %152, label %141, label %153, !llvm.loop !15

153:                                              ; preds = %143
  %154 = mul i32 %147, 37
  %155 = add i32 %154, 11
  %156 = lshr i32 %155, 24
  %157 = trunc i32 %156 to i8
  %158 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %151
  store i8 %157, i8* %158, align 1, !tbaa !14
  %159 = or i64 %144, 2
  %160 = mul i32 %155, 37
  %161 = add i32 %160, 11
  %162 = lshr i32 %161, 24
  %163 = trunc i32 %162 to i8
  %164 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %159
  store i8 %163, i8* %164, align 2, !tbaa !14
  %165 = or i64 %144, 3
  %166 = mul i32 %161, 37
  %167 = add i32 %166, 11
  %168 = lshr i32 %167, 24
  %169 = trunc i32 %168 to i8
  %170 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %165
  store i8 %169, i8* %170, align 1, !tbaa !14
  %171 = add nuw nsw i64 %144, 4
  br label %143

172:                                              ; preds = %253, %141
  %173 = phi i32 [ %138, %141 ], [ %255, %253 ]
  %174 = phi i32 [ 5, %141 ], [ %256, %253 ]
  %175 = add nuw nsw i32 %174, 7
  %176 = lshr i32 %175, 3
  %177 = and i32 %174, 7
  switch i32 %177, label %252 [
    i32 0, label %178
    i32 7, label %187
    i32 6, label %196
    i32 5, label %205
    i32 4, label %214
    i32 3, label %223
    i32 2, label %232
    i32 1, label %241
  ]

178:                                              ; preds = %241, %172
  %179 = phi i8* [ %246, %241 ], [ %3, %172 ]
  %180 = phi i32 [ %249, %241 ], [ %177, %172 ]
  %181 = phi i32 [ %250, %241 ], [ %176, %172 ]
  %182 = mul i32 %180, 3
  %183 = getelementptr inbounds i8, i8* %179, i64 1
  %184 = load i8, i8* %179, align 1, !tbaa !14
  %185 = zext i8 %184 to i32
  %186 = add i32 %182, %185
  br label %187

187:                                              ; preds = %178, %172
  %188 = phi i8* [ %183, %178 ], [ %3, %172 ]
  %189 = phi i32 [ %186, %178 ], [ 0, %172 ]
  %190 = phi i32 [ %181, %178 ], [ %176, %172 ]
  %191 = mul i32 %189, 3
  %192 = getelementptr inbounds i8, i8* %188, i64 1
  %193 = load i8, i8* %188, align 1, !tbaa !14
  %194 = zext i8 %193 to i32
  %195 = add i32 %191, %194
  br label %196

196:                                              ; preds = %187, %172
  %197 = phi i8* [ %192, %187 ], [ %3, %172 ]
  %198 = phi i32 [ %195, %187 ], [ 0, %172 ]
  %199 = phi i32 [ %190, %187 ], [ %176, %172 ]
  %200 = mul i32 %198, 3
  %201 = getelementptr inbounds i8, i8* %197, i64 1
  %202 = load i8, i8* %197, align 1, !tbaa !14
  %203 = zext i8 %202 to i32
  %204 = add i32 %200, %203
  br label %205

205:                                              ; preds = %196, %172
  %206 = phi i8* [ %201, %196 ], [ %3, %172 ]
  %207 = phi i32 [ %204, %196 ], [ 0, %172 ]
  %208 = phi i32 [ %199, %196 ], [ %176, %172 ]
  %209 = mul i32 %207, 3
  %210 = getelementptr inbounds i8, i8* %206, i64 1
  %211 = load i8, i8* %206, align 1, !tbaa !14
  %212 = zext i8 %211 to i32
  %213 = add i32 %209, %212
  br label %214

214:                                              ; preds = %205, %172
  %215 = phi i8* [ %210, %205 ], [ %3, %172 ]
  %216 = phi i32 [ %213, %205 ], [ 0, %172 ]
  %217 = phi i32 [ %208, %205 ], [ %176, %172 ]
  %218 = mul i32 %216, 3
  %219 = getelementptr inbounds i8, i8* %215, i64 1
  %220 = load i8, i8* %215, align 1, !tbaa !14
  %221 = zext i8 %220 to i32
  %222 = add i32 %218, %221
  br label %223

223:                                              ; preds = %214, %172
  %224 = phi i8* [ %219, %214 ], [ %3, %172 ]
  %225 = phi i32 [ %222, %214 ], [ 0, %172 ]
  %226 = phi i32 [ %217, %214 ], [ %176, %172 ]
  %227 = mul i32 %225, 3
  %228 = getelementptr inbounds i8, i8* %224, i64 1
  %229 = load i8, i8* %224, align 1, !tbaa !14
  %230 = zext i8 %229 to i32
  %231 = add i32 %227, %230
  br label %232

232:                                              ; preds = %223, %172
  %233 = phi i8* [ %228, %223 ], [ %3, %172 ]
  %234 = phi i32 [ %231, %223 ], [ 0, %172 ]
  %235 = phi i32 [ %226, %223 ], [ %176, %172 ]
  %236 = mul i32 %234, 3
  %237 = getelementptr inbounds i8, i8* %233, i64 1
  %238 = load i8, i8* %233, align 1, !tbaa !14
  %239 = zext i8 %238 to i32
  %240 = add i32 %236, %239
  br label %241

241:                                              ; preds = %232, %172
  %242 = phi i8* [ %3, %172 ], [ %237, %232 ]
  %243 = phi i32 [ 0, %172 ], [ %240, %232 ]
  %244 = phi i32 [ %176, %172 ], [ %235, %232 ]
  %245 = mul i32 %243, 3
  %246 = getelementptr inbounds i8, i8* %242, i64 1
  %247 = load i8, i8* %242, align 1, !tbaa !14
  %248 = zext i8 %247 to i32
  %249 = add i32 %245, %248
  %250 = add i32 %244, -1
  %251 = icmp eq i32 %250, 0
  br i1 %251, label %253, label %178, !llvm.loop !16

252:                                              ; preds = %172
  unreachable

253:                                              ; preds = %241
  %254 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef %174, i32 noundef %249)
  %255 = add i32 %249, %173
  %256 = add nuw nsw i32 %174, 5
  %257 = icmp ult i32 %174, 57
  br i1 %257, label %172, label %269, !llvm.loop !17

258:                                              ; preds = %304
  %259 = and i32 %147, 3
  %260 = or i32 %259, 2000
  %261 = icmp ne i32 %259, 0
  %262 = urem i32 %260, 100
  %263 = icmp eq i32 %262, 0
  %264 = or i1 %261, %263
  %265 = urem i32 %260, 400
  %266 = icmp eq i32 %265, 0
  %267 = select i1 %266, i32 29, i32 28
  %268 = select i1 %264, i32 %267, i32 29
  br label %311

269:                                              ; preds = %253, %304
  %270 = phi i64 [ %309, %304 ], [ 0, %253 ]
  %271 = phi i32 [ %308, %304 ], [ %255, %253 ]
  %272 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.phrases, i64 0, i64 %270
  %273 = load i8*, i8** %272, align 8, !tbaa !19
  %274 = load i8, i8* %273, align 1, !tbaa !14
  %275 = icmp eq i8 %274, 0
  br i1 %275, label %304, label %276

276:                                              ; preds = %269, %299
  %277 = phi i8 [ %302, %299 ], [ %274, %269 ]
  %278 = phi i32 [ %300, %299 ], [ 0, %269 ]
  %279 = phi i8* [ %301, %299 ], [ %273, %269 ]
  %280 = sext i8 %277 to i32
  switch i32 %280, label %283 [
    i32 97, label %281
    i32 101, label %281
    i32 105, label %281
    i32 111, label %281
    i32 117, label %281
    i32 32, label %285
    i32 48, label %287
    i32 49, label %287
    i32 50, label %287
    i32 51, label %287
    i32 52, label %287
    i32 53, label %287
    i32 54, label %287
    i32 55, label %287
    i32 56, label %287
    i32 57, label %287
    i32 33, label %297
  ]

281:                                              ; preds = %276, %276, %276, %276, %276
  %282 = add nsw i32 %278, 10
  br label %299

283:                                              ; preds = %276
  %284 = add nsw i32 %278, 1
  br label %299

285:                                              ; preds = %276
  %286 = add nsw i32 %278, -3
  br label %299

287:                                              ; preds = %276, %276, %276, %276, %276, %276, %276, %276, %276, %276
  %288 = add i8 %277, -48
  %289 = urem i8 %288, 3
  %290 = zext i8 %289 to i32
  switch i32 %290, label %295 [
    i32 0, label %291
    i32 1, label %293
  ]

291:                                              ; preds = %287
  %292 = shl nsw i32 %278, 1
  br label %299

293:                                              ; preds = %287
  %294 = add nsw i32 %278, 100
  br label %299

295:                                              ; preds = %287
  %296 = add nsw i32 %278, -50
  br label %299

297:                                              ; preds = %276
  %298 = add nsw i32 %278, 1000
  br label %304

299:                                              ; preds = %295, %293, %291, %285, %283, %281
  %300 = phi i32 [ %284, %283 ], [ %296, %295 ], [ %294, %293 ], [ %292, %291 ], [ %286, %285 ], [ %282, %281 ]
  %301 = getelementptr inbounds i8, i8* %279, i64 1
  %302 = load i8, i8* %301, align 1, !tbaa !14
  %303 = icmp eq i8 %302, 0
  br i1 %303, label %304, label %276, !llvm.loop !21

304:                                              ; preds = %299, %269, %297
  %305 = phi i32 [ %298, %297 ], [ 0, %269 ], [ %300, %299 ]
  %306 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %273, i32 noundef %305)
  %307 = mul i32 %271, 7
  %308 = add i32 %305, %307
  %309 = add nuw nsw i64 %270, 1
  %310 = icmp eq i64 %309, 6
  br i1 %310, label %258, label %269, !llvm.loop !22

311:                                              ; preds = %258, %330
  %312 = phi i32 [ 0, %258 ], [ %335, %330 ]
  %313 = phi i32 [ 0, %258 ], [ %334, %330 ]
  switch i32 %312, label %314 [
    i32 2, label %317
    i32 4, label %315
    i32 6, label %315
    i32 9, label %315
    i32 11, label %315
  ]

314:                                              ; preds = %311
  br label %315

315:                                              ; preds = %311, %311, %311, %311, %314
  %316 = phi i32 [ 31, %314 ], [ 30, %311 ], [ 30, %311 ], [ 30, %311 ], [ 30, %311 ]
  switch i32 %312, label %329 [
    i32 1, label %330
    i32 2, label %317
    i32 3, label %319
    i32 4, label %320
    i32 5, label %321
    i32 6, label %322
    i32 7, label %323
    i32 8, label %324
    i32 9, label %325
    i32 10, label %326
    i32 11, label %327
    i32 12, label %328
  ]

317:                                              ; preds = %311, %315
  %318 = phi i32 [ %316, %315 ], [ %268, %311 ]
  br label %330

319:                                              ; preds = %315
  br label %330

320:                                              ; preds = %315
  br label %330

321:                                              ; preds = %315
  br label %330

322:                                              ; preds = %315
  br label %330

323:                                              ; preds = %315
  br label %330

324:                                              ; preds = %315
  br label %330

325:                                              ; preds = %315
  br label %330

326:                                              ; preds = %315
  br label %330

327:                                              ; preds = %315
  br label %330

328:                                              ; preds = %315
  br label %330

329:                                              ; preds = %315
  br label %330

330:                                              ; preds = %315, %317, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329
  %331 = phi i32 [ %316, %329 ], [ %316, %328 ], [ %316, %327 ], [ %316, %326 ], [ %316, %325 ], [ %316, %324 ], [ %316, %323 ], [ %316, %322 ], [ %316, %321 ], [ %316, %320 ], [ %316, %319 ], [ %318, %317 ], [ %316, %315 ]
  %332 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), %329 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.29, i64 0, i64 0), %328 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i64 0, i64 0), %327 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0), %326 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), %325 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i64 0, i64 0), %324 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0), %323 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.23, i64 0, i64 0), %322 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), %321 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), %320 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %319 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), %317 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0), %315 ]
  %333 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %332, i32 noundef %331)
  %334 = add i32 %331, %313
  %335 = add nuw nsw i32 %312, 1
  %336 = icmp eq i32 %335, 14
  br i1 %336, label %337, label %311, !llvm.loop !23

337:                                              ; preds = %330
  %338 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i64 0, i64 0), i32 noundef %334)
  %339 = add i32 %334, %308
  %340 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 0)
  %341 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i64 0, i64 0), i32 noundef %339)
  %342 = and i32 %339, 127
  call void @llvm.lifetime.end.p0i8(i64 61, i8* nonnull %3) #3
  ret i32 %342
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
