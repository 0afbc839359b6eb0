; ModuleID = 'c/vec_int.c'
source_filename = "c/vec_int.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #7
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #7
  %5 = load i32, i32* @seed, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %6, %0
  %7 = phi i32 [ 0, %0 ], [ %84, %6 ]
  %8 = phi i32 [ %5, %0 ], [ %76, %6 ]
  %9 = mul i32 %8, 1103515245
  %10 = add i32 %9, 12345
  %11 = lshr i32 %10, 7
  %12 = add nsw i32 %11, -8388608
  %13 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %7
  store i32 %12, i32* %13, align 4, !tbaa !5
  %14 = mul i32 %10, 1103515245
  %15 = add i32 %14, 12345
  %16 = lshr i32 %15, 7
  %17 = urem i32 %16, 2001
  %18 = add nsw i32 %17, -1000
  %19 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %7
  %20 = urem i32 %7, 17
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %21, i32 %12, i32 %18
  store i32 %22, i32* %19, align 4
  %23 = mul i32 %15, 1103515245
  %24 = add i32 %23, 12345
  %25 = lshr i32 %24, 7
  %26 = mul i32 %25, -1640531535
  %27 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %7
  store i32 %26, i32* %27, align 4, !tbaa !5
  %28 = mul i32 %24, 1103515245
  %29 = add i32 %28, 12345
  %30 = lshr i32 %29, 7
  %31 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i32 0, i32 %7
  store i32 %30, i32* %31, align 4, !tbaa !5
  %32 = mul i32 %29, 1103515245
  %33 = add i32 %32, 12345
  %34 = lshr i32 %33, 7
  %35 = trunc i32 %34 to i16
  %36 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %7
  store i16 %35, i16* %36, align 2, !tbaa !9
  %37 = mul i32 %33, 1103515245
  %38 = add i32 %37, 12345
  %39 = lshr i32 %38, 7
  %40 = urem i32 %39, 300
  %41 = trunc i32 %40 to i16
  %42 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i32 0, i32 %7
  store i16 %41, i16* %42, align 2, !tbaa !9
  %43 = mul i32 %38, 1103515245
  %44 = add i32 %43, 12345
  %45 = lshr i32 %44, 7
  %46 = trunc i32 %45 to i8
  %47 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %7
  store i8 %46, i8* %47, align 1, !tbaa !11
  %48 = mul i32 %44, 1103515245
  %49 = add i32 %48, 12345
  %50 = lshr i32 %49, 10
  %51 = trunc i32 %50 to i8
  %52 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i32 0, i32 %7
  store i8 %51, i8* %52, align 1, !tbaa !11
  %53 = mul i32 %49, 1103515245
  %54 = add i32 %53, 12345
  %55 = lshr i32 %54, 7
  %56 = trunc i32 %55 to i8
  %57 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %7
  store i8 %56, i8* %57, align 1, !tbaa !11
  %58 = mul i32 %54, 1103515245
  %59 = add i32 %58, 12345
  %60 = lshr i32 %59, 12
  %61 = trunc i32 %60 to i8
  %62 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i32 0, i32 %7
  store i8 %61, i8* %62, align 1, !tbaa !11
  %63 = mul i32 %59, 1103515245
  %64 = add i32 %63, 12345
  %65 = lshr i32 %64, 7
  %66 = zext i32 %65 to i64
  %67 = shl nuw nsw i64 %66, 20
  %68 = mul i32 %64, 1103515245
  %69 = add i32 %68, 12345
  %70 = lshr i32 %69, 7
  %71 = zext i32 %70 to i64
  %72 = mul nsw i64 %71, -512
  %73 = add nsw i64 %72, %67
  %74 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %7
  store i64 %73, i64* %74, align 8, !tbaa !12
  %75 = mul i32 %69, 1103515245
  %76 = add i32 %75, 12345
  %77 = lshr i32 %76, 7
  %78 = zext i32 %77 to i64
  %79 = add nsw i64 %78, -1048576
  %80 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i32 0, i32 %7
  %81 = urem i32 %7, 13
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, i64 %73, i64 %79
  store i64 %83, i64* %80, align 8
  %84 = add nuw nsw i32 %7, 1
  %85 = icmp eq i32 %84, 203
  br i1 %85, label %86, label %6, !llvm.loop !14

