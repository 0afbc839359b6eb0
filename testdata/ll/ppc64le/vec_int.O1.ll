; ModuleID = 'c/vec_int.c'
source_filename = "c/vec_int.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"sum32 %d\0A\00", align 1
@a32 = internal global [203 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"sum16 %d sum8 %d sumu8 %u\0A\00", align 1
@a16 = internal unnamed_addr global [203 x i16] zeroinitializer, align 2
@a8 = internal unnamed_addr global [203 x i8] zeroinitializer, align 1
@u8a = internal unnamed_addr global [203 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"sum64 %lld\0A\00", align 1
@a64 = internal unnamed_addr global [203 x i64] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [19 x i8] c"max32 %d min32 %d\0A\00", align 1
@b32 = internal global [203 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [21 x i8] c"umin32 %u umax32 %u\0A\00", align 1
@ua = internal global [203 x i32] zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [19 x i8] c"max16 %d maxu8 %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"and %08x\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c" or %08x xor %08x prod %08x\0A\00", align 1
@c32 = internal unnamed_addr global [203 x i32] zeroinitializer, align 4
@.str.8 = private unnamed_addr constant [8 x i8] c"arith32\00", align 1
@uc = internal unnamed_addr global [203 x i32] zeroinitializer, align 4
@ub = internal unnamed_addr global [203 x i32] zeroinitializer, align 4
@.str.9 = private unnamed_addr constant [9 x i8] c"arithu32\00", align 1
@c16 = internal unnamed_addr global [203 x i16] zeroinitializer, align 2
@b16 = internal unnamed_addr global [203 x i16] zeroinitializer, align 2
@.str.10 = private unnamed_addr constant [8 x i8] c"arith16\00", align 1
@c8 = internal unnamed_addr global [203 x i8] zeroinitializer, align 1
@b8 = internal unnamed_addr global [203 x i8] zeroinitializer, align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"arith8\00", align 1
@c64 = internal unnamed_addr global [203 x i64] zeroinitializer, align 8
@b64 = internal unnamed_addr global [203 x i64] zeroinitializer, align 8
@.str.12 = private unnamed_addr constant [8 x i8] c"arith64\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"select32\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"selectu32\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"select8\00", align 1
@u8c = internal unnamed_addr global [203 x i8] zeroinitializer, align 1
@u8b = internal unnamed_addr global [203 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"selectu8\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"select64\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"abs32\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"widen\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"widenu\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"widen64\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"narrow16\00", align 1
@.str.23 = private unnamed_addr constant [8 x i8] c"narrow8\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"divs\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"divu\00", align 1
@.str.26 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@seed = internal unnamed_addr global i32 12345, align 4
@.str.28 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #7
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #7
  %5 = load i32, i32* @seed, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %6, %0
  %7 = phi i64 [ 0, %0 ], [ %85, %6 ]
  %8 = phi i32 [ %5, %0 ], [ %77, %6 ]
  %9 = mul i32 %8, 1103515245
  %10 = add i32 %9, 12345
  %11 = lshr i32 %10, 7
  %12 = add nsw i32 %11, -8388608
  %13 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %7
  store i32 %12, i32* %13, align 4, !tbaa !5
  %14 = mul i32 %10, 1103515245
  %15 = add i32 %14, 12345
  %16 = lshr i32 %15, 7
  %17 = urem i32 %16, 2001
  %18 = add nsw i32 %17, -1000
  %19 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %7
  %20 = trunc i64 %7 to i32
  %21 = urem i32 %20, 17
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, i32 %12, i32 %18
  store i32 %23, i32* %19, align 4
  %24 = mul i32 %15, 1103515245
  %25 = add i32 %24, 12345
  %26 = lshr i32 %25, 7
  %27 = mul i32 %26, -1640531535
  %28 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %7
  store i32 %27, i32* %28, align 4, !tbaa !5
  %29 = mul i32 %25, 1103515245
  %30 = add i32 %29, 12345
  %31 = lshr i32 %30, 7
  %32 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %7
  store i32 %31, i32* %32, align 4, !tbaa !5
  %33 = mul i32 %30, 1103515245
  %34 = add i32 %33, 12345
  %35 = lshr i32 %34, 7
  %36 = trunc i32 %35 to i16
  %37 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %7
  store i16 %36, i16* %37, align 2, !tbaa !9
  %38 = mul i32 %34, 1103515245
  %39 = add i32 %38, 12345
  %40 = lshr i32 %39, 7
  %41 = urem i32 %40, 300
  %42 = trunc i32 %41 to i16
  %43 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i64 0, i64 %7
  store i16 %42, i16* %43, align 2, !tbaa !9
  %44 = mul i32 %39, 1103515245
  %45 = add i32 %44, 12345
  %46 = lshr i32 %45, 7
  %47 = trunc i32 %46 to i8
  %48 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i64 0, i64 %7
  store i8 %47, i8* %48, align 1, !tbaa !11
  %49 = mul i32 %45, 1103515245
  %50 = add i32 %49, 12345
  %51 = lshr i32 %50, 10
  %52 = trunc i32 %51 to i8
  %53 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i64 0, i64 %7
  store i8 %52, i8* %53, align 1, !tbaa !11
  %54 = mul i32 %50, 1103515245
  %55 = add i32 %54, 12345
  %56 = lshr i32 %55, 7
  %57 = trunc i32 %56 to i8
  %58 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %7
  store i8 %57, i8* %58, align 1, !tbaa !11
  %59 = mul i32 %55, 1103515245
  %60 = add i32 %59, 12345
  %61 = lshr i32 %60, 12
  %62 = trunc i32 %61 to i8
  %63 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i64 0, i64 %7
  store i8 %62, i8* %63, align 1, !tbaa !11
  %64 = mul i32 %60, 1103515245
  %65 = add i32 %64, 12345
  %66 = lshr i32 %65, 7
  %67 = zext i32 %66 to i64
  %68 = shl nuw nsw i64 %67, 20
  %69 = mul i32 %65, 1103515245
  %70 = add i32 %69, 12345
  %71 = lshr i32 %70, 7
  %72 = zext i32 %71 to i64
  %73 = mul nsw i64 %72, -512
  %74 = add nsw i64 %73, %68
  %75 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %7
  store i64 %74, i64* %75, align 8, !tbaa !12
  %76 = mul i32 %70, 1103515245
  %77 = add i32 %76, 12345
  %78 = lshr i32 %77, 7
  %79 = zext i32 %78 to i64
  %80 = add nsw i64 %79, -1048576
  %81 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %7
  %82 = urem i32 %20, 13
  %83 = icmp eq i32 %82, 0
  %84 = select i1 %83, i64 %74, i64 %80
  store i64 %84, i64* %81, align 8
  %85 = add nuw nsw i64 %7, 1
  %86 = icmp eq i64 %85, 203
  br i1 %86, label %87, label %6, !llvm.loop !14

87:                                               ; preds = %6
  store i32 %77, i32* @seed, align 4, !tbaa !5
  %88 = call fastcc signext i32 @sum32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 0), i32 noundef signext 203)
  %89 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef signext %88)
  %90 = call fastcc signext i32 @sum16()
  %91 = call fastcc signext i32 @sum8()
  %92 = call fastcc zeroext i32 @sumu8()
  %93 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %90, i32 noundef signext %91, i32 noundef zeroext %92)
  %94 = call fastcc i64 @sum64()
  %95 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i64 noundef %94)
  %96 = call fastcc signext i32 @max32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 0), i32 noundef signext 203)
  %97 = call fastcc signext i32 @min32()
  %98 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %96, i32 noundef signext %97)
  %99 = call fastcc zeroext i32 @umin32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 0), i32 noundef signext 203)
  %100 = call fastcc zeroext i32 @umax32()
  %101 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), i32 noundef zeroext %99, i32 noundef zeroext %100)
  %102 = call fastcc signext i16 @max16()
  %103 = sext i16 %102 to i32
  %104 = call fastcc zeroext i8 @maxu8()
  %105 = zext i8 %104 to i32
  %106 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %103, i32 noundef signext %105)
  %107 = call fastcc zeroext i32 @bits32(i32* noundef nonnull %1, i32* noundef nonnull %2)
  %108 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %107)
  %109 = load i32, i32* %1, align 4, !tbaa !5
  %110 = load i32, i32* %2, align 4, !tbaa !5
  %111 = call fastcc zeroext i32 @prod32()
  %112 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %109, i32 noundef zeroext %110, i32 noundef zeroext %111)
  br label %390

