; ModuleID = 'c/switch.c'
source_filename = "c/switch.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@vseed = internal global i32 99991, align 4
@main.sparse_keys = internal unnamed_addr constant [15 x i32] [i32 -100000, i32 -7, i32 3, i32 64, i32 1000, i32 4096, i32 65537, i32 1000000, i32 123456789, i32 2147483647, i32 0, i32 5, i32 -8, i32 4095, i32 65536], align 4
@main.phrases = internal unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0)], align 4
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
  %1 = alloca [61 x i8], align 1
  %2 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %3 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i32 0, i32 0
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
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i32 0, i32 0), i32 noundef %64)
  br label %69

69:                                               ; preds = %67, %75
  %70 = phi i32 [ 0, %67 ], [ %81, %75 ]
  %71 = icmp ult i32 %70, 16
  br i1 %71, label %72, label %75

72:                                               ; preds = %69
  %73 = getelementptr inbounds [16 x i32], [16 x i32]* @switch.table.main, i32 0, i32 %70
  %74 = load i32, i32* %73, align 4
  br label %75

75:                                               ; preds = %69, %72
  %76 = phi i32 [ %74, %72 ], [ 0, %69 ]
  %77 = and i32 %70, 3
  %78 = icmp eq i32 %77, 3
  %79 = select i1 %78, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0)
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %70, i32 noundef %76, i8* noundef %79)
  %81 = add nuw nsw i32 %70, 1
  %82 = icmp eq i32 %81, 16
  br i1 %82, label %83, label %69, !llvm.loop !11

83:                                               ; preds = %75, %98
  %84 = phi i32 [ %103, %98 ], [ %64, %75 ]
  %85 = phi i32 [ %101, %98 ], [ 0, %75 ]
  %86 = getelementptr inbounds [15 x i32], [15 x i32]* @main.sparse_keys, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4, !tbaa !5
  switch i32 %87, label %97 [
    i32 -100000, label %98
    i32 -7, label %88
    i32 3, label %89
    i32 64, label %90
    i32 1000, label %91
    i32 4096, label %92
    i32 65537, label %93
    i32 1000000, label %94
    i32 123456789, label %95
    i32 2147483647, label %96
  ]

88:                                               ; preds = %83
  br label %98

89:                                               ; preds = %83
  br label %98

90:                                               ; preds = %83
  br label %98

91:                                               ; preds = %83
  br label %98

92:                                               ; preds = %83
  br label %98

93:                                               ; preds = %83
  br label %98

94:                                               ; preds = %83
  br label %98

95:                                               ; preds = %83
  br label %98

96:                                               ; preds = %83
  br label %98

97:                                               ; preds = %83
  br label %98

98:                                               ; preds = %83, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97
  %99 = phi i32 [ -1, %97 ], [ 10, %96 ], [ 9, %95 ], [ 8, %94 ], [ 7, %93 ], [ 6, %92 ], [ 5, %91 ], [ 4, %90 ], [ 3, %89 ], [ 2, %88 ], [ 1, %83 ]
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %87, i32 noundef %99)
  %101 = add nuw nsw i32 %85, 1
  %102 = mul nsw i32 %99, %101
  %103 = add i32 %102, %84
  %104 = icmp eq i32 %101, 15
  br i1 %104, label %105, label %83, !llvm.loop !12

105:                                              ; preds = %98, %130
  %106 = phi i32 [ %136, %130 ], [ %103, %98 ]
  %107 = phi i32 [ %137, %130 ], [ 0, %98 ]
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
  %114 = shl nuw nsw i32 %108, 6
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
  %134 = select i1 %133, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0)
  %135 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %107, i32 noundef %131, i8* noundef %134)
  %136 = xor i32 %131, %106
  %137 = add nuw nsw i32 %107, 1
  %138 = icmp eq i32 %137, 16
  br i1 %138, label %141, label %105, !llvm.loop !13

139:                                              ; preds = %141
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i32 0, i32 0), i32 noundef 0, i32 noundef 0)
  br label %151

