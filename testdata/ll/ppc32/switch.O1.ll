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
@switch.table.main.31 = private unnamed_addr constant [12 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.29, i32 0, i32 0)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [61 x i8], align 1
  %2 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %3 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i32 0, i32 0
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
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i32 0, i32 0), i32 noundef %62)
  br label %67

67:                                               ; preds = %65, %73
  %68 = phi i32 [ 0, %65 ], [ %79, %73 ]
  %69 = icmp ult i32 %68, 16
  br i1 %69, label %70, label %73

70:                                               ; preds = %67
  %71 = getelementptr inbounds [16 x i32], [16 x i32]* @switch.table.main, i32 0, i32 %68
  %72 = load i32, i32* %71, align 4
  br label %73

73:                                               ; preds = %67, %70
  %74 = phi i32 [ %72, %70 ], [ 0, %67 ]
  %75 = and i32 %68, 3
  %76 = icmp eq i32 %75, 3
  %77 = select i1 %76, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0)
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %68, i32 noundef %74, i8* noundef %77)
  %79 = add nuw nsw i32 %68, 1
  %80 = icmp eq i32 %79, 16
  br i1 %80, label %81, label %67, !llvm.loop !12

81:                                               ; preds = %73, %96
  %82 = phi i32 [ %101, %96 ], [ %62, %73 ]
  %83 = phi i32 [ %99, %96 ], [ 0, %73 ]
  %84 = getelementptr inbounds [15 x i32], [15 x i32]* @main.sparse_keys, i32 0, i32 %83
  %85 = load i32, i32* %84, align 4, !tbaa !5
  switch i32 %85, label %95 [
    i32 -100000, label %96
    i32 -7, label %86
    i32 3, label %87
    i32 64, label %88
    i32 1000, label %89
    i32 4096, label %90
    i32 65537, label %91
    i32 1000000, label %92
    i32 123456789, label %93
    i32 2147483647, label %94
  ]

86:                                               ; preds = %81
  br label %96

87:                                               ; preds = %81
  br label %96

88:                                               ; preds = %81
  br label %96

89:                                               ; preds = %81
  br label %96

90:                                               ; preds = %81
  br label %96

91:                                               ; preds = %81
  br label %96

92:                                               ; preds = %81
  br label %96

93:                                               ; preds = %81
  br label %96

94:                                               ; preds = %81
  br label %96

95:                                               ; preds = %81
  br label %96

96:                                               ; preds = %81, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95
  %97 = phi i32 [ -1, %95 ], [ 10, %94 ], [ 9, %93 ], [ 8, %92 ], [ 7, %91 ], [ 6, %90 ], [ 5, %89 ], [ 4, %88 ], [ 3, %87 ], [ 2, %86 ], [ 1, %81 ]
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %85, i32 noundef %97)
  %99 = add nuw nsw i32 %83, 1
  %100 = mul i32 %97, %99
  %101 = add i32 %100, %82
  %102 = icmp eq i32 %99, 15
  br i1 %102, label %103, label %81, !llvm.loop !13

103:                                              ; preds = %96, %128
  %104 = phi i32 [ %134, %128 ], [ %101, %96 ]
  %105 = phi i32 [ %135, %128 ], [ 0, %96 ]
  %106 = add nuw nsw i32 %105, 4660
  %107 = and i32 %105, 7
  switch i32 %107, label %126 [
    i32 7, label %108
    i32 6, label %110
    i32 5, label %116
    i32 4, label %118
    i32 3, label %118
    i32 2, label %121
    i32 1, label %128
    i32 0, label %127
  ]

108:                                              ; preds = %103
  %109 = mul nuw nsw i32 %106, 7
  br label %110

110:                                              ; preds = %108, %103
  %111 = phi i32 [ 0, %103 ], [ %109, %108 ]
  %112 = shl i32 %106, 6
  %113 = xor i32 %111, %112
  %114 = mul i32 %113, 3
  %115 = add i32 %114, 15
  br label %116

116:                                              ; preds = %110, %103
  %117 = phi i32 [ 15, %103 ], [ %115, %110 ]
  br label %118