113:                                              ; preds = %390
  call fastcc void @arith32()
  br label %114

114:                                              ; preds = %114, %113
  %115 = phi i64 [ 0, %113 ], [ %122, %114 ]
  %116 = phi i32 [ 0, %113 ], [ %121, %114 ]
  %117 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %115
  %118 = load i8, i8* %117, align 1, !tbaa !11
  %119 = zext i8 %118 to i32
  %120 = xor i32 %116, %119
  %121 = mul i32 %120, 16777619
  %122 = add nuw nsw i64 %115, 1
  %123 = icmp eq i64 %122, 812
  br i1 %123, label %124, label %114, !llvm.loop !17

124:                                              ; preds = %114
  %125 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %121) #7
  %126 = load i32, i32* @check, align 4, !tbaa !5
  %127 = xor i32 %126, %121
  %128 = mul i32 %127, 16777619
  store i32 %128, i32* @check, align 4, !tbaa !5
  call fastcc void @arithu32()
  br label %129

129:                                              ; preds = %129, %124
  %130 = phi i64 [ 0, %124 ], [ %137, %129 ]
  %131 = phi i32 [ 0, %124 ], [ %136, %129 ]
  %132 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %130
  %133 = load i8, i8* %132, align 1, !tbaa !11
  %134 = zext i8 %133 to i32
  %135 = xor i32 %131, %134
  %136 = mul i32 %135, 16777619
  %137 = add nuw nsw i64 %130, 1
  %138 = icmp eq i64 %137, 812
  br i1 %138, label %139, label %129, !llvm.loop !17