86:                                               ; preds = %6
  store i32 %76, i32* @seed, align 4, !tbaa !5
  %87 = call fastcc i32 @sum32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32 noundef 203)
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %87)
  %89 = call fastcc i32 @sum16()
  %90 = call fastcc i32 @sum8()
  %91 = call fastcc i32 @sumu8()
  %92 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %89, i32 noundef %90, i32 noundef %91)
  %93 = call fastcc i64 @sum64()
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i64 noundef %93)
  %95 = call fastcc i32 @max32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32 noundef 203)
  %96 = call fastcc i32 @min32()
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i32 0, i32 0), i32 noundef %95, i32 noundef %96)
  %98 = call fastcc i32 @umin32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32 noundef 203)
  %99 = call fastcc i32 @umax32()
  %100 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i32 0, i32 0), i32 noundef %98, i32 noundef %99)
  %101 = call fastcc signext i16 @max16()
  %102 = sext i16 %101 to i32
  %103 = call fastcc zeroext i8 @maxu8()
  %104 = zext i8 %103 to i32
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef %102, i32 noundef %104)
  %106 = call fastcc i32 @bits32(i32* noundef nonnull %1, i32* noundef nonnull %2)
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef %106)
  %108 = load i32, i32* %1, align 4, !tbaa !5
  %109 = load i32, i32* %2, align 4, !tbaa !5
  %110 = call fastcc i32 @prod32()
  %111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i32 0, i32 0), i32 noundef %108, i32 noundef %109, i32 noundef %110)
  br label %389

112:                                              ; preds = %389
  call fastcc void @arith32()
  br label %113

113:                                              ; preds = %113, %112
  %114 = phi i32 [ %121, %113 ], [ 0, %112 ]
  %115 = phi i32 [ %120, %113 ], [ 0, %112 ]
  %116 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %114
  %117 = load i8, i8* %116, align 1, !tbaa !11
  %118 = zext i8 %117 to i32
  %119 = xor i32 %115, %118
  %120 = mul i32 %119, 16777619
  %121 = add nuw nsw i32 %114, 1
  %122 = icmp eq i32 %121, 812
  br i1 %122, label %123, label %113, !llvm.loop !17

123:                                              ; preds = %113
  %124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %120) #7
  %125 = load i32, i32* @check, align 4, !tbaa !5
  %126 = xor i32 %125, %120
  %127 = mul i32 %126, 16777619
  store i32 %127, i32* @check, align 4, !tbaa !5
  call fastcc void @arithu32()
  br label %128

128:                                              ; preds = %128, %123
  %129 = phi i32 [ %136, %128 ], [ 0, %123 ]
  %130 = phi i32 [ %135, %128 ], [ 0, %123 ]
  %131 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i32 %129
  %132 = load i8, i8* %131, align 1, !tbaa !11
  %133 = zext i8 %132 to i32
  %134 = xor i32 %130, %133
  %135 = mul i32 %134, 16777619
  %136 = add nuw nsw i32 %129, 1
  %137 = icmp eq i32 %136, 812
  br i1 %137, label %138, label %128, !llvm.loop !17

138:                                              ; preds = %128
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i32 0, i32 0), i32 noundef %135) #7
  %140 = load i32, i32* @check, align 4, !tbaa !5
  %141 = xor i32 %140, %135
  %142 = mul i32 %141, 16777619
  store i32 %142, i32* @check, align 4, !tbaa !5
  call fastcc void @arith16()
  br label %143

143:                                              ; preds = %143, %138
  %144 = phi i32 [ %151, %143 ], [ 0, %138 ]
  %145 = phi i32 [ %150, %143 ], [ 0, %138 ]
  %146 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i32 %144
  %147 = load i8, i8* %146, align 1, !tbaa !11
  %148 = zext i8 %147 to i32
  %149 = xor i32 %145, %148
  %150 = mul i32 %149, 16777619
  %151 = add nuw nsw i32 %144, 1
  %152 = icmp eq i32 %151, 406
  br i1 %152, label %153, label %143, !llvm.loop !17

153:                                              ; preds = %143
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i32 noundef %150) #7
  %155 = load i32, i32* @check, align 4, !tbaa !5
  %156 = xor i32 %155, %150
  %157 = mul i32 %156, 16777619
  store i32 %157, i32* @check, align 4, !tbaa !5
  call fastcc void @arith8()
  br label %158