141:                                              ; preds = %130, %141
  %142 = phi i32 [ %145, %141 ], [ %9, %130 ]
  %143 = phi i32 [ %149, %141 ], [ 0, %130 ]
  %144 = mul i32 %142, 37
  %145 = add i32 %144, 11
  %146 = lshr i32 %145, 24
  %147 = trunc i32 %146 to i8
  %148 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i32 0, i32 %143
  store i8 %147, i8* %148, align 1, !tbaa !14
  %149 = add nuw nsw i32 %143, 1
  %150 = icmp eq i32 %149, 61
  br i1 %150, label %139, label %141, !llvm.loop !15

151:                                              ; preds = %232, %139
  %152 = phi i32 [ %136, %139 ], [ %234, %232 ]
  %153 = phi i32 [ 5, %139 ], [ %235, %232 ]
  %154 = add nuw nsw i32 %153, 7
  %155 = lshr i32 %154, 3
  %156 = and i32 %153, 7
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

157:                                              ; preds = %220, %151
  %158 = phi i8* [ %225, %220 ], [ %3, %151 ]
  %159 = phi i32 [ %228, %220 ], [ %156, %151 ]
  %160 = phi i32 [ %229, %220 ], [ %155, %151 ]
  %161 = mul i32 %159, 3
  %162 = getelementptr inbounds i8, i8* %158, i32 1
  %163 = load i8, i8* %158, align 1, !tbaa !14
  %164 = zext i8 %163 to i32
  %165 = add i32 %161, %164
  br label %166

166:                                              ; preds = %157, %151
  %167 = phi i8* [ %162, %157 ], [ %3, %151 ]
  %168 = phi i32 [ %165, %157 ], [ 0, %151 ]
  %169 = phi i32 [ %160, %157 ], [ %155, %151 ]
  %170 = mul i32 %168, 3
  %171 = getelementptr inbounds i8, i8* %167, i32 1
  %172 = load i8, i8* %167, align 1, !tbaa !14
  %173 = zext i8 %172 to i32
  %174 = add i32 %170, %173
  br label %175

175:                                              ; preds = %166, %151
  %176 = phi i8* [ %171, %166 ], [ %3, %151 ]
  %177 = phi i32 [ %174, %166 ], [ 0, %151 ]
  %178 = phi i32 [ %169, %166 ], [ %155, %151 ]
  %179 = mul i32 %177, 3
  %180 = getelementptr inbounds i8, i8* %176, i32 1
  %181 = load i8, i8* %176, align 1, !tbaa !14
  %182 = zext i8 %181 to i32
  %183 = add i32 %179, %182
  br label %184

184:                                              ; preds = %175, %151
  %185 = phi i8* [ %180, %175 ], [ %3, %151 ]
  %186 = phi i32 [ %183, %175 ], [ 0, %151 ]
  %187 = phi i32 [ %178, %175 ], [ %155, %151 ]
  %188 = mul i32 %186, 3
  %189 = getelementptr inbounds i8, i8* %185, i32 1
  %190 = load i8, i8* %185, align 1, !tbaa !14
  %191 = zext i8 %190 to i32
  %192 = add i32 %188, %191
  br label %193

193:                                              ; preds = %184, %151
  %194 = phi i8* [ %189, %184 ], [ %3, %151 ]
  %195 = phi i32 [ %192, %184 ], [ 0, %151 ]
  %196 = phi i32 [ %187, %184 ], [ %155, %151 ]
  %197 = mul i32 %195, 3
  %198 = getelementptr inbounds i8, i8* %194, i32 1
  %199 = load i8, i8* %194, align 1, !tbaa !14
  %200 = zext i8 %199 to i32
  %201 = add i32 %197, %200
  br label %202

202:                                              ; preds = %193, %151
  %203 = phi i8* [ %198, %193 ], [ %3, %151 ]
  %204 = phi i32 [ %201, %193 ], [ 0, %151 ]
  %205 = phi i32 [ %196, %193 ], [ %155, %151 ]
  %206 = mul i32 %204, 3
  %207 = getelementptr inbounds i8, i8* %203, i32 1
  %208 = load i8, i8* %203, align 1, !tbaa !14
  %209 = zext i8 %208 to i32
  %210 = add i32 %206, %209
  br label %211