139:                                              ; preds = %129
  %140 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %136) #7
  %141 = load i32, i32* @check, align 4, !tbaa !5
  %142 = xor i32 %141, %136
  %143 = mul i32 %142, 16777619
  store i32 %143, i32* @check, align 4, !tbaa !5
  call fastcc void @arith16()
  br label %144

144:                                              ; preds = %144, %139
  %145 = phi i64 [ 0, %139 ], [ %152, %144 ]
  %146 = phi i32 [ 0, %139 ], [ %151, %144 ]
  %147 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %145
  %148 = load i8, i8* %147, align 1, !tbaa !11
  %149 = zext i8 %148 to i32
  %150 = xor i32 %146, %149
  %151 = mul i32 %150, 16777619
  %152 = add nuw nsw i64 %145, 1
  %153 = icmp eq i64 %152, 406
  br i1 %153, label %154, label %144, !llvm.loop !17

154:                                              ; preds = %144
  %155 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef zeroext %151) #7
  %156 = load i32, i32* @check, align 4, !tbaa !5
  %157 = xor i32 %156, %151
  %158 = mul i32 %157, 16777619
  store i32 %158, i32* @check, align 4, !tbaa !5
  call fastcc void @arith8()
  br label %159

159:                                              ; preds = %159, %154
  %160 = phi i64 [ 0, %154 ], [ %167, %159 ]
  %161 = phi i32 [ 0, %154 ], [ %166, %159 ]
  %162 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %160
  %163 = load i8, i8* %162, align 1, !tbaa !11
  %164 = zext i8 %163 to i32
  %165 = xor i32 %161, %164
  %166 = mul i32 %165, 16777619
  %167 = add nuw nsw i64 %160, 1
  %168 = icmp eq i64 %167, 203
  br i1 %168, label %169, label %159, !llvm.loop !17

169:                                              ; preds = %159
  %170 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0), i32 noundef zeroext %166) #7
  %171 = load i32, i32* @check, align 4, !tbaa !5
  %172 = xor i32 %171, %166
  %173 = mul i32 %172, 16777619
  store i32 %173, i32* @check, align 4, !tbaa !5
  call fastcc void @arith64()
  br label %174

174:                                              ; preds = %174, %169
  %175 = phi i64 [ 0, %169 ], [ %182, %174 ]
  %176 = phi i32 [ 0, %169 ], [ %181, %174 ]
  %177 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %175
  %178 = load i8, i8* %177, align 1, !tbaa !11
  %179 = zext i8 %178 to i32
  %180 = xor i32 %176, %179
  %181 = mul i32 %180, 16777619
  %182 = add nuw nsw i64 %175, 1
  %183 = icmp eq i64 %182, 1624
  br i1 %183, label %184, label %174, !llvm.loop !17

184:                                              ; preds = %174
  %185 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext %181) #7
  %186 = load i32, i32* @check, align 4, !tbaa !5
  %187 = xor i32 %186, %181
  %188 = mul i32 %187, 16777619
  store i32 %188, i32* @check, align 4, !tbaa !5
  call fastcc void @select32()
  br label %189

189:                                              ; preds = %189, %184
  %190 = phi i64 [ 0, %184 ], [ %197, %189 ]
  %191 = phi i32 [ 0, %184 ], [ %196, %189 ]
  %192 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %190
  %193 = load i8, i8* %192, align 1, !tbaa !11
  %194 = zext i8 %193 to i32
  %195 = xor i32 %191, %194
  %196 = mul i32 %195, 16777619
  %197 = add nuw nsw i64 %190, 1
  %198 = icmp eq i64 %197, 812
  br i1 %198, label %199, label %189, !llvm.loop !17

199:                                              ; preds = %189
  %200 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef zeroext %196) #7
  %201 = load i32, i32* @check, align 4, !tbaa !5
  %202 = xor i32 %201, %196
  %203 = mul i32 %202, 16777619
  store i32 %203, i32* @check, align 4, !tbaa !5
  call fastcc void @selectu32()
  br label %204

204:                                              ; preds = %204, %199
  %205 = phi i64 [ 0, %199 ], [ %212, %204 ]
  %206 = phi i32 [ 0, %199 ], [ %211, %204 ]
  %207 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %205
  %208 = load i8, i8* %207, align 1, !tbaa !11
  %209 = zext i8 %208 to i32
  %210 = xor i32 %206, %209
  %211 = mul i32 %210, 16777619
  %212 = add nuw nsw i64 %205, 1
  %213 = icmp eq i64 %212, 812
  br i1 %213, label %214, label %204, !llvm.loop !17

214:                                              ; preds = %204
  %215 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %211) #7
  %216 = load i32, i32* @check, align 4, !tbaa !5
  %217 = xor i32 %216, %211
  %218 = mul i32 %217, 16777619
  store i32 %218, i32* @check, align 4, !tbaa !5
  call fastcc void @select8()
  br label %219