118:                                              ; preds = %116, %103, %103
  %119 = phi i32 [ 0, %103 ], [ 0, %103 ], [ %117, %116 ]
  %120 = sub i32 %119, %106
  br label %121

121:                                              ; preds = %118, %103
  %122 = phi i32 [ 0, %103 ], [ %120, %118 ]
  %123 = lshr i32 %122, 2
  %124 = add i32 %123, %122
  %125 = or i32 %124, 1
  br label %128

126:                                              ; preds = %103
  unreachable

127:                                              ; preds = %103
  br label %128

128:                                              ; preds = %103, %121, %127
  %129 = phi i32 [ 57005, %127 ], [ %107, %103 ], [ %125, %121 ]
  %130 = and i32 %105, 3
  %131 = icmp eq i32 %130, 3
  %132 = select i1 %131, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0)
  %133 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %105, i32 noundef %129, i8* noundef %132)
  %134 = xor i32 %129, %104
  %135 = add nuw nsw i32 %105, 1
  %136 = icmp eq i32 %135, 16
  br i1 %136, label %137, label %103, !llvm.loop !14

137:                                              ; preds = %128, %137
  %138 = phi i32 [ %141, %137 ], [ %9, %128 ]
  %139 = phi i32 [ %145, %137 ], [ 0, %128 ]
  %140 = mul i32 %138, 37
  %141 = add i32 %140, 11
  %142 = lshr i32 %141, 24
  %143 = trunc i32 %142 to i8
  %144 = getelementptr inbounds [61 x i8], [61 x i8]* %1, i32 0, i32 %139
  store i8 %143, i8* %144, align 1, !tbaa !15
  %145 = add nuw nsw i32 %139, 1
  %146 = icmp eq i32 %145, 61
  br i1 %146, label %147, label %137, !llvm.loop !16

147:                                              ; preds = %137, %230
  %148 = phi i32 [ %233, %230 ], [ %134, %137 ]
  %149 = phi i32 [ %234, %230 ], [ 0, %137 ]
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %230, label %151

151:                                              ; preds = %147
  %152 = add nuw nsw i32 %149, 7
  %153 = lshr i32 %152, 3
  %154 = and i32 %149, 7
  switch i32 %154, label %229 [
    i32 0, label %155
    i32 7, label %164
    i32 6, label %173
    i32 5, label %182
    i32 4, label %191
    i32 3, label %200
    i32 2, label %209
    i32 1, label %218
  ]

155:                                              ; preds = %218, %151
  %156 = phi i8* [ %223, %218 ], [ %3, %151 ]
  %157 = phi i32 [ %226, %218 ], [ %154, %151 ]
  %158 = phi i32 [ %227, %218 ], [ %153, %151 ]
  %159 = mul i32 %157, 3
  %160 = getelementptr inbounds i8, i8* %156, i32 1
  %161 = load i8, i8* %156, align 1, !tbaa !15
  %162 = zext i8 %161 to i32
  %163 = add i32 %159, %162
  br label %164

164:                                              ; preds = %155, %151
  %165 = phi i8* [ %160, %155 ], [ %3, %151 ]
  %166 = phi i32 [ %163, %155 ], [ 0, %151 ]
  %167 = phi i32 [ %158, %155 ], [ %153, %151 ]
  %168 = mul i32 %166, 3
  %169 = getelementptr inbounds i8, i8* %165, i32 1
  %170 = load i8, i8* %165, align 1, !tbaa !15
  %171 = zext i8 %170 to i32
  %172 = add i32 %168, %171
  br label %173

173:                                              ; preds = %164, %151
  %174 = phi i8* [ %169, %164 ], [ %3, %151 ]
  %175 = phi i32 [ %172, %164 ], [ 0, %151 ]
  %176 = phi i32 [ %167, %164 ], [ %153, %151 ]
  %177 = mul i32 %175, 3
  %178 = getelementptr inbounds i8, i8* %174, i32 1
  %179 = load i8, i8* %174, align 1, !tbaa !15
  %180 = zext i8 %179 to i32
  %181 = add i32 %177, %180
  br label %182

