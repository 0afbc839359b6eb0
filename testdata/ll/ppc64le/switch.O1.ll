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
@switch.table.main.31 = private unnamed_addr constant [12 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.23, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.29, i64 0, i64 0)], align 8

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [61 x i8], align 1
  %2 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %3 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 61, i8* nonnull %3) #3
  br label %4

4:                                                ; preds = %0, %59
  %5 = phi i32 [ %2, %0 ], [ %9, %59 ]
  %6 = phi i32 [ 0, %0 ], [ %62, %59 ]
  %7 = phi i32 [ 0, %0 ], [ %63, %59 ]
  %8 = mul i32 %5, 1103515245
  %9 = add i32 %8, 12345
  %10 = lshr i32 %9, 8
  %11 = and i32 %10, 65535
  %12 = add nsw i32 %11, -30000
  %13 = lshr i32 %9, 3
  %14 = and i32 %13, 255
  %15 = add nsw i32 %14, -100
  %16 = lshr i32 %9, 24
  %17 = urem i32 %16, 18
  switch i32 %17, label %58 [
    i32 0, label %18
    i32 1, label %20
    i32 2, label %22
    i32 3, label %24
    i32 4, label %26
    i32 5, label %28
    i32 6, label %30
    i32 7, label %34
    i32 8, label %38
    i32 9, label %41
    i32 10, label %44
    i32 11, label %46
    i32 12, label %48
    i32 13, label %52
    i32 14, label %55
    i32 15, label %59
  ]

18:                                               ; preds = %4
  %19 = add nsw i32 %15, %12
  br label %59

20:                                               ; preds = %4
  %21 = sub nsw i32 %12, %15
  br label %59

22:                                               ; preds = %4
  %23 = mul nsw i32 %12, 3
  br label %59

24:                                               ; preds = %4
  %25 = and i32 %15, %12
  br label %59

26:                                               ; preds = %4
  %27 = or i32 %15, %12
  br label %59

28:                                               ; preds = %4
  %29 = xor i32 %15, %12
  br label %59

30:                                               ; preds = %4
  %31 = icmp eq i32 %15, 0
  br i1 %31, label %59, label %32

32:                                               ; preds = %30
  %33 = sdiv i32 %12, %15
  br label %59

34:                                               ; preds = %4
  %35 = icmp eq i32 %15, 0
  br i1 %35, label %59, label %36

36:                                               ; preds = %34
  %37 = srem i32 %12, %15
  br label %59

38:                                               ; preds = %4
  %39 = icmp sgt i32 %12, %15
  %40 = select i1 %39, i32 %12, i32 %15
  br label %59

41:                                               ; preds = %4
  %42 = icmp slt i32 %12, %15
  %43 = select i1 %42, i32 %12, i32 %15
  br label %59

44:                                               ; preds = %4
  %45 = sub nsw i32 30000, %11
  br label %59

46:                                               ; preds = %4
  %47 = sub nsw i32 99, %14
  br label %59

48:                                               ; preds = %4
  %49 = ashr i32 %12, 3
  %50 = ashr i32 %15, 5
  %51 = add nsw i32 %50, %49
  br label %59

52:                                               ; preds = %4
  %53 = icmp eq i32 %12, %15
  %54 = zext i1 %53 to i32
  br label %59

55:                                               ; preds = %4
  %56 = add nsw i32 %15, %12
  %57 = sdiv i32 %56, 2
  br label %59

58:                                               ; preds = %4
  br label %59

59:                                               ; preds = %4, %18, %20, %22, %24, %26, %28, %30, %32, %34, %36, %38, %41, %44, %46, %48, %52, %55, %58
  %60 = phi i32 [ 0, %58 ], [ %57, %55 ], [ %54, %52 ], [ %51, %48 ], [ %47, %46 ], [ %45, %44 ], [ %43, %41 ], [ %40, %38 ], [ %29, %28 ], [ %27, %26 ], [ %25, %24 ], [ %23, %22 ], [ %21, %20 ], [ %19, %18 ], [ %33, %32 ], [ -1, %30 ], [ %37, %36 ], [ -2, %34 ], [ 12345, %4 ]
  %61 = mul i32 %6, 31
  %62 = add i32 %60, %61
  %63 = add nuw nsw i32 %7, 1
  %64 = icmp eq i32 %63, 200
  br i1 %64, label %65, label %4, !llvm.loop !9