219:                                              ; preds = %219, %214
  %220 = phi i64 [ 0, %214 ], [ %227, %219 ]
  %221 = phi i32 [ 0, %214 ], [ %226, %219 ]
  %222 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %220
  %223 = load i8, i8* %222, align 1, !tbaa !11
  %224 = zext i8 %223 to i32
  %225 = xor i32 %221, %224
  %226 = mul i32 %225, 16777619
  %227 = add nuw nsw i64 %220, 1
  %228 = icmp eq i64 %227, 203
  br i1 %228, label %229, label %219, !llvm.loop !17

229:                                              ; preds = %219
  %230 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %226) #7
  %231 = load i32, i32* @check, align 4, !tbaa !5
  %232 = xor i32 %231, %226
  %233 = mul i32 %232, 16777619
  store i32 %233, i32* @check, align 4, !tbaa !5
  call fastcc void @selectu8()
  br label %234

234:                                              ; preds = %234, %229
  %235 = phi i64 [ 0, %229 ], [ %242, %234 ]
  %236 = phi i32 [ 0, %229 ], [ %241, %234 ]
  %237 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %235
  %238 = load i8, i8* %237, align 1, !tbaa !11
  %239 = zext i8 %238 to i32
  %240 = xor i32 %236, %239
  %241 = mul i32 %240, 16777619
  %242 = add nuw nsw i64 %235, 1
  %243 = icmp eq i64 %242, 203
  br i1 %243, label %244, label %234, !llvm.loop !17

244:                                              ; preds = %234
  %245 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %241) #7
  %246 = load i32, i32* @check, align 4, !tbaa !5
  %247 = xor i32 %246, %241
  %248 = mul i32 %247, 16777619
  store i32 %248, i32* @check, align 4, !tbaa !5
  call fastcc void @select64()
  br label %249

249:                                              ; preds = %249, %244
  %250 = phi i64 [ 0, %244 ], [ %257, %249 ]
  %251 = phi i32 [ 0, %244 ], [ %256, %249 ]
  %252 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %250
  %253 = load i8, i8* %252, align 1, !tbaa !11
  %254 = zext i8 %253 to i32
  %255 = xor i32 %251, %254
  %256 = mul i32 %255, 16777619
  %257 = add nuw nsw i64 %250, 1
  %258 = icmp eq i64 %257, 1624
  br i1 %258, label %259, label %249, !llvm.loop !17

259:                                              ; preds = %249
  %260 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i64 0, i64 0), i32 noundef zeroext %256) #7
  %261 = load i32, i32* @check, align 4, !tbaa !5
  %262 = xor i32 %261, %256
  %263 = mul i32 %262, 16777619
  store i32 %263, i32* @check, align 4, !tbaa !5
  call fastcc void @abs32()
  br label %264

264:                                              ; preds = %264, %259
  %265 = phi i64 [ 0, %259 ], [ %272, %264 ]
  %266 = phi i32 [ 0, %259 ], [ %271, %264 ]
  %267 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %265
  %268 = load i8, i8* %267, align 1, !tbaa !11
  %269 = zext i8 %268 to i32
  %270 = xor i32 %266, %269
  %271 = mul i32 %270, 16777619
  %272 = add nuw nsw i64 %265, 1
  %273 = icmp eq i64 %272, 812
  br i1 %273, label %274, label %264, !llvm.loop !17

274:                                              ; preds = %264
  %275 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i32 noundef zeroext %271) #7
  %276 = load i32, i32* @check, align 4, !tbaa !5
  %277 = xor i32 %276, %271
  %278 = mul i32 %277, 16777619
  store i32 %278, i32* @check, align 4, !tbaa !5
  call fastcc void @widen()
  br label %279

279:                                              ; preds = %279, %274
  %280 = phi i64 [ 0, %274 ], [ %287, %279 ]
  %281 = phi i32 [ 0, %274 ], [ %286, %279 ]
  %282 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %280
  %283 = load i8, i8* %282, align 1, !tbaa !11
  %284 = zext i8 %283 to i32
  %285 = xor i32 %281, %284
  %286 = mul i32 %285, 16777619
  %287 = add nuw nsw i64 %280, 1
  %288 = icmp eq i64 %287, 812
  br i1 %288, label %289, label %279, !llvm.loop !17

289:                                              ; preds = %279
  %290 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef zeroext %286) #7
  %291 = load i32, i32* @check, align 4, !tbaa !5
  %292 = xor i32 %291, %286
  %293 = mul i32 %292, 16777619
  store i32 %293, i32* @check, align 4, !tbaa !5
  br label %294

294:                                              ; preds = %294, %289
  %295 = phi i64 [ 0, %289 ], [ %302, %294 ]
  %296 = phi i32 [ 0, %289 ], [ %301, %294 ]
  %297 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %295
  %298 = load i8, i8* %297, align 1, !tbaa !11
  %299 = zext i8 %298 to i32
  %300 = xor i32 %296, %299
  %301 = mul i32 %300, 16777619
  %302 = add nuw nsw i64 %295, 1
  %303 = icmp eq i64 %302, 812
  br i1 %303, label %304, label %294, !llvm.loop !17