182:                                              ; preds = %173, %151
  %183 = phi i8* [ %178, %173 ], [ %3, %151 ]
  %184 = phi i32 [ %181, %173 ], [ 0, %151 ]
  %185 = phi i32 [ %176, %173 ], [ %153, %151 ]
  %186 = mul i32 %184, 3
  %187 = getelementptr inbounds i8, i8* %183, i32 1
  %188 = load i8, i8* %183, align 1, !tbaa !15
  %189 = zext i8 %188 to i32
  %190 = add i32 %186, %189
  br label %191

191:                                              ; preds = %182, %151
  %192 = phi i8* [ %187, %182 ], [ %3, %151 ]
  %193 = phi i32 [ %190, %182 ], [ 0, %151 ]
  %194 = phi i32 [ %185, %182 ], [ %153, %151 ]
  %195 = mul i32 %193, 3
  %196 = getelementptr inbounds i8, i8* %192, i32 1
  %197 = load i8, i8* %192, align 1, !tbaa !15
  %198 = zext i8 %197 to i32
  %199 = add i32 %195, %198
  br label %200

200:                                              ; preds = %191, %151
  %201 = phi i8* [ %196, %191 ], [ %3, %151 ]
  %202 = phi i32 [ %199, %191 ], [ 0, %151 ]
  %203 = phi i32 [ %194, %191 ], [ %153, %151 ]
  %204 = mul i32 %202, 3
  %205 = getelementptr inbounds i8, i8* %201, i32 1
  %206 = load i8, i8* %201, align 1, !tbaa !15
  %207 = zext i8 %206 to i32
  %208 = add i32 %204, %207
  br label %209

209:                                              ; preds = %200, %151
  %210 = phi i8* [ %205, %200 ], [ %3, %151 ]
  %211 = phi i32 [ %208, %200 ], [ 0, %151 ]
  %212 = phi i32 [ %203, %200 ], [ %153, %151 ]
  %213 = mul i32 %211, 3
  %214 = getelementptr inbounds i8, i8* %210, i32 1
  %215 = load i8, i8* %210, align 1, !tbaa !15
  %216 = zext i8 %215 to i32
  %217 = add i32 %213, %216
  br label %218

218:                                              ; preds = %209, %151
  %219 = phi i8* [ %3, %151 ], [ %214, %209 ]
  %220 = phi i32 [ 0, %151 ], [ %217, %209 ]
  %221 = phi i32 [ %153, %151 ], [ %212, %209 ]
  %222 = mul i32 %220, 3
  %223 = getelementptr inbounds i8, i8* %219, i32 1
  %224 = load i8, i8* %219, align 1, !tbaa !15
  %225 = zext i8 %224 to i32
  %226 = add i32 %222, %225
  %227 = add i32 %221, -1
  %228 = icmp eq i32 %227, 0
  br i1 %228, label %230, label %155, !llvm.loop !17

229:                                              ; preds = %151
  unreachable

230:                                              ; preds = %147, %218
  %231 = phi i32 [ 0, %147 ], [ %226, %218 ]
  %232 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i32 0, i32 0), i32 noundef %149, i32 noundef %231)
  %233 = add i32 %231, %148
  %234 = add nuw nsw i32 %149, 5
  %235 = icmp ult i32 %149, 57
  br i1 %235, label %147, label %247, !llvm.loop !18

236:                                              ; preds = %277
  %237 = and i32 %141, 3
  %238 = or i32 %237, 2000
  %239 = icmp ne i32 %237, 0
  %240 = urem i32 %238, 100
  %241 = icmp eq i32 %240, 0
  %242 = or i1 %239, %241
  %243 = urem i32 %238, 400
  %244 = icmp eq i32 %243, 0
  %245 = select i1 %244, i32 29, i32 28
  %246 = select i1 %242, i32 %245, i32 29
  br label %284

247:                                              ; preds = %230, %277
  %248 = phi i32 [ %281, %277 ], [ %233, %230 ]
  %249 = phi i32 [ %282, %277 ], [ 0, %230 ]
  %250 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.phrases, i32 0, i32 %249
  %251 = load i8*, i8** %250, align 4, !tbaa !19
  br label %252