65:                                               ; preds = %59
  %66 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %62)
  br label %67

67:                                               ; preds = %65, %74
  %68 = phi i32 [ 0, %65 ], [ %80, %74 ]
  %69 = icmp ult i32 %68, 16
  br i1 %69, label %70, label %74

70:                                               ; preds = %67
  %71 = zext i32 %68 to i64
  %72 = getelementptr inbounds [16 x i32], [16 x i32]* @switch.table.main, i64 0, i64 %71
  %73 = load i32, i32* %72, align 4
  br label %74

74:                                               ; preds = %67, %70
  %75 = phi i32 [ %73, %70 ], [ 0, %67 ]
  %76 = and i32 %68, 3
  %77 = icmp eq i32 %76, 3
  %78 = select i1 %77, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)
  %79 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %68, i32 noundef signext %75, i8* noundef %78)
  %80 = add nuw nsw i32 %68, 1
  %81 = icmp eq i32 %80, 16
  br i1 %81, label %82, label %67, !llvm.loop !12

82:                                               ; preds = %74, %97
  %83 = phi i64 [ %100, %97 ], [ 0, %74 ]
  %84 = phi i32 [ %103, %97 ], [ %62, %74 ]
  %85 = getelementptr inbounds [15 x i32], [15 x i32]* @main.sparse_keys, i64 0, i64 %83
  %86 = load i32, i32* %85, align 4, !tbaa !5
  switch i32 %86, label %96 [
    i32 -100000, label %97
    i32 -7, label %87
    i32 3, label %88
    i32 64, label %89
    i32 1000, label %90
    i32 4096, label %91
    i32 65537, label %92
    i32 1000000, label %93
    i32 123456789, label %94
    i32 2147483647, label %95
  ]

87:                                               ; preds = %82
  br label %97

88:                                               ; preds = %82
  br label %97

89:                                               ; preds = %82
  br label %97

90:                                               ; preds = %82
  br label %97

91:                                               ; preds = %82
  br label %97

92:                                               ; preds = %82
  br label %97

93:                                               ; preds = %82
  br label %97

94:                                               ; preds = %82
  br label %97

95:                                               ; preds = %82
  br label %97

96:                                               ; preds = %82
  br label %97

97:                                               ; preds = %82, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96
  %98 = phi i32 [ -1, %96 ], [ 10, %95 ], [ 9, %94 ], [ 8, %93 ], [ 7, %92 ], [ 6, %91 ], [ 5, %90 ], [ 4, %89 ], [ 3, %88 ], [ 2, %87 ], [ 1, %82 ]
  %99 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %86, i32 noundef signext %98)
  %100 = add nuw nsw i64 %83, 1
  %101 = trunc i64 %100 to i32
  %102 = mul i32 %98, %101
  %103 = add i32 %102, %84
  %104 = icmp eq i64 %100, 15
  br i1 %104, label %105, label %82, !llvm.loop !13

105:                                              ; preds = %97, %130
  %106 = phi i32 [ %136, %130 ], [ %103, %97 ]
  %107 = phi i32 [ %137, %130 ], [ 0, %97 ]
  %108 = add nuw nsw i32 %107, 4660
  %109 = and i32 %107, 7
  switch i32 %109, label %128 [
    i32 7, label %110
    i32 6, label %112
    i32 5, label %118
    i32 4, label %120
    i32 3, label %120
    i32 2, label %123
    i32 1, label %130
    i32 0, label %129
  ]

110:                                              ; preds = %105
  %111 = mul nuw nsw i32 %108, 7
  br label %112

112:                                              ; preds = %110, %105
  %113 = phi i32 [ 0, %105 ], [ %111, %110 ]
  %114 = shl i32 %108, 6
  %115 = xor i32 %113, %114
  %116 = mul i32 %115, 3
  %117 = add i32 %116, 15
  br label %118

118:                                              ; preds = %112, %105
  %119 = phi i32 [ 15, %105 ], [ %117, %112 ]
  br label %120