304:                                              ; preds = %294
  %305 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), i32 noundef zeroext %301) #7
  %306 = load i32, i32* @check, align 4, !tbaa !5
  %307 = xor i32 %306, %301
  %308 = mul i32 %307, 16777619
  store i32 %308, i32* @check, align 4, !tbaa !5
  call fastcc void @widen64()
  br label %309

309:                                              ; preds = %309, %304
  %310 = phi i64 [ 0, %304 ], [ %317, %309 ]
  %311 = phi i32 [ 0, %304 ], [ %316, %309 ]
  %312 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %310
  %313 = load i8, i8* %312, align 1, !tbaa !11
  %314 = zext i8 %313 to i32
  %315 = xor i32 %311, %314
  %316 = mul i32 %315, 16777619
  %317 = add nuw nsw i64 %310, 1
  %318 = icmp eq i64 %317, 1624
  br i1 %318, label %319, label %309, !llvm.loop !17

319:                                              ; preds = %309
  %320 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i64 0, i64 0), i32 noundef zeroext %316) #7
  %321 = load i32, i32* @check, align 4, !tbaa !5
  %322 = xor i32 %321, %316
  %323 = mul i32 %322, 16777619
  store i32 %323, i32* @check, align 4, !tbaa !5
  call fastcc void @narrow()
  br label %324

324:                                              ; preds = %324, %319
  %325 = phi i64 [ 0, %319 ], [ %332, %324 ]
  %326 = phi i32 [ 0, %319 ], [ %331, %324 ]
  %327 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %325
  %328 = load i8, i8* %327, align 1, !tbaa !11
  %329 = zext i8 %328 to i32
  %330 = xor i32 %326, %329
  %331 = mul i32 %330, 16777619
  %332 = add nuw nsw i64 %325, 1
  %333 = icmp eq i64 %332, 406
  br i1 %333, label %334, label %324, !llvm.loop !17

334:                                              ; preds = %324
  %335 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i64 0, i64 0), i32 noundef zeroext %331) #7
  %336 = load i32, i32* @check, align 4, !tbaa !5
  %337 = xor i32 %336, %331
  %338 = mul i32 %337, 16777619
  store i32 %338, i32* @check, align 4, !tbaa !5
  br label %339

339:                                              ; preds = %339, %334
  %340 = phi i64 [ 0, %334 ], [ %347, %339 ]
  %341 = phi i32 [ 0, %334 ], [ %346, %339 ]
  %342 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %340
  %343 = load i8, i8* %342, align 1, !tbaa !11
  %344 = zext i8 %343 to i32
  %345 = xor i32 %341, %344
  %346 = mul i32 %345, 16777619
  %347 = add nuw nsw i64 %340, 1
  %348 = icmp eq i64 %347, 203
  br i1 %348, label %349, label %339, !llvm.loop !17

349:                                              ; preds = %339
  %350 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.23, i64 0, i64 0), i32 noundef zeroext %346) #7
  %351 = load i32, i32* @check, align 4, !tbaa !5
  %352 = xor i32 %351, %346
  %353 = mul i32 %352, 16777619
  store i32 %353, i32* @check, align 4, !tbaa !5
  call fastcc void @divs()
  br label %354

354:                                              ; preds = %354, %349
  %355 = phi i64 [ 0, %349 ], [ %362, %354 ]
  %356 = phi i32 [ 0, %349 ], [ %361, %354 ]
  %357 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %355
  %358 = load i8, i8* %357, align 1, !tbaa !11
  %359 = zext i8 %358 to i32
  %360 = xor i32 %356, %359
  %361 = mul i32 %360, 16777619
  %362 = add nuw nsw i64 %355, 1
  %363 = icmp eq i64 %362, 812
  br i1 %363, label %364, label %354, !llvm.loop !17

364:                                              ; preds = %354
  %365 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i32 noundef zeroext %361) #7
  %366 = load i32, i32* @check, align 4, !tbaa !5
  %367 = xor i32 %366, %361
  %368 = mul i32 %367, 16777619
  store i32 %368, i32* @check, align 4, !tbaa !5
  br label %369

369:                                              ; preds = %369, %364
  %370 = phi i64 [ 0, %364 ], [ %377, %369 ]
  %371 = phi i32 [ 0, %364 ], [ %376, %369 ]
  %372 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %370
  %373 = load i8, i8* %372, align 1, !tbaa !11
  %374 = zext i8 %373 to i32
  %375 = xor i32 %371, %374
  %376 = mul i32 %375, 16777619
  %377 = add nuw nsw i64 %370, 1
  %378 = icmp eq i64 %377, 812
  br i1 %378, label %379, label %369, !llvm.loop !17