158:                                              ; preds = %158, %153
  %159 = phi i32 [ %166, %158 ], [ 0, %153 ]
  %160 = phi i32 [ %165, %158 ], [ 0, %153 ]
  %161 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %159
  %162 = load i8, i8* %161, align 1, !tbaa !11
  %163 = zext i8 %162 to i32
  %164 = xor i32 %160, %163
  %165 = mul i32 %164, 16777619
  %166 = add nuw nsw i32 %159, 1
  %167 = icmp eq i32 %166, 203
  br i1 %167, label %168, label %158, !llvm.loop !17

168:                                              ; preds = %158
  %169 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i32 noundef %165) #7
  %170 = load i32, i32* @check, align 4, !tbaa !5
  %171 = xor i32 %170, %165
  %172 = mul i32 %171, 16777619
  store i32 %172, i32* @check, align 4, !tbaa !5
  call fastcc void @arith64()
  br label %173

173:                                              ; preds = %173, %168
  %174 = phi i32 [ %181, %173 ], [ 0, %168 ]
  %175 = phi i32 [ %180, %173 ], [ 0, %168 ]
  %176 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i32 %174
  %177 = load i8, i8* %176, align 1, !tbaa !11
  %178 = zext i8 %177 to i32
  %179 = xor i32 %175, %178
  %180 = mul i32 %179, 16777619
  %181 = add nuw nsw i32 %174, 1
  %182 = icmp eq i32 %181, 1624
  br i1 %182, label %183, label %173, !llvm.loop !17

183:                                              ; preds = %173
  %184 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %180) #7
  %185 = load i32, i32* @check, align 4, !tbaa !5
  %186 = xor i32 %185, %180
  %187 = mul i32 %186, 16777619
  store i32 %187, i32* @check, align 4, !tbaa !5
  call fastcc void @select32()
  br label %188

188:                                              ; preds = %188, %183
  %189 = phi i32 [ %196, %188 ], [ 0, %183 ]
  %190 = phi i32 [ %195, %188 ], [ 0, %183 ]
  %191 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %189
  %192 = load i8, i8* %191, align 1, !tbaa !11
  %193 = zext i8 %192 to i32
  %194 = xor i32 %190, %193
  %195 = mul i32 %194, 16777619
  %196 = add nuw nsw i32 %189, 1
  %197 = icmp eq i32 %196, 812
  br i1 %197, label %198, label %188, !llvm.loop !17

198:                                              ; preds = %188
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i32 noundef %195) #7
  %200 = load i32, i32* @check, align 4, !tbaa !5
  %201 = xor i32 %200, %195
  %202 = mul i32 %201, 16777619
  store i32 %202, i32* @check, align 4, !tbaa !5
  call fastcc void @selectu32()
  br label %203

203:                                              ; preds = %203, %198
  %204 = phi i32 [ %211, %203 ], [ 0, %198 ]
  %205 = phi i32 [ %210, %203 ], [ 0, %198 ]
  %206 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i32 %204
  %207 = load i8, i8* %206, align 1, !tbaa !11
  %208 = zext i8 %207 to i32
  %209 = xor i32 %205, %208
  %210 = mul i32 %209, 16777619
  %211 = add nuw nsw i32 %204, 1
  %212 = icmp eq i32 %211, 812
  br i1 %212, label %213, label %203, !llvm.loop !17

213:                                              ; preds = %203
  %214 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i32 0, i32 0), i32 noundef %210) #7
  %215 = load i32, i32* @check, align 4, !tbaa !5
  %216 = xor i32 %215, %210
  %217 = mul i32 %216, 16777619
  store i32 %217, i32* @check, align 4, !tbaa !5
  call fastcc void @select8()
  br label %218

218:                                              ; preds = %218, %213
  %219 = phi i32 [ %226, %218 ], [ 0, %213 ]
  %220 = phi i32 [ %225, %218 ], [ 0, %213 ]
  %221 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %219
  %222 = load i8, i8* %221, align 1, !tbaa !11
  %223 = zext i8 %222 to i32
  %224 = xor i32 %220, %223
  %225 = mul i32 %224, 16777619
  %226 = add nuw nsw i32 %219, 1
  %227 = icmp eq i32 %226, 203
  br i1 %227, label %228, label %218, !llvm.loop !17

228:                                              ; preds = %218
  %229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i32 0, i32 0), i32 noundef %225) #7
  %230 = load i32, i32* @check, align 4, !tbaa !5
  %231 = xor i32 %230, %225
  %232 = mul i32 %231, 16777619
  store i32 %232, i32* @check, align 4, !tbaa !5
  call fastcc void @selectu8()
  br label %233