120:                                              ; preds = %118, %105, %105
  %121 = phi i32 [ 0, %105 ], [ 0, %105 ], [ %119, %118 ]
  %122 = sub i32 %121, %108
  br label %123

123:                                              ; preds = %120, %105
  %124 = phi i32 [ 0, %105 ], [ %122, %120 ]
  %125 = lshr i32 %124, 2
  %126 = add i32 %125, %124
  %127 = or i32 %126, 1
  br label %130

128:                                              ; preds = %105
  unreachable

129:                                              ; preds = %105
  br label %130

130:                                              ; preds = %105, %123, %129
  %131 = phi i32 [ 57005, %129 ], [ %109, %105 ], [ %127, %123 ]
  %132 = and i32 %107, 3
  %133 = icmp eq i32 %132, 3
  %134 = select i1 %133, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)
  %135 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext %107, i32 noundef zeroext %131, i8* noundef %134)
  %136 = xor i32 %131, %106
  %137 = add nuw nsw i32 %107, 1
  %138 = icmp eq i32 %137, 16
  br i1 %138, label %139, label %105, !llvm.loop !14

139:                                              ; preds = %130, %139
  %140 = phi i64 [ %147, %139 ], [ 0, %130 ]
  %141 = phi i32 [ %143, %139 ], [ %9, %130 ]
  %142 = mul i32 %141, 37
  %143 = add i32 %142, 11
  %144 = lshr i32 %143, 24
  %145 = trunc i32 %144 to i8
  %146 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i64 0, i64 %140
  store i8 %145, i8* %146, align 1, !tbaa !15
  %147 = add nuw nsw i64 %140, 1
  %148 = icmp eq i64 %147, 61
  br i1 %148, label %149, label %139, !llvm.loop !16

149:                                              ; preds = %139, %232
  %150 = phi i32 [ %235, %232 ], [ %136, %139 ]
  %151 = phi i32 [ %236, %232 ], [ 0, %139 ]
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %232, label %153

153:                                              ; preds = %149
  %154 = add nuw nsw i32 %151, 7
  %155 = lshr i32 %154, 3
  %156 = and i32 %151, 7
  switch i32 %156, label %231 [
    i32 0, label %157
    i32 7, label %166
    i32 6, label %175
    i32 5, label %184
    i32 4, label %193
    i32 3, label %202
    i32 2, label %211
    i32 1, label %220
  ]

157:                                              ; preds = %220, %153
  %158 = phi i8* [ %225, %220 ], [ %3, %153 ]
  %159 = phi i32 [ %228, %220 ], [ %156, %153 ]
  %160 = phi i32 [ %229, %220 ], [ %155, %153 ]
  %161 = mul i32 %159, 3
  %162 = getelementptr inbounds i8, i8* %158, i64 1
  %163 = load i8, i8* %158, align 1, !tbaa !15
  %164 = zext i8 %163 to i32
  %165 = add i32 %161, %164
  br label %166

166:                                              ; preds = %157, %153
  %167 = phi i8* [ %162, %157 ], [ %3, %153 ]
  %168 = phi i32 [ %165, %157 ], [ 0, %153 ]
  %169 = phi i32 [ %160, %157 ], [ %155, %153 ]
  %170 = mul i32 %168, 3
  %171 = getelementptr inbounds i8, i8* %167, i64 1
  %172 = load i8, i8* %167, align 1, !tbaa !15
  %173 = zext i8 %172 to i32
  %174 = add i32 %170, %173
  br label %175

175:                                              ; preds = %166, %153
  %176 = phi i8* [ %171, %166 ], [ %3, %153 ]
  %177 = phi i32 [ %174, %166 ], [ 0, %153 ]
  %178 = phi i32 [ %169, %166 ], [ %155, %153 ]
  %179 = mul i32 %177, 3
  %180 = getelementptr inbounds i8, i8* %176, i64 1
  %181 = load i8, i8* %176, align 1, !tbaa !15
  %182 = zext i8 %181 to i32
  %183 = add i32 %179, %182
  br label %184