252:                                              ; preds = %274, %247
  %253 = phi i8* [ %251, %247 ], [ %276, %274 ]
  %254 = phi i32 [ 0, %247 ], [ %275, %274 ]
  %255 = load i8, i8* %253, align 1, !tbaa !15
  switch i8 %255, label %258 [
    i8 0, label %277
    i8 97, label %256
    i8 101, label %256
    i8 105, label %256
    i8 111, label %256
    i8 117, label %256
    i8 32, label %260
    i8 48, label %262
    i8 49, label %262
    i8 50, label %262
    i8 51, label %262
    i8 52, label %262
    i8 53, label %262
    i8 54, label %262
    i8 55, label %262
    i8 56, label %262
    i8 57, label %262
    i8 33, label %272
  ]

256:                                              ; preds = %252, %252, %252, %252, %252
  %257 = add nsw i32 %254, 10
  br label %274

258:                                              ; preds = %252
  %259 = add nsw i32 %254, 1
  br label %274

260:                                              ; preds = %252
  %261 = add nsw i32 %254, -3
  br label %274

262:                                              ; preds = %252, %252, %252, %252, %252, %252, %252, %252, %252, %252
  %263 = zext i8 %255 to i32
  %264 = add nsw i32 %263, -48
  %265 = srem i32 %264, 3
  switch i32 %265, label %270 [
    i32 0, label %266
    i32 1, label %268
  ]

266:                                              ; preds = %262
  %267 = shl nsw i32 %254, 1
  br label %274

268:                                              ; preds = %262
  %269 = add nsw i32 %254, 100
  br label %274

270:                                              ; preds = %262
  %271 = add nsw i32 %254, -50
  br label %274

272:                                              ; preds = %252
  %273 = add nsw i32 %254, 1000
  br label %277

274:                                              ; preds = %270, %268, %266, %260, %258, %256
  %275 = phi i32 [ %259, %258 ], [ %271, %270 ], [ %269, %268 ], [ %267, %266 ], [ %261, %260 ], [ %257, %256 ]
  %276 = getelementptr inbounds i8, i8* %253, i32 1
  br label %252, !llvm.loop !21

277:                                              ; preds = %252, %272
  %278 = phi i32 [ %273, %272 ], [ %254, %252 ]
  %279 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i32 0, i32 0), i8* noundef %251, i32 noundef %278)
  %280 = mul i32 %248, 7
  %281 = add i32 %278, %280
  %282 = add nuw nsw i32 %249, 1
  %283 = icmp eq i32 %282, 6
  br i1 %283, label %236, label %247, !llvm.loop !22

284:                                              ; preds = %236, %296
  %285 = phi i32 [ 0, %236 ], [ %300, %296 ]
  %286 = phi i32 [ 0, %236 ], [ %299, %296 ]
  switch i32 %285, label %288 [
    i32 2, label %287
    i32 4, label %289
    i32 6, label %289
    i32 9, label %289
    i32 11, label %289
  ]

287:                                              ; preds = %284
  br label %289

288:                                              ; preds = %284
  br label %289

289:                                              ; preds = %287, %284, %284, %284, %284, %288
  %290 = phi i32 [ 31, %288 ], [ 30, %284 ], [ 30, %284 ], [ 30, %284 ], [ 30, %284 ], [ %246, %287 ]
  %291 = add nsw i32 %285, -1
  %292 = icmp ult i32 %291, 12
  br i1 %292, label %293, label %296

293:                                              ; preds = %289
  %294 = getelementptr inbounds [12 x i8*], [12 x i8*]* @switch.table.main.31, i32 0, i32 %291
  %295 = load i8*, i8** %294, align 4
  br label %296

296:                                              ; preds = %289, %293
  %297 = phi i8* [ %295, %293 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), %289 ]
  %298 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i32 0, i32 0), i8* noundef %297, i32 noundef %290)
  %299 = add i32 %290, %286
  %300 = add nuw nsw i32 %285, 1
  %301 = icmp eq i32 %300, 14
  br i1 %301, label %302, label %284, !llvm.loop !23

302:                                              ; preds = %296
  %303 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i32 0, i32 0), i32 noundef %299)
  %304 = add i32 %299, %281
  %305 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 0)
  %306 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i32 noundef %304)
  %307 = and i32 %304, 127
  call void @llvm.lifetime.end.p0i8(i64 61, i8* nonnull %3) #3
  ret i32 %307
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