211:                                              ; preds = %202, %151
  %212 = phi i8* [ %207, %202 ], [ %3, %151 ]
  %213 = phi i32 [ %210, %202 ], [ 0, %151 ]
  %214 = phi i32 [ %205, %202 ], [ %155, %151 ]
  %215 = mul i32 %213, 3
  %216 = getelementptr inbounds i8, i8* %212, i32 1
  %217 = load i8, i8* %212, align 1, !tbaa !14
  %218 = zext i8 %217 to i32
  %219 = add i32 %215, %218
  br label %220

220:                                              ; preds = %211, %151
  %221 = phi i8* [ %3, %151 ], [ %216, %211 ]
  %222 = phi i32 [ 0, %151 ], [ %219, %211 ]
  %223 = phi i32 [ %155, %151 ], [ %214, %211 ]
  %224 = mul i32 %222, 3
  %225 = getelementptr inbounds i8, i8* %221, i32 1
  %226 = load i8, i8* %221, align 1, !tbaa !14
  %227 = zext i8 %226 to i32
  %228 = add i32 %224, %227
  %229 = add i32 %223, -1
  %230 = icmp eq i32 %229, 0
  br i1 %230, label %232, label %157, !llvm.loop !16

231:                                              ; preds = %151
  unreachable

232:                                              ; preds = %220
  %233 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i32 0, i32 0), i32 noundef %153, i32 noundef %228)
  %234 = add i32 %228, %152
  %235 = add nuw nsw i32 %153, 5
  %236 = icmp ult i32 %153, 57
  br i1 %236, label %151, label %248, !llvm.loop !17

237:                                              ; preds = %278
  %238 = and i32 %145, 3
  %239 = or i32 %238, 2000
  %240 = icmp ne i32 %238, 0
  %241 = urem i32 %239, 100
  %242 = icmp eq i32 %241, 0
  %243 = or i1 %240, %242
  %244 = urem i32 %239, 400
  %245 = icmp eq i32 %244, 0
  %246 = select i1 %245, i32 29, i32 28
  %247 = select i1 %243, i32 %246, i32 29
  br label %285

248:                                              ; preds = %232, %278
  %249 = phi i32 [ %282, %278 ], [ %234, %232 ]
  %250 = phi i32 [ %283, %278 ], [ 0, %232 ]
  %251 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.phrases, i32 0, i32 %250
  %252 = load i8*, i8** %251, align 4, !tbaa !19
  br label %253

253:                                              ; preds = %275, %248
  %254 = phi i8* [ %252, %248 ], [ %277, %275 ]
  %255 = phi i32 [ 0, %248 ], [ %276, %275 ]
  %256 = load i8, i8* %254, align 1, !tbaa !14
  switch i8 %256, label %259 [
    i8 0, label %278
    i8 97, label %257
    i8 101, label %257
    i8 105, label %257
    i8 111, label %257
    i8 117, label %257
    i8 32, label %261
    i8 48, label %263
    i8 49, label %263
    i8 50, label %263
    i8 51, label %263
    i8 52, label %263
    i8 53, label %263
    i8 54, label %263
    i8 55, label %263
    i8 56, label %263
    i8 57, label %263
    i8 33, label %273
  ]

257:                                              ; preds = %253, %253, %253, %253, %253
  %258 = add nsw i32 %255, 10
  br label %275

259:                                              ; preds = %253
  %260 = add nsw i32 %255, 1
  br label %275

261:                                              ; preds = %253
  %262 = add nsw i32 %255, -3
  br label %275

263:                                              ; preds = %253, %253, %253, %253, %253, %253, %253, %253, %253, %253
  %264 = add nsw i8 %256, -48
  %265 = urem i8 %264, 3
  %266 = zext i8 %265 to i32
  switch i32 %266, label %271 [
    i32 0, label %267
    i32 1, label %269
  ]

267:                                              ; preds = %263
  %268 = shl nsw i32 %255, 1
  br label %275

269:                                              ; preds = %263
  %270 = add nsw i32 %255, 100
  br label %275