379:                                              ; preds = %369
  %380 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0), i32 noundef zeroext %376) #7
  %381 = load i32, i32* @check, align 4, !tbaa !5
  %382 = xor i32 %381, %376
  %383 = mul i32 %382, 16777619
  store i32 %383, i32* @check, align 4, !tbaa !5
  %384 = call fastcc signext i32 @count()
  %385 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.26, i64 0, i64 0), i32 noundef signext %384)
  %386 = load i32, i32* @check, align 4, !tbaa !5
  %387 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i64 0, i64 0), i32 noundef zeroext %386)
  %388 = load i32, i32* @check, align 4, !tbaa !5
  %389 = and i32 %388, 127
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #7
  ret i32 %389

390:                                              ; preds = %87, %390
  %391 = phi i64 [ 0, %87 ], [ %407, %390 ]
  %392 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %391
  %393 = trunc i64 %391 to i32
  %394 = call fastcc signext i32 @sum32(i32* noundef nonnull %392, i32 noundef signext %393)
  %395 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %391
  %396 = trunc i64 %391 to i32
  %397 = call fastcc signext i32 @max32(i32* noundef nonnull %395, i32 noundef signext %396)
  %398 = add nsw i32 %397, %394
  %399 = shl nuw nsw i64 %391, 1
  %400 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %399
  %401 = trunc i64 %391 to i32
  %402 = call fastcc zeroext i32 @umin32(i32* noundef nonnull %400, i32 noundef signext %401)
  %403 = add nsw i32 %398, %402
  %404 = load i32, i32* @check, align 4, !tbaa !5
  %405 = xor i32 %404, %403
  %406 = mul i32 %405, 16777619
  store i32 %406, i32* @check, align 4, !tbaa !5
  %407 = add nuw nsw i64 %391, 1
  %408 = icmp eq i64 %407, 9
  br i1 %408, label %113, label %390, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum32(i32* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %13, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds i32, i32* %0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = add nsw i32 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !19
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum16() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %3
  %6 = load i16, i16* %5, align 2, !tbaa !9
  %7 = sext i16 %6 to i32
  %8 = add nsw i32 %4, %7
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum8() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i64 0, i64 %3
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = sext i8 %6 to i32
  %8 = add nsw i32 %4, %7
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @sumu8() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %3
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = add i32 %4, %7
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !22
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum64() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i64 %7

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %8, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %7, %2 ]
  %5 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %3
  %6 = load i64, i64* %5, align 8, !tbaa !12
  %7 = add nsw i64 %6, %4
  %8 = add nuw nsw i64 %3, 1
  %9 = icmp eq i64 %8, 203
  br i1 %9, label %1, label %2, !llvm.loop !23
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @max32(i32* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ -2147483648, %2 ], [ %14, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = phi i32 [ -2147483648, %4 ], [ %14, %8 ]
  %11 = getelementptr inbounds i32, i32* %0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = icmp sgt i32 %12, %10
  %14 = select i1 %13, i32 %12, i32 %10
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !24
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @min32() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 2147483647, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp slt i32 %6, %4
  %8 = select i1 %7, i32 %6, i32 %4
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @umin32(i32* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ -1, %2 ], [ %14, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = phi i32 [ -1, %4 ], [ %14, %8 ]
  %11 = getelementptr inbounds i32, i32* %0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = icmp ult i32 %12, %10
  %14 = select i1 %13, i32 %12, i32 %10
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @umax32() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp ugt i32 %6, %4
  %8 = select i1 %7, i32 %6, i32 %4
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i16 @max16() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i16 %8

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i16 [ -32768, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %3
  %6 = load i16, i16* %5, align 2, !tbaa !9
  %7 = icmp sgt i16 %6, %4
  %8 = select i1 %7, i16 %6, i16 %4
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i8 @maxu8() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i8 %8

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i8 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %3
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = icmp ugt i8 %6, %4
  %8 = select i1 %7, i8 %6, i8 %4
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc zeroext i32 @bits32(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #4 {
  br label %4

3:                                                ; preds = %4
  store i32 %14, i32* %0, align 4, !tbaa !5
  store i32 %15, i32* %1, align 4, !tbaa !5
  ret i32 %12

4:                                                ; preds = %2, %4
  %5 = phi i64 [ 0, %2 ], [ %16, %4 ]
  %6 = phi i32 [ 0, %2 ], [ %15, %4 ]
  %7 = phi i32 [ 0, %2 ], [ %14, %4 ]
  %8 = phi i32 [ -1, %2 ], [ %12, %4 ]
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %5
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = or i32 %10, -2147483647
  %12 = and i32 %11, %8
  %13 = and i32 %10, 15790320
  %14 = or i32 %13, %7
  %15 = xor i32 %10, %6
  %16 = add nuw nsw i64 %5, 1
  %17 = icmp eq i64 %16, 203
  br i1 %17, label %3, label %4, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @prod32() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 1, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = or i32 %6, 1
  %8 = mul i32 %7, %4
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith32() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %16, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %3
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = sub nsw i32 %5, %7
  %9 = mul nsw i32 %8, 5
  %10 = ashr i32 %5, 4
  %11 = add i32 %5, -8
  %12 = mul i32 %11, %7
  %13 = add i32 %12, %10
  %14 = add i32 %13, %9
  %15 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %3
  store i32 %14, i32* %15, align 4, !tbaa !5
  %16 = add nuw nsw i64 %3, 1
  %17 = icmp eq i64 %16, 203
  br i1 %17, label %1, label %2, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arithu32() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = lshr i32 %5, 7
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %3
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = shl i32 %8, 11
  %10 = xor i32 %9, %6
  %11 = and i32 %8, 31
  %12 = lshr i32 %5, %11
  %13 = and i32 %5, 15
  %14 = shl i32 %8, %13
  %15 = xor i32 %10, %14
  %16 = xor i32 %15, %12
  %17 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %3
  store i32 %16, i32* %17, align 4, !tbaa !5
  %18 = add nuw nsw i64 %3, 1
  %19 = icmp eq i64 %18, 203
  br i1 %19, label %1, label %2, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith16() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %13, %2 ]
  %4 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %3
  %5 = load i16, i16* %4, align 2, !tbaa !9
  %6 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i64 0, i64 %3
  %7 = load i16, i16* %6, align 2, !tbaa !9
  %8 = ashr i16 %5, 3
  %9 = add i16 %5, -4
  %10 = mul i16 %9, %7
  %11 = add i16 %10, %8
  %12 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %3
  store i16 %11, i16* %12, align 2, !tbaa !9
  %13 = add nuw nsw i64 %3, 1
  %14 = icmp eq i64 %13, 203
  br i1 %14, label %1, label %2, !llvm.loop !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith8() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %13, %2 ]
  %4 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i64 0, i64 %3
  %5 = load i8, i8* %4, align 1, !tbaa !11
  %6 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i64 0, i64 %3
  %7 = load i8, i8* %6, align 1, !tbaa !11
  %8 = mul i8 %7, %5
  %9 = add i8 %8, %5
  %10 = ashr i8 %7, 1
  %11 = sub i8 %9, %10
  %12 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %3
  store i8 %11, i8* %12, align 1, !tbaa !11
  %13 = add nuw nsw i64 %3, 1
  %14 = icmp eq i64 %13, 203
  br i1 %14, label %1, label %2, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith64() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %3
  %5 = load i64, i64* %4, align 8, !tbaa !12
  %6 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %3
  %7 = load i64, i64* %6, align 8, !tbaa !12
  %8 = ashr i64 %5, 9
  %9 = xor i64 %7, %5
  %10 = add i64 %5, -4
  %11 = mul i64 %10, %7
  %12 = add i64 %9, %8
  %13 = add i64 %12, %11
  %14 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %3
  store i64 %13, i64* %14, align 8, !tbaa !12
  %15 = add nuw nsw i64 %3, 1
  %16 = icmp eq i64 %15, 203
  br i1 %16, label %1, label %2, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select32() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %3
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = icmp sgt i32 %5, %7
  %9 = sub nsw i32 %5, %7
  %10 = icmp eq i32 %5, %7
  %11 = add nsw i32 %7, 1
  %12 = select i1 %10, i32 7, i32 %11
  %13 = select i1 %8, i32 %9, i32 %12
  %14 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %3
  store i32 %13, i32* %14, align 4, !tbaa !5
  %15 = add nuw nsw i64 %3, 1
  %16 = icmp eq i64 %15, 203
  br i1 %16, label %1, label %2, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @selectu32() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %16
  ret void

2:                                                ; preds = %0, %16
  %3 = phi i64 [ 0, %0 ], [ %19, %16 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %3
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = icmp ugt i32 %7, %5
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = sub i32 %7, %5
  br label %16

11:                                               ; preds = %2
  %12 = lshr i32 %7, 2
  %13 = mul nuw i32 %12, 3
  %14 = icmp ult i32 %5, %13
  %15 = select i1 %14, i32 0, i32 %5
  br label %16

16:                                               ; preds = %11, %9
  %17 = phi i32 [ %10, %9 ], [ %15, %11 ]
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %3
  store i32 %17, i32* %18, align 4, !tbaa !5
  %19 = add nuw nsw i64 %3, 1
  %20 = icmp eq i64 %19, 203
  br i1 %20, label %1, label %2, !llvm.loop !38
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select8() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %12, %2 ]
  %4 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i64 0, i64 %3
  %5 = load i8, i8* %4, align 1, !tbaa !11
  %6 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i64 0, i64 %3
  %7 = load i8, i8* %6, align 1, !tbaa !11
  %8 = icmp slt i8 %5, %7
  %9 = xor i8 %7, 85
  %10 = select i1 %8, i8 %5, i8 %9
  %11 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %3
  store i8 %10, i8* %11, align 1, !tbaa !11
  %12 = add nuw nsw i64 %3, 1
  %13 = icmp eq i64 %12, 203
  br i1 %13, label %1, label %2, !llvm.loop !39
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @selectu8() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %3
  %5 = load i8, i8* %4, align 1, !tbaa !11
  %6 = zext i8 %5 to i32
  %7 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i64 0, i64 %3
  %8 = load i8, i8* %7, align 1, !tbaa !11
  %9 = zext i8 %8 to i32
  %10 = add nuw nsw i32 %9, %6
  %11 = icmp ult i32 %10, 255
  %12 = select i1 %11, i32 %10, i32 255
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %3
  store i8 %13, i8* %14, align 1, !tbaa !11
  %15 = add nuw nsw i64 %3, 1
  %16 = icmp eq i64 %15, 203
  br i1 %16, label %1, label %2, !llvm.loop !40
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select64() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %14, %2 ]
  %4 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %3
  %5 = load i64, i64* %4, align 8, !tbaa !12
  %6 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %3
  %7 = load i64, i64* %6, align 8, !tbaa !12
  %8 = icmp sgt i64 %5, %7
  %9 = icmp eq i64 %5, %7
  %10 = add nsw i64 %7, -3
  %11 = select i1 %9, i64 1, i64 %10
  %12 = select i1 %8, i64 %5, i64 %11
  %13 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %3
  store i64 %12, i64* %13, align 8, !tbaa !12
  %14 = add nuw nsw i64 %3, 1
  %15 = icmp eq i64 %14, 203
  br i1 %15, label %1, label %2, !llvm.loop !41
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @abs32() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %8, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = call i32 @llvm.abs.i32(i32 %5, i1 true)
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %3
  store i32 %6, i32* %7, align 4, !tbaa !5
  %8 = add nuw nsw i64 %3, 1
  %9 = icmp eq i64 %8, 203
  br i1 %9, label %1, label %2, !llvm.loop !42
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %12, %2 ]
  %4 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %3
  %5 = load i16, i16* %4, align 2, !tbaa !9
  %6 = sext i16 %5 to i32
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %3
  store i32 %6, i32* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %3
  %9 = load i8, i8* %8, align 1, !tbaa !11
  %10 = zext i8 %9 to i32
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %3
  store i32 %10, i32* %11, align 4, !tbaa !5
  %12 = add nuw nsw i64 %3, 1
  %13 = icmp eq i64 %12, 203
  br i1 %13, label %1, label %2, !llvm.loop !43
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen64() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 3
  %8 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %3
  store i64 %7, i64* %8, align 8, !tbaa !12
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !44
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @narrow() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %12, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = trunc i32 %5 to i16
  %7 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %3
  store i16 %6, i16* %7, align 2, !tbaa !9
  %8 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %3
  %9 = load i64, i64* %8, align 8, !tbaa !12
  %10 = trunc i64 %9 to i8
  %11 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %3
  store i8 %10, i8* %11, align 1, !tbaa !11
  %12 = add nuw nsw i64 %3, 1
  %13 = icmp eq i64 %12, 203
  br i1 %13, label %1, label %2, !llvm.loop !45
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @divs() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %14, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = sdiv i32 %5, 7
  %7 = srem i32 %5, 10
  %8 = add nsw i32 %6, %7
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %3
  store i32 %8, i32* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %3
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = udiv i32 %11, 3
  %13 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %3
  store i32 %12, i32* %13, align 4, !tbaa !5
  %14 = add nuw nsw i64 %3, 1
  %15 = icmp eq i64 %14, 203
  br i1 %15, label %1, label %2, !llvm.loop !46
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @count() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %11

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %12, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %3
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = icmp sgt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = add nuw nsw i32 %4, %10
  %12 = add nuw nsw i64 %3, 1
  %13 = icmp eq i64 %12, 203
  br i1 %13, label %1, label %2, !llvm.loop !47
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15, !16}
!23 = distinct !{!23, !15, !16}
!24 = distinct !{!24, !15, !16}
!25 = distinct !{!25, !15, !16}
!26 = distinct !{!26, !15, !16}
!27 = distinct !{!27, !15, !16}
!28 = distinct !{!28, !15, !16}
!29 = distinct !{!29, !15, !16}
!30 = distinct !{!30, !15, !16}
!31 = distinct !{!31, !15, !16}
!32 = distinct !{!32, !15, !16}
!33 = distinct !{!33, !15, !16}
!34 = distinct !{!34, !15, !16}
!35 = distinct !{!35, !15, !16}
!36 = distinct !{!36, !15, !16}
!37 = distinct !{!37, !15, !16}
!38 = distinct !{!38, !15, !16}
!39 = distinct !{!39, !15, !16}
!40 = distinct !{!40, !15, !16}
!41 = distinct !{!41, !15, !16}
!42 = distinct !{!42, !15, !16}
!43 = distinct !{!43, !15, !16}
!44 = distinct !{!44, !15, !16}
!45 = distinct !{!45, !15, !16}
!46 = distinct !{!46, !15, !16}
!47 = distinct !{!47, !15, !16}