184:                                              ; preds = %175, %153
  %185 = phi i8* [ %180, %175 ], [ %3, %153 ]
  %186 = phi i32 [ %183, %175 ], [ 0, %153 ]
  %187 = phi i32 [ %178, %175 ], [ %155, %153 ]
  %188 = mul i32 %186, 3
  %189 = getelementptr inbounds i8, i8* %185, i64 1
  %190 = load i8, i8* %185, align 1, !tbaa !15
  %191 = zext i8 %190 to i32
  %192 = add i32 %188, %191
  br label %193

193:                                              ; preds = %184, %153
  %194 = phi i8* [ %189, %184 ], [ %3, %153 ]
  %195 = phi i32 [ %192, %184 ], [ 0, %153 ]
  %196 = phi i32 [ %187, %184 ], [ %155, %153 ]
  %197 = mul i32 %195, 3
  %198 = getelementptr inbounds i8, i8* %194, i64 1
  %199 = load i8, i8* %194, align 1, !tbaa !15
  %200 = zext i8 %199 to i32
  %201 = add i32 %197, %200
  br label %202

202:                                              ; preds = %193, %153
  %203 = phi i8* [ %198, %193 ], [ %3, %153 ]
  %204 = phi i32 [ %201, %193 ], [ 0, %153 ]
  %205 = phi i32 [ %196, %193 ], [ %155, %153 ]
  %206 = mul i32 %204, 3
  %207 = getelementptr inbounds i8, i8* %203, i64 1
  %208 = load i8, i8* %203, align 1, !tbaa !15
  %209 = zext i8 %208 to i32
  %210 = add i32 %206, %209
  br label %211

211:                                              ; preds = %202, %153
  %212 = phi i8* [ %207, %202 ], [ %3, %153 ]
  %213 = phi i32 [ %210, %202 ], [ 0, %153 ]
  %214 = phi i32 [ %205, %202 ], [ %155, %153 ]
  %215 = mul i32 %213, 3
  %216 = getelementptr inbounds i8, i8* %212, i64 1
  %217 = load i8, i8* %212, align 1, !tbaa !15
  %218 = zext i8 %217 to i32
  %219 = add i32 %215, %218
  br label %220

220:                                              ; preds = %211, %153
  %221 = phi i8* [ %3, %153 ], [ %216, %211 ]
  %222 = phi i32 [ 0, %153 ], [ %219, %211 ]
  %223 = phi i32 [ %155, %153 ], [ %214, %211 ]
  %224 = mul i32 %222, 3
  %225 = getelementptr inbounds i8, i8* %221, i64 1
  %226 = load i8, i8* %221, align 1, !tbaa !15
  %227 = zext i8 %226 to i32
  %228 = add i32 %224, %227
  %229 = add i32 %223, -1
  %230 = icmp eq i32 %229, 0
  br i1 %230, label %232, label %157, !llvm.loop !17

231:                                              ; preds = %153
  unreachable

232:                                              ; preds = %149, %220
  %233 = phi i32 [ 0, %149 ], [ %228, %220 ]
  %234 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext %151, i32 noundef zeroext %233)
  %235 = add i32 %233, %150
  %236 = add nuw nsw i32 %151, 5
  %237 = icmp ult i32 %151, 57
  br i1 %237, label %149, label %249, !llvm.loop !18

238:                                              ; preds = %279
  %239 = and i32 %143, 3
  %240 = or i32 %239, 2000
  %241 = icmp ne i32 %239, 0
  %242 = urem i32 %240, 100
  %243 = icmp eq i32 %242, 0
  %244 = or i1 %241, %243
  %245 = urem i32 %240, 400
  %246 = icmp eq i32 %245, 0
  %247 = select i1 %246, i32 29, i32 28
  %248 = select i1 %244, i32 %247, i32 29
  br label %286

249:                                              ; preds = %232, %279
  %250 = phi i64 [ %284, %279 ], [ 0, %232 ]
  %251 = phi i32 [ %283, %279 ], [ %235, %232 ]
  %252 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.phrases, i64 0, i64 %250
  %253 = load i8*, i8** %252, align 8, !tbaa !19
  br label %254