271:                                              ; preds = %263
  %272 = add nsw i32 %255, -50
  br label %275

273:                                              ; preds = %253
  %274 = add nsw i32 %255, 1000
  br label %278

275:                                              ; preds = %271, %269, %267, %261, %259, %257
  %276 = phi i32 [ %260, %259 ], [ %272, %271 ], [ %270, %269 ], [ %268, %267 ], [ %262, %261 ], [ %258, %257 ]
  %277 = getelementptr inbounds i8, i8* %254, i32 1
  br label %253, !llvm.loop !21

278:                                              ; preds = %253, %273
  %279 = phi i32 [ %274, %273 ], [ %255, %253 ]
  %280 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i32 0, i32 0), i8* noundef %252, i32 noundef %279)
  %281 = mul i32 %249, 7
  %282 = add i32 %279, %281
  %283 = add nuw nsw i32 %250, 1
  %284 = icmp eq i32 %283, 6
  br i1 %284, label %237, label %248, !llvm.loop !22

285:                                              ; preds = %237, %304
  %286 = phi i32 [ 0, %237 ], [ %309, %304 ]
  %287 = phi i32 [ 0, %237 ], [ %308, %304 ]
  switch i32 %286, label %288 [
    i32 2, label %291
    i32 4, label %289
    i32 6, label %289
    i32 9, label %289
    i32 11, label %289
  ]

288:                                              ; preds = %285
  br label %289

289:                                              ; preds = %285, %285, %285, %285, %288
  %290 = phi i32 [ 31, %288 ], [ 30, %285 ], [ 30, %285 ], [ 30, %285 ], [ 30, %285 ]
  switch i32 %286, label %303 [
    i32 1, label %304
    i32 2, label %291
    i32 3, label %293
    i32 4, label %294
    i32 5, label %295
    i32 6, label %296
    i32 7, label %297
    i32 8, label %298
    i32 9, label %299
    i32 10, label %300
    i32 11, label %301
    i32 12, label %302
  ]

291:                                              ; preds = %285, %289
  %292 = phi i32 [ %290, %289 ], [ %247, %285 ]
  br label %304

293:                                              ; preds = %289
  br label %304

294:                                              ; preds = %289
  br label %304

295:                                              ; preds = %289
  br label %304

296:                                              ; preds = %289
  br label %304

297:                                              ; preds = %289
  br label %304

298:                                              ; preds = %289
  br label %304

299:                                              ; preds = %289
  br label %304

300:                                              ; preds = %289
  br label %304

301:                                              ; preds = %289
  br label %304

302:                                              ; preds = %289
  br label %304

303:                                              ; preds = %289
  br label %304

304:                                              ; preds = %289, %291, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303
  %305 = phi i32 [ %290, %303 ], [ %290, %302 ], [ %290, %301 ], [ %290, %300 ], [ %290, %299 ], [ %290, %298 ], [ %290, %297 ], [ %290, %296 ], [ %290, %295 ], [ %290, %294 ], [ %290, %293 ], [ %292, %291 ], [ %290, %289 ]
  %306 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), %303 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.29, i32 0, i32 0), %302 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i32 0, i32 0), %301 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i32 0, i32 0), %300 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i32 0, i32 0), %299 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i32 0, i32 0), %298 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0), %297 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.23, i32 0, i32 0), %296 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i32 0, i32 0), %295 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), %294 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %293 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0), %291 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), %289 ]
  %307 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i32 0, i32 0), i8* noundef nonnull %306, i32 noundef %305)
  %308 = add i32 %305, %287
  %309 = add nuw nsw i32 %286, 1
  %310 = icmp eq i32 %309, 14
  br i1 %310, label %311, label %285, !llvm.loop !23

311:                                              ; preds = %304
  %312 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i32 0, i32 0), i32 noundef %308)
  %313 = add i32 %308, %282
  %314 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 0)
  %315 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i32 noundef %313)
  %316 = and i32 %313, 127
  call void @llvm.lifetime.end.p0i8(i64 61, i8* nonnull %3) #3
  ret i32 %316
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