233:                                              ; preds = %233, %228
  %234 = phi i32 [ %241, %233 ], [ 0, %228 ]
  %235 = phi i32 [ %240, %233 ], [ 0, %228 ]
  %236 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i32 0, i32 %234
  %237 = load i8, i8* %236, align 1, !tbaa !11
  %238 = zext i8 %237 to i32
  %239 = xor i32 %235, %238
  %240 = mul i32 %239, 16777619
  %241 = add nuw nsw i32 %234, 1
  %242 = icmp eq i32 %241, 203
  br i1 %242, label %243, label %233, !llvm.loop !17

243:                                              ; preds = %233
  %244 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i32 0, i32 0), i32 noundef %240) #7
  %245 = load i32, i32* @check, align 4, !tbaa !5
  %246 = xor i32 %245, %240
  %247 = mul i32 %246, 16777619
  store i32 %247, i32* @check, align 4, !tbaa !5
  call fastcc void @select64()
  br label %248

248:                                              ; preds = %248, %243
  %249 = phi i32 [ %256, %248 ], [ 0, %243 ]
  %250 = phi i32 [ %255, %248 ], [ 0, %243 ]
  %251 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i32 %249
  %252 = load i8, i8* %251, align 1, !tbaa !11
  %253 = zext i8 %252 to i32
  %254 = xor i32 %250, %253
  %255 = mul i32 %254, 16777619
  %256 = add nuw nsw i32 %249, 1
  %257 = icmp eq i32 %256, 1624
  br i1 %257, label %258, label %248, !llvm.loop !17

258:                                              ; preds = %248
  %259 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0), i32 noundef %255) #7
  %260 = load i32, i32* @check, align 4, !tbaa !5
  %261 = xor i32 %260, %255
  %262 = mul i32 %261, 16777619
  store i32 %262, i32* @check, align 4, !tbaa !5
  call fastcc void @abs32()
  br label %263

263:                                              ; preds = %263, %258
  %264 = phi i32 [ %271, %263 ], [ 0, %258 ]
  %265 = phi i32 [ %270, %263 ], [ 0, %258 ]
  %266 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %264
  %267 = load i8, i8* %266, align 1, !tbaa !11
  %268 = zext i8 %267 to i32
  %269 = xor i32 %265, %268
  %270 = mul i32 %269, 16777619
  %271 = add nuw nsw i32 %264, 1
  %272 = icmp eq i32 %271, 812
  br i1 %272, label %273, label %263, !llvm.loop !17

273:                                              ; preds = %263
  %274 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), i32 noundef %270) #7
  %275 = load i32, i32* @check, align 4, !tbaa !5
  %276 = xor i32 %275, %270
  %277 = mul i32 %276, 16777619
  store i32 %277, i32* @check, align 4, !tbaa !5
  call fastcc void @widen()
  br label %278

278:                                              ; preds = %278, %273
  %279 = phi i32 [ %286, %278 ], [ 0, %273 ]
  %280 = phi i32 [ %285, %278 ], [ 0, %273 ]
  %281 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %279
  %282 = load i8, i8* %281, align 1, !tbaa !11
  %283 = zext i8 %282 to i32
  %284 = xor i32 %280, %283
  %285 = mul i32 %284, 16777619
  %286 = add nuw nsw i32 %279, 1
  %287 = icmp eq i32 %286, 812
  br i1 %287, label %288, label %278, !llvm.loop !17

288:                                              ; preds = %278
  %289 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i32 noundef %285) #7
  %290 = load i32, i32* @check, align 4, !tbaa !5
  %291 = xor i32 %290, %285
  %292 = mul i32 %291, 16777619
  store i32 %292, i32* @check, align 4, !tbaa !5
  br label %293

293:                                              ; preds = %293, %288
  %294 = phi i32 [ %301, %293 ], [ 0, %288 ]
  %295 = phi i32 [ %300, %293 ], [ 0, %288 ]
  %296 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i32 %294
  %297 = load i8, i8* %296, align 1, !tbaa !11
  %298 = zext i8 %297 to i32
  %299 = xor i32 %295, %298
  %300 = mul i32 %299, 16777619
  %301 = add nuw nsw i32 %294, 1
  %302 = icmp eq i32 %301, 812
  br i1 %302, label %303, label %293, !llvm.loop !17

303:                                              ; preds = %293
  %304 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), i32 noundef %300) #7
  %305 = load i32, i32* @check, align 4, !tbaa !5
  %306 = xor i32 %305, %300
  %307 = mul i32 %306, 16777619
  store i32 %307, i32* @check, align 4, !tbaa !5
  call fastcc void @widen64()
  br label %308