254:                                              ; preds = %276, %249
  %255 = phi i8* [ %253, %249 ], [ %278, %276 ]
  %256 = phi i32 [ 0, %249 ], [ %277, %276 ]
  %257 = load i8, i8* %255, align 1, !tbaa !15
  switch i8 %257, label %260 [
    i8 0, label %279
    i8 97, label %258
    i8 101, label %258
    i8 105, label %258
    i8 111, label %258
    i8 117, label %258
    i8 32, label %262
    i8 48, label %264
    i8 49, label %264
    i8 50, label %264
    i8 51, label %264
    i8 52, label %264
    i8 53, label %264
    i8 54, label %264
    i8 55, label %264
    i8 56, label %264
    i8 57, label %264
    i8 33, label %274
  ]

258:                                              ; preds = %254, %254, %254, %254, %254
  %259 = add nsw i32 %256, 10
  br label %276

260:                                              ; preds = %254
  %261 = add nsw i32 %256, 1
  br label %276

262:                                              ; preds = %254
  %263 = add nsw i32 %256, -3
  br label %276

264:                                              ; preds = %254, %254, %254, %254, %254, %254, %254, %254, %254, %254
  %265 = zext i8 %257 to i32
  %266 = add nsw i32 %265, -48
  %267 = srem i32 %266, 3
  switch i32 %267, label %272 [
    i32 0, label %268
    i32 1, label %270
  ]

268:                                              ; preds = %264
  %269 = shl nsw i32 %256, 1
  br label %276

270:                                              ; preds = %264
  %271 = add nsw i32 %256, 100
  br label %276

272:                                              ; preds = %264
  %273 = add nsw i32 %256, -50
  br label %276

274:                                              ; preds = %254
  %275 = add nsw i32 %256, 1000
  br label %279

276:                                              ; preds = %272, %270, %268, %262, %260, %258
  %277 = phi i32 [ %261, %260 ], [ %273, %272 ], [ %271, %270 ], [ %269, %268 ], [ %263, %262 ], [ %259, %258 ]
  %278 = getelementptr inbounds i8, i8* %255, i64 1
  br label %254, !llvm.loop !21

279:                                              ; preds = %254, %274
  %280 = phi i32 [ %275, %274 ], [ %256, %254 ]
  %281 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i64 0, i64 0), i8* noundef %253, i32 noundef signext %280)
  %282 = mul i32 %251, 7
  %283 = add i32 %280, %282
  %284 = add nuw nsw i64 %250, 1
  %285 = icmp eq i64 %284, 6
  br i1 %285, label %238, label %249, !llvm.loop !22

286:                                              ; preds = %238, %299
  %287 = phi i32 [ 0, %238 ], [ %303, %299 ]
  %288 = phi i32 [ 0, %238 ], [ %302, %299 ]
  switch i32 %287, label %290 [
    i32 2, label %289
    i32 4, label %291
    i32 6, label %291
    i32 9, label %291
    i32 11, label %291
  ]

289:                                              ; preds = %286
  br label %291

290:                                              ; preds = %286
  br label %291

291:                                              ; preds = %289, %286, %286, %286, %286, %290
  %292 = phi i32 [ 31, %290 ], [ 30, %286 ], [ 30, %286 ], [ 30, %286 ], [ 30, %286 ], [ %248, %289 ]
  %293 = add nsw i32 %287, -1
  %294 = icmp ult i32 %293, 12
  br i1 %294, label %295, label %299

295:                                              ; preds = %291
  %296 = sext i32 %293 to i64
  %297 = getelementptr inbounds [12 x i8*], [12 x i8*]* @switch.table.main.31, i64 0, i64 %296
  %298 = load i8*, i8** %297, align 8
  br label %299

299:                                              ; preds = %291, %295
  %300 = phi i8* [ %298, %295 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), %291 ]
  %301 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i8* noundef %300, i32 noundef zeroext %292)
  %302 = add i32 %292, %288
  %303 = add nuw nsw i32 %287, 1
  %304 = icmp eq i32 %303, 14
  br i1 %304, label %305, label %286, !llvm.loop !23

305:                                              ; preds = %299
  %306 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %302)
  %307 = add i32 %302, %283
  %308 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 0)
  %309 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i64 0, i64 0), i32 noundef zeroext %307)
  %310 = and i32 %307, 127
  call void @llvm.lifetime.end.p0i8(i64 61, i8* nonnull %3) #3
  ret i32 %310
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !11}