308:                                              ; preds = %308, %303
  %309 = phi i32 [ %316, %308 ], [ 0, %303 ]
  %310 = phi i32 [ %315, %308 ], [ 0, %303 ]
  %311 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i32 %309
  %312 = load i8, i8* %311, align 1, !tbaa !11
  %313 = zext i8 %312 to i32
  %314 = xor i32 %310, %313
  %315 = mul i32 %314, 16777619
  %316 = add nuw nsw i32 %309, 1
  %317 = icmp eq i32 %316, 1624
  br i1 %317, label %318, label %308, !llvm.loop !17

318:                                              ; preds = %308
  %319 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i32 0, i32 0), i32 noundef %315) #7
  %320 = load i32, i32* @check, align 4, !tbaa !5
  %321 = xor i32 %320, %315
  %322 = mul i32 %321, 16777619
  store i32 %322, i32* @check, align 4, !tbaa !5
  call fastcc void @narrow()
  br label %323

323:                                              ; preds = %323, %318
  %324 = phi i32 [ %331, %323 ], [ 0, %318 ]
  %325 = phi i32 [ %330, %323 ], [ 0, %318 ]
  %326 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i32 %324
  %327 = load i8, i8* %326, align 1, !tbaa !11
  %328 = zext i8 %327 to i32
  %329 = xor i32 %325, %328
  %330 = mul i32 %329, 16777619
  %331 = add nuw nsw i32 %324, 1
  %332 = icmp eq i32 %331, 406
  br i1 %332, label %333, label %323, !llvm.loop !17

333:                                              ; preds = %323
  %334 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), i32 noundef %330) #7
  %335 = load i32, i32* @check, align 4, !tbaa !5
  %336 = xor i32 %335, %330
  %337 = mul i32 %336, 16777619
  store i32 %337, i32* @check, align 4, !tbaa !5
  br label %338

338:                                              ; preds = %338, %333
  %339 = phi i32 [ %346, %338 ], [ 0, %333 ]
  %340 = phi i32 [ %345, %338 ], [ 0, %333 ]
  %341 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %339
  %342 = load i8, i8* %341, align 1, !tbaa !11
  %343 = zext i8 %342 to i32
  %344 = xor i32 %340, %343
  %345 = mul i32 %344, 16777619
  %346 = add nuw nsw i32 %339, 1
  %347 = icmp eq i32 %346, 203
  br i1 %347, label %348, label %338, !llvm.loop !17

348:                                              ; preds = %338
  %349 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.23, i32 0, i32 0), i32 noundef %345) #7
  %350 = load i32, i32* @check, align 4, !tbaa !5
  %351 = xor i32 %350, %345
  %352 = mul i32 %351, 16777619
  store i32 %352, i32* @check, align 4, !tbaa !5
  call fastcc void @divs()
  br label %353

353:                                              ; preds = %353, %348
  %354 = phi i32 [ %361, %353 ], [ 0, %348 ]
  %355 = phi i32 [ %360, %353 ], [ 0, %348 ]
  %356 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %354
  %357 = load i8, i8* %356, align 1, !tbaa !11
  %358 = zext i8 %357 to i32
  %359 = xor i32 %355, %358
  %360 = mul i32 %359, 16777619
  %361 = add nuw nsw i32 %354, 1
  %362 = icmp eq i32 %361, 812
  br i1 %362, label %363, label %353, !llvm.loop !17

363:                                              ; preds = %353
  %364 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i32 noundef %360) #7
  %365 = load i32, i32* @check, align 4, !tbaa !5
  %366 = xor i32 %365, %360
  %367 = mul i32 %366, 16777619
  store i32 %367, i32* @check, align 4, !tbaa !5
  br label %368

368:                                              ; preds = %368, %363
  %369 = phi i32 [ %376, %368 ], [ 0, %363 ]
  %370 = phi i32 [ %375, %368 ], [ 0, %363 ]
  %371 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i32 %369
  %372 = load i8, i8* %371, align 1, !tbaa !11
  %373 = zext i8 %372 to i32
  %374 = xor i32 %370, %373
  %375 = mul i32 %374, 16777619
  %376 = add nuw nsw i32 %369, 1
  %377 = icmp eq i32 %376, 812
  br i1 %377, label %378, label %368, !llvm.loop !17

378:                                              ; preds = %368
  %379 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i32 0, i32 0), i32 noundef %375) #7
  %380 = load i32, i32* @check, align 4, !tbaa !5
  %381 = xor i32 %380, %375
  %382 = mul i32 %381, 16777619
  store i32 %382, i32* @check, align 4, !tbaa !5
  %383 = call fastcc i32 @count()
  %384 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.26, i32 0, i32 0), i32 noundef %383)
  %385 = load i32, i32* @check, align 4, !tbaa !5
  %386 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), i32 noundef %385)
  %387 = load i32, i32* @check, align 4, !tbaa !5
  %388 = and i32 %387, 127
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #7
  ret i32 %388

389:                                              ; preds = %86, %389
  %390 = phi i32 [ 0, %86 ], [ %403, %389 ]
  %391 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %390
  %392 = call fastcc i32 @sum32(i32* noundef nonnull %391, i32 noundef %390)
  %393 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %390
  %394 = call fastcc i32 @max32(i32* noundef nonnull %393, i32 noundef %390)
  %395 = add nsw i32 %394, %392
  %396 = shl nuw nsw i32 %390, 1
  %397 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %396
  %398 = call fastcc i32 @umin32(i32* noundef nonnull %397, i32 noundef %390)
  %399 = add nsw i32 %395, %398
  %400 = load i32, i32* @check, align 4, !tbaa !5
  %401 = xor i32 %400, %399
  %402 = mul i32 %401, 16777619
  store i32 %402, i32* @check, align 4, !tbaa !5
  %403 = add nuw nsw i32 %390, 1
  %404 = icmp eq i32 %403, 9
  br i1 %404, label %112, label %389, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum32(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi i32 [ 0, %2 ], [ %11, %6 ]
  ret i32 %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %12, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %11, %6 ], [ 0, %2 ]
  %9 = getelementptr inbounds i32, i32* %0, i32 %7
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = add nsw i32 %10, %8
  %12 = add nuw nsw i32 %7, 1
  %13 = icmp eq i32 %12, %1
  br i1 %13, label %4, label %6, !llvm.loop !19
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum16() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %3
  %6 = load i16, i16* %5, align 2, !tbaa !9
  %7 = sext i16 %6 to i32
  %8 = add nsw i32 %4, %7
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum8() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %3
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = sext i8 %6 to i32
  %8 = add nsw i32 %4, %7
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sumu8() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %3
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = add i32 %4, %7
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !22
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum64() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i64 %7

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %7, %2 ]
  %5 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %3
  %6 = load i64, i64* %5, align 8, !tbaa !12
  %7 = add nsw i64 %6, %4
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 203
  br i1 %9, label %1, label %2, !llvm.loop !23
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @max32(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi i32 [ -2147483648, %2 ], [ %12, %6 ]
  ret i32 %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %13, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %12, %6 ], [ -2147483648, %2 ]
  %9 = getelementptr inbounds i32, i32* %0, i32 %7
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = icmp sgt i32 %10, %8
  %12 = select i1 %11, i32 %10, i32 %8
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %4, label %6, !llvm.loop !24
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @min32() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 2147483647, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp slt i32 %6, %4
  %8 = select i1 %7, i32 %6, i32 %4
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @umin32(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi i32 [ -1, %2 ], [ %12, %6 ]
  ret i32 %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %13, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %12, %6 ], [ -1, %2 ]
  %9 = getelementptr inbounds i32, i32* %0, i32 %7
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = icmp ult i32 %10, %8
  %12 = select i1 %11, i32 %10, i32 %8
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %4, label %6, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @umax32() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp ugt i32 %6, %4
  %8 = select i1 %7, i32 %6, i32 %4
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i16 @max16() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i16 %8

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i16 [ -32768, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %3
  %6 = load i16, i16* %5, align 2, !tbaa !9
  %7 = icmp sgt i16 %6, %4
  %8 = select i1 %7, i16 %6, i16 %4
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i8 @maxu8() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i8 %8

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i8 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %3
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = icmp ugt i8 %6, %4
  %8 = select i1 %7, i8 %6, i8 %4
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @bits32(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #4 {
  br label %4

3:                                                ; preds = %4
  store i32 %14, i32* %0, align 4, !tbaa !5
  store i32 %15, i32* %1, align 4, !tbaa !5
  ret i32 %12

4:                                                ; preds = %2, %4
  %5 = phi i32 [ 0, %2 ], [ %16, %4 ]
  %6 = phi i32 [ 0, %2 ], [ %15, %4 ]
  %7 = phi i32 [ 0, %2 ], [ %14, %4 ]
  %8 = phi i32 [ -1, %2 ], [ %12, %4 ]
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %5
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = or i32 %10, -2147483647
  %12 = and i32 %11, %8
  %13 = and i32 %10, 15790320
  %14 = or i32 %13, %7
  %15 = xor i32 %10, %6
  %16 = add nuw nsw i32 %5, 1
  %17 = icmp eq i32 %16, 203
  br i1 %17, label %3, label %4, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @prod32() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 1, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = or i32 %6, 1
  %8 = mul i32 %7, %4
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 203
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
  %3 = phi i32 [ 0, %0 ], [ %16, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %3
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = sub nsw i32 %5, %7
  %9 = mul nsw i32 %8, 5
  %10 = ashr i32 %5, 4
  %11 = add i32 %5, -8
  %12 = mul i32 %11, %7
  %13 = add i32 %12, %10
  %14 = add i32 %13, %9
  %15 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %3
  store i32 %14, i32* %15, align 4, !tbaa !5
  %16 = add nuw nsw i32 %3, 1
  %17 = icmp eq i32 %16, 203
  br i1 %17, label %1, label %2, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arithu32() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %18, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = lshr i32 %5, 7
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i32 0, i32 %3
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = shl i32 %8, 11
  %10 = xor i32 %9, %6
  %11 = and i32 %8, 31
  %12 = lshr i32 %5, %11
  %13 = and i32 %5, 15
  %14 = shl i32 %8, %13
  %15 = xor i32 %10, %14
  %16 = xor i32 %15, %12
  %17 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %3
  store i32 %16, i32* %17, align 4, !tbaa !5
  %18 = add nuw nsw i32 %3, 1
  %19 = icmp eq i32 %18, 203
  br i1 %19, label %1, label %2, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith16() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %13, %2 ]
  %4 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %3
  %5 = load i16, i16* %4, align 2, !tbaa !9
  %6 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i32 0, i32 %3
  %7 = load i16, i16* %6, align 2, !tbaa !9
  %8 = ashr i16 %5, 3
  %9 = add i16 %5, -4
  %10 = mul i16 %9, %7
  %11 = add i16 %10, %8
  %12 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i32 0, i32 %3
  store i16 %11, i16* %12, align 2, !tbaa !9
  %13 = add nuw nsw i32 %3, 1
  %14 = icmp eq i32 %13, 203
  br i1 %14, label %1, label %2, !llvm.loop !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith8() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %13, %2 ]
  %4 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !11
  %6 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i32 0, i32 %3
  %7 = load i8, i8* %6, align 1, !tbaa !11
  %8 = mul i8 %7, %5
  %9 = add i8 %8, %5
  %10 = ashr i8 %7, 1
  %11 = sub i8 %9, %10
  %12 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %3
  store i8 %11, i8* %12, align 1, !tbaa !11
  %13 = add nuw nsw i32 %3, 1
  %14 = icmp eq i32 %13, 203
  br i1 %14, label %1, label %2, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith64() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %3
  %5 = load i64, i64* %4, align 8, !tbaa !12
  %6 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i32 0, i32 %3
  %7 = load i64, i64* %6, align 8, !tbaa !12
  %8 = ashr i64 %5, 9
  %9 = xor i64 %7, %5
  %10 = add i64 %5, -4
  %11 = mul i64 %10, %7
  %12 = add i64 %9, %8
  %13 = add i64 %12, %11
  %14 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i32 0, i32 %3
  store i64 %13, i64* %14, align 8, !tbaa !12
  %15 = add nuw nsw i32 %3, 1
  %16 = icmp eq i32 %15, 203
  br i1 %16, label %1, label %2, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select32() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %3
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = icmp sgt i32 %5, %7
  %9 = sub nsw i32 %5, %7
  %10 = icmp eq i32 %5, %7
  %11 = add nsw i32 %7, 1
  %12 = select i1 %10, i32 7, i32 %11
  %13 = select i1 %8, i32 %9, i32 %12
  %14 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %3
  store i32 %13, i32* %14, align 4, !tbaa !5
  %15 = add nuw nsw i32 %3, 1
  %16 = icmp eq i32 %15, 203
  br i1 %16, label %1, label %2, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @selectu32() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %16
  ret void

2:                                                ; preds = %0, %16
  %3 = phi i32 [ 0, %0 ], [ %19, %16 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i32 0, i32 %3
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
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %3
  store i32 %17, i32* %18, align 4, !tbaa !5
  %19 = add nuw nsw i32 %3, 1
  %20 = icmp eq i32 %19, 203
  br i1 %20, label %1, label %2, !llvm.loop !38
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select8() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %12, %2 ]
  %4 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !11
  %6 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i32 0, i32 %3
  %7 = load i8, i8* %6, align 1, !tbaa !11
  %8 = icmp slt i8 %5, %7
  %9 = xor i8 %7, 85
  %10 = select i1 %8, i8 %5, i8 %9
  %11 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %3
  store i8 %10, i8* %11, align 1, !tbaa !11
  %12 = add nuw nsw i32 %3, 1
  %13 = icmp eq i32 %12, 203
  br i1 %13, label %1, label %2, !llvm.loop !39
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @selectu8() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !11
  %6 = zext i8 %5 to i32
  %7 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i32 0, i32 %3
  %8 = load i8, i8* %7, align 1, !tbaa !11
  %9 = zext i8 %8 to i32
  %10 = add nuw nsw i32 %9, %6
  %11 = icmp ult i32 %10, 255
  %12 = select i1 %11, i32 %10, i32 255
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i32 0, i32 %3
  store i8 %13, i8* %14, align 1, !tbaa !11
  %15 = add nuw nsw i32 %3, 1
  %16 = icmp eq i32 %15, 203
  br i1 %16, label %1, label %2, !llvm.loop !40
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select64() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %14, %2 ]
  %4 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %3
  %5 = load i64, i64* %4, align 8, !tbaa !12
  %6 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i32 0, i32 %3
  %7 = load i64, i64* %6, align 8, !tbaa !12
  %8 = icmp sgt i64 %5, %7
  %9 = icmp eq i64 %5, %7
  %10 = add nsw i64 %7, -3
  %11 = select i1 %9, i64 1, i64 %10
  %12 = select i1 %8, i64 %5, i64 %11
  %13 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i32 0, i32 %3
  store i64 %12, i64* %13, align 8, !tbaa !12
  %14 = add nuw nsw i32 %3, 1
  %15 = icmp eq i32 %14, 203
  br i1 %15, label %1, label %2, !llvm.loop !41
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @abs32() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = call i32 @llvm.abs.i32(i32 %5, i1 true)
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %3
  store i32 %6, i32* %7, align 4, !tbaa !5
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 203
  br i1 %9, label %1, label %2, !llvm.loop !42
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %12, %2 ]
  %4 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %3
  %5 = load i16, i16* %4, align 2, !tbaa !9
  %6 = sext i16 %5 to i32
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %3
  store i32 %6, i32* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %3
  %9 = load i8, i8* %8, align 1, !tbaa !11
  %10 = zext i8 %9 to i32
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %3
  store i32 %10, i32* %11, align 4, !tbaa !5
  %12 = add nuw nsw i32 %3, 1
  %13 = icmp eq i32 %12, 203
  br i1 %13, label %1, label %2, !llvm.loop !43
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen64() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 3
  %8 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i32 0, i32 %3
  store i64 %7, i64* %8, align 8, !tbaa !12
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 203
  br i1 %10, label %1, label %2, !llvm.loop !44
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @narrow() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %12, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = trunc i32 %5 to i16
  %7 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i32 0, i32 %3
  store i16 %6, i16* %7, align 2, !tbaa !9
  %8 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %3
  %9 = load i64, i64* %8, align 8, !tbaa !12
  %10 = trunc i64 %9 to i8
  %11 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %3
  store i8 %10, i8* %11, align 1, !tbaa !11
  %12 = add nuw nsw i32 %3, 1
  %13 = icmp eq i32 %12, 203
  br i1 %13, label %1, label %2, !llvm.loop !45
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @divs() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %14, %2 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = sdiv i32 %5, 7
  %7 = srem i32 %5, 10
  %8 = add nsw i32 %6, %7
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %3
  store i32 %8, i32* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %3
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = udiv i32 %11, 3
  %13 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %3
  store i32 %12, i32* %13, align 4, !tbaa !5
  %14 = add nuw nsw i32 %3, 1
  %15 = icmp eq i32 %14, 203
  br i1 %15, label %1, label %2, !llvm.loop !46
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @count() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %11

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %12, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %3
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = icmp sgt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = add nuw nsw i32 %4, %10
  %12 = add nuw nsw i32 %3, 1
  %13 = icmp eq i32 %12, 203
  br i1 %13, label %1, label %2, !llvm.loop !47
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!13 = !{!"long long", !7, i64 0}
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
