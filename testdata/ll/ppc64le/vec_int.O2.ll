; ModuleID = 'c/vec_int.c'
source_filename = "c/vec_int.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"sum32 %d\0A\00", align 1
@a32 = internal global [203 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"sum16 %d sum8 %d sumu8 %u\0A\00", align 1
@a16 = internal unnamed_addr global [203 x i16] zeroinitializer, align 16
@a8 = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
@u8a = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [12 x i8] c"sum64 %lld\0A\00", align 1
@a64 = internal unnamed_addr global [203 x i64] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [19 x i8] c"max32 %d min32 %d\0A\00", align 1
@b32 = internal global [203 x i32] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [21 x i8] c"umin32 %u umax32 %u\0A\00", align 1
@ua = internal global [203 x i32] zeroinitializer, align 16
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
@c8 = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
@b8 = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
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
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #8
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
  %20 = trunc i64 %7 to i8
  %21 = urem i8 %20, 17
  %22 = icmp eq i8 %21, 0
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
  %82 = urem i8 %20, 13
  %83 = icmp eq i8 %82, 0
  %84 = select i1 %83, i64 %74, i64 %80
  store i64 %84, i64* %81, align 8
  %85 = add nuw nsw i64 %7, 1
  %86 = icmp eq i64 %85, 203
  br i1 %86, label %87, label %6, !llvm.loop !14

87:                                               ; preds = %6
  store i32 %77, i32* @seed, align 4, !tbaa !5
  %88 = tail call fastcc signext i32 @sum32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 0), i32 noundef signext 203)
  %89 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef signext %88)
  %90 = tail call fastcc signext i32 @sum16()
  %91 = tail call fastcc signext i32 @sum8()
  %92 = tail call fastcc zeroext i32 @sumu8()
  %93 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %90, i32 noundef signext %91, i32 noundef zeroext %92)
  %94 = tail call fastcc i64 @sum64()
  %95 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i64 noundef %94)
  %96 = tail call fastcc signext i32 @max32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 0), i32 noundef signext 203)
  %97 = tail call fastcc signext i32 @min32()
  %98 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %96, i32 noundef signext %97)
  %99 = tail call fastcc zeroext i32 @umin32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 0), i32 noundef signext 203)
  %100 = tail call fastcc zeroext i32 @umax32()
  %101 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), i32 noundef zeroext %99, i32 noundef zeroext %100)
  %102 = tail call fastcc signext i16 @max16()
  %103 = sext i16 %102 to i32
  %104 = tail call fastcc zeroext i8 @maxu8()
  %105 = zext i8 %104 to i32
  %106 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %103, i32 noundef signext %105)
  %107 = call fastcc zeroext i32 @bits32(i32* noundef nonnull %1, i32* noundef nonnull %2)
  %108 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %107)
  %109 = load i32, i32* %1, align 4, !tbaa !5
  %110 = load i32, i32* %2, align 4, !tbaa !5
  %111 = tail call fastcc zeroext i32 @prod32()
  %112 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %109, i32 noundef zeroext %110, i32 noundef zeroext %111)
  %113 = load i32, i32* @check, align 4, !tbaa !5
  br label %1057

114:                                              ; preds = %1057
  tail call fastcc void @arith32()
  br label %115

115:                                              ; preds = %115, %114
  %116 = phi i64 [ 0, %114 ], [ %159, %115 ]
  %117 = phi i32 [ 0, %114 ], [ %158, %115 ]
  %118 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %116
  %119 = load i8, i8* %118, align 1, !tbaa !11
  %120 = zext i8 %119 to i32
  %121 = xor i32 %117, %120
  %122 = mul i32 %121, 16777619
  %123 = add nuw nsw i64 %116, 1
  %124 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %123
  %125 = load i8, i8* %124, align 1, !tbaa !11
  %126 = zext i8 %125 to i32
  %127 = xor i32 %122, %126
  %128 = mul i32 %127, 16777619
  %129 = add nuw nsw i64 %116, 2
  %130 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %129
  %131 = load i8, i8* %130, align 1, !tbaa !11
  %132 = zext i8 %131 to i32
  %133 = xor i32 %128, %132
  %134 = mul i32 %133, 16777619
  %135 = add nuw nsw i64 %116, 3
  %136 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %135
  %137 = load i8, i8* %136, align 1, !tbaa !11
  %138 = zext i8 %137 to i32
  %139 = xor i32 %134, %138
  %140 = mul i32 %139, 16777619
  %141 = add nuw nsw i64 %116, 4
  %142 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %141
  %143 = load i8, i8* %142, align 1, !tbaa !11
  %144 = zext i8 %143 to i32
  %145 = xor i32 %140, %144
  %146 = mul i32 %145, 16777619
  %147 = add nuw nsw i64 %116, 5
  %148 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %147
  %149 = load i8, i8* %148, align 1, !tbaa !11
  %150 = zext i8 %149 to i32
  %151 = xor i32 %146, %150
  %152 = mul i32 %151, 16777619
  %153 = add nuw nsw i64 %116, 6
  %154 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %153
  %155 = load i8, i8* %154, align 1, !tbaa !11
  %156 = zext i8 %155 to i32
  %157 = xor i32 %152, %156
  %158 = mul i32 %157, 16777619
  %159 = add nuw nsw i64 %116, 7
  %160 = icmp eq i64 %159, 812
  br i1 %160, label %161, label %115, !llvm.loop !16

161:                                              ; preds = %115
  %162 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %158) #8
  %163 = load i32, i32* @check, align 4, !tbaa !5
  %164 = xor i32 %163, %158
  %165 = mul i32 %164, 16777619
  store i32 %165, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arithu32()
  br label %166

166:                                              ; preds = %166, %161
  %167 = phi i64 [ 0, %161 ], [ %210, %166 ]
  %168 = phi i32 [ 0, %161 ], [ %209, %166 ]
  %169 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %167
  %170 = load i8, i8* %169, align 1, !tbaa !11
  %171 = zext i8 %170 to i32
  %172 = xor i32 %168, %171
  %173 = mul i32 %172, 16777619
  %174 = add nuw nsw i64 %167, 1
  %175 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %174
  %176 = load i8, i8* %175, align 1, !tbaa !11
  %177 = zext i8 %176 to i32
  %178 = xor i32 %173, %177
  %179 = mul i32 %178, 16777619
  %180 = add nuw nsw i64 %167, 2
  %181 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %180
  %182 = load i8, i8* %181, align 1, !tbaa !11
  %183 = zext i8 %182 to i32
  %184 = xor i32 %179, %183
  %185 = mul i32 %184, 16777619
  %186 = add nuw nsw i64 %167, 3
  %187 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %186
  %188 = load i8, i8* %187, align 1, !tbaa !11
  %189 = zext i8 %188 to i32
  %190 = xor i32 %185, %189
  %191 = mul i32 %190, 16777619
  %192 = add nuw nsw i64 %167, 4
  %193 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %192
  %194 = load i8, i8* %193, align 1, !tbaa !11
  %195 = zext i8 %194 to i32
  %196 = xor i32 %191, %195
  %197 = mul i32 %196, 16777619
  %198 = add nuw nsw i64 %167, 5
  %199 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %198
  %200 = load i8, i8* %199, align 1, !tbaa !11
  %201 = zext i8 %200 to i32
  %202 = xor i32 %197, %201
  %203 = mul i32 %202, 16777619
  %204 = add nuw nsw i64 %167, 6
  %205 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %204
  %206 = load i8, i8* %205, align 1, !tbaa !11
  %207 = zext i8 %206 to i32
  %208 = xor i32 %203, %207
  %209 = mul i32 %208, 16777619
  %210 = add nuw nsw i64 %167, 7
  %211 = icmp eq i64 %210, 812
  br i1 %211, label %212, label %166, !llvm.loop !16

212:                                              ; preds = %166
  %213 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %209) #8
  %214 = load i32, i32* @check, align 4, !tbaa !5
  %215 = xor i32 %214, %209
  %216 = mul i32 %215, 16777619
  store i32 %216, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arith16()
  br label %217

217:                                              ; preds = %217, %212
  %218 = phi i64 [ 0, %212 ], [ %261, %217 ]
  %219 = phi i32 [ 0, %212 ], [ %260, %217 ]
  %220 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %218
  %221 = load i8, i8* %220, align 1, !tbaa !11
  %222 = zext i8 %221 to i32
  %223 = xor i32 %219, %222
  %224 = mul i32 %223, 16777619
  %225 = add nuw nsw i64 %218, 1
  %226 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %225
  %227 = load i8, i8* %226, align 1, !tbaa !11
  %228 = zext i8 %227 to i32
  %229 = xor i32 %224, %228
  %230 = mul i32 %229, 16777619
  %231 = add nuw nsw i64 %218, 2
  %232 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %231
  %233 = load i8, i8* %232, align 1, !tbaa !11
  %234 = zext i8 %233 to i32
  %235 = xor i32 %230, %234
  %236 = mul i32 %235, 16777619
  %237 = add nuw nsw i64 %218, 3
  %238 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %237
  %239 = load i8, i8* %238, align 1, !tbaa !11
  %240 = zext i8 %239 to i32
  %241 = xor i32 %236, %240
  %242 = mul i32 %241, 16777619
  %243 = add nuw nsw i64 %218, 4
  %244 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %243
  %245 = load i8, i8* %244, align 1, !tbaa !11
  %246 = zext i8 %245 to i32
  %247 = xor i32 %242, %246
  %248 = mul i32 %247, 16777619
  %249 = add nuw nsw i64 %218, 5
  %250 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %249
  %251 = load i8, i8* %250, align 1, !tbaa !11
  %252 = zext i8 %251 to i32
  %253 = xor i32 %248, %252
  %254 = mul i32 %253, 16777619
  %255 = add nuw nsw i64 %218, 6
  %256 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %255
  %257 = load i8, i8* %256, align 1, !tbaa !11
  %258 = zext i8 %257 to i32
  %259 = xor i32 %254, %258
  %260 = mul i32 %259, 16777619
  %261 = add nuw nsw i64 %218, 7
  %262 = icmp eq i64 %261, 406
  br i1 %262, label %263, label %217, !llvm.loop !16

263:                                              ; preds = %217
  %264 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef zeroext %260) #8
  %265 = load i32, i32* @check, align 4, !tbaa !5
  %266 = xor i32 %265, %260
  %267 = mul i32 %266, 16777619
  store i32 %267, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arith8()
  br label %268

268:                                              ; preds = %268, %263
  %269 = phi i64 [ 0, %263 ], [ %312, %268 ]
  %270 = phi i32 [ 0, %263 ], [ %311, %268 ]
  %271 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %269
  %272 = load i8, i8* %271, align 1, !tbaa !11
  %273 = zext i8 %272 to i32
  %274 = xor i32 %270, %273
  %275 = mul i32 %274, 16777619
  %276 = add nuw nsw i64 %269, 1
  %277 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %276
  %278 = load i8, i8* %277, align 1, !tbaa !11
  %279 = zext i8 %278 to i32
  %280 = xor i32 %275, %279
  %281 = mul i32 %280, 16777619
  %282 = add nuw nsw i64 %269, 2
  %283 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %282
  %284 = load i8, i8* %283, align 1, !tbaa !11
  %285 = zext i8 %284 to i32
  %286 = xor i32 %281, %285
  %287 = mul i32 %286, 16777619
  %288 = add nuw nsw i64 %269, 3
  %289 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %288
  %290 = load i8, i8* %289, align 1, !tbaa !11
  %291 = zext i8 %290 to i32
  %292 = xor i32 %287, %291
  %293 = mul i32 %292, 16777619
  %294 = add nuw nsw i64 %269, 4
  %295 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %294
  %296 = load i8, i8* %295, align 1, !tbaa !11
  %297 = zext i8 %296 to i32
  %298 = xor i32 %293, %297
  %299 = mul i32 %298, 16777619
  %300 = add nuw nsw i64 %269, 5
  %301 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %300
  %302 = load i8, i8* %301, align 1, !tbaa !11
  %303 = zext i8 %302 to i32
  %304 = xor i32 %299, %303
  %305 = mul i32 %304, 16777619
  %306 = add nuw nsw i64 %269, 6
  %307 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %306
  %308 = load i8, i8* %307, align 1, !tbaa !11
  %309 = zext i8 %308 to i32
  %310 = xor i32 %305, %309
  %311 = mul i32 %310, 16777619
  %312 = add nuw nsw i64 %269, 7
  %313 = icmp eq i64 %312, 203
  br i1 %313, label %314, label %268, !llvm.loop !16

314:                                              ; preds = %268
  %315 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0), i32 noundef zeroext %311) #8
  %316 = load i32, i32* @check, align 4, !tbaa !5
  %317 = xor i32 %316, %311
  %318 = mul i32 %317, 16777619
  store i32 %318, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arith64()
  br label %319

319:                                              ; preds = %319, %314
  %320 = phi i64 [ 0, %314 ], [ %369, %319 ]
  %321 = phi i32 [ 0, %314 ], [ %368, %319 ]
  %322 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %320
  %323 = load i8, i8* %322, align 8, !tbaa !11
  %324 = zext i8 %323 to i32
  %325 = xor i32 %321, %324
  %326 = mul i32 %325, 16777619
  %327 = or i64 %320, 1
  %328 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %327
  %329 = load i8, i8* %328, align 1, !tbaa !11
  %330 = zext i8 %329 to i32
  %331 = xor i32 %326, %330
  %332 = mul i32 %331, 16777619
  %333 = or i64 %320, 2
  %334 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %333
  %335 = load i8, i8* %334, align 2, !tbaa !11
  %336 = zext i8 %335 to i32
  %337 = xor i32 %332, %336
  %338 = mul i32 %337, 16777619
  %339 = or i64 %320, 3
  %340 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %339
  %341 = load i8, i8* %340, align 1, !tbaa !11
  %342 = zext i8 %341 to i32
  %343 = xor i32 %338, %342
  %344 = mul i32 %343, 16777619
  %345 = or i64 %320, 4
  %346 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %345
  %347 = load i8, i8* %346, align 4, !tbaa !11
  %348 = zext i8 %347 to i32
  %349 = xor i32 %344, %348
  %350 = mul i32 %349, 16777619
  %351 = or i64 %320, 5
  %352 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %351
  %353 = load i8, i8* %352, align 1, !tbaa !11
  %354 = zext i8 %353 to i32
  %355 = xor i32 %350, %354
  %356 = mul i32 %355, 16777619
  %357 = or i64 %320, 6
  %358 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %357
  %359 = load i8, i8* %358, align 2, !tbaa !11
  %360 = zext i8 %359 to i32
  %361 = xor i32 %356, %360
  %362 = mul i32 %361, 16777619
  %363 = or i64 %320, 7
  %364 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %363
  %365 = load i8, i8* %364, align 1, !tbaa !11
  %366 = zext i8 %365 to i32
  %367 = xor i32 %362, %366
  %368 = mul i32 %367, 16777619
  %369 = add nuw nsw i64 %320, 8
  %370 = icmp eq i64 %369, 1624
  br i1 %370, label %371, label %319, !llvm.loop !16

371:                                              ; preds = %319
  %372 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext %368) #8
  %373 = load i32, i32* @check, align 4, !tbaa !5
  %374 = xor i32 %373, %368
  %375 = mul i32 %374, 16777619
  store i32 %375, i32* @check, align 4, !tbaa !5
  tail call fastcc void @select32()
  br label %376

376:                                              ; preds = %376, %371
  %377 = phi i64 [ 0, %371 ], [ %420, %376 ]
  %378 = phi i32 [ 0, %371 ], [ %419, %376 ]
  %379 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %377
  %380 = load i8, i8* %379, align 1, !tbaa !11
  %381 = zext i8 %380 to i32
  %382 = xor i32 %378, %381
  %383 = mul i32 %382, 16777619
  %384 = add nuw nsw i64 %377, 1
  %385 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %384
  %386 = load i8, i8* %385, align 1, !tbaa !11
  %387 = zext i8 %386 to i32
  %388 = xor i32 %383, %387
  %389 = mul i32 %388, 16777619
  %390 = add nuw nsw i64 %377, 2
  %391 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %390
  %392 = load i8, i8* %391, align 1, !tbaa !11
  %393 = zext i8 %392 to i32
  %394 = xor i32 %389, %393
  %395 = mul i32 %394, 16777619
  %396 = add nuw nsw i64 %377, 3
  %397 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %396
  %398 = load i8, i8* %397, align 1, !tbaa !11
  %399 = zext i8 %398 to i32
  %400 = xor i32 %395, %399
  %401 = mul i32 %400, 16777619
  %402 = add nuw nsw i64 %377, 4
  %403 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %402
  %404 = load i8, i8* %403, align 1, !tbaa !11
  %405 = zext i8 %404 to i32
  %406 = xor i32 %401, %405
  %407 = mul i32 %406, 16777619
  %408 = add nuw nsw i64 %377, 5
  %409 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %408
  %410 = load i8, i8* %409, align 1, !tbaa !11
  %411 = zext i8 %410 to i32
  %412 = xor i32 %407, %411
  %413 = mul i32 %412, 16777619
  %414 = add nuw nsw i64 %377, 6
  %415 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %414
  %416 = load i8, i8* %415, align 1, !tbaa !11
  %417 = zext i8 %416 to i32
  %418 = xor i32 %413, %417
  %419 = mul i32 %418, 16777619
  %420 = add nuw nsw i64 %377, 7
  %421 = icmp eq i64 %420, 812
  br i1 %421, label %422, label %376, !llvm.loop !16

422:                                              ; preds = %376
  %423 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef zeroext %419) #8
  %424 = load i32, i32* @check, align 4, !tbaa !5
  %425 = xor i32 %424, %419
  %426 = mul i32 %425, 16777619
  store i32 %426, i32* @check, align 4, !tbaa !5
  tail call fastcc void @selectu32()
  br label %427

427:                                              ; preds = %427, %422
  %428 = phi i64 [ 0, %422 ], [ %471, %427 ]
  %429 = phi i32 [ 0, %422 ], [ %470, %427 ]
  %430 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %428
  %431 = load i8, i8* %430, align 1, !tbaa !11
  %432 = zext i8 %431 to i32
  %433 = xor i32 %429, %432
  %434 = mul i32 %433, 16777619
  %435 = add nuw nsw i64 %428, 1
  %436 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %435
  %437 = load i8, i8* %436, align 1, !tbaa !11
  %438 = zext i8 %437 to i32
  %439 = xor i32 %434, %438
  %440 = mul i32 %439, 16777619
  %441 = add nuw nsw i64 %428, 2
  %442 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %441
  %443 = load i8, i8* %442, align 1, !tbaa !11
  %444 = zext i8 %443 to i32
  %445 = xor i32 %440, %444
  %446 = mul i32 %445, 16777619
  %447 = add nuw nsw i64 %428, 3
  %448 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %447
  %449 = load i8, i8* %448, align 1, !tbaa !11
  %450 = zext i8 %449 to i32
  %451 = xor i32 %446, %450
  %452 = mul i32 %451, 16777619
  %453 = add nuw nsw i64 %428, 4
  %454 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %453
  %455 = load i8, i8* %454, align 1, !tbaa !11
  %456 = zext i8 %455 to i32
  %457 = xor i32 %452, %456
  %458 = mul i32 %457, 16777619
  %459 = add nuw nsw i64 %428, 5
  %460 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %459
  %461 = load i8, i8* %460, align 1, !tbaa !11
  %462 = zext i8 %461 to i32
  %463 = xor i32 %458, %462
  %464 = mul i32 %463, 16777619
  %465 = add nuw nsw i64 %428, 6
  %466 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %465
  %467 = load i8, i8* %466, align 1, !tbaa !11
  %468 = zext i8 %467 to i32
  %469 = xor i32 %464, %468
  %470 = mul i32 %469, 16777619
  %471 = add nuw nsw i64 %428, 7
  %472 = icmp eq i64 %471, 812
  br i1 %472, label %473, label %427, !llvm.loop !16

473:                                              ; preds = %427
  %474 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %470) #8
  %475 = load i32, i32* @check, align 4, !tbaa !5
  %476 = xor i32 %475, %470
  %477 = mul i32 %476, 16777619
  store i32 %477, i32* @check, align 4, !tbaa !5
  tail call fastcc void @select8()
  br label %478

478:                                              ; preds = %478, %473
  %479 = phi i64 [ 0, %473 ], [ %522, %478 ]
  %480 = phi i32 [ 0, %473 ], [ %521, %478 ]
  %481 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %479
  %482 = load i8, i8* %481, align 1, !tbaa !11
  %483 = zext i8 %482 to i32
  %484 = xor i32 %480, %483
  %485 = mul i32 %484, 16777619
  %486 = add nuw nsw i64 %479, 1
  %487 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %486
  %488 = load i8, i8* %487, align 1, !tbaa !11
  %489 = zext i8 %488 to i32
  %490 = xor i32 %485, %489
  %491 = mul i32 %490, 16777619
  %492 = add nuw nsw i64 %479, 2
  %493 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %492
  %494 = load i8, i8* %493, align 1, !tbaa !11
  %495 = zext i8 %494 to i32
  %496 = xor i32 %491, %495
  %497 = mul i32 %496, 16777619
  %498 = add nuw nsw i64 %479, 3
  %499 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %498
  %500 = load i8, i8* %499, align 1, !tbaa !11
  %501 = zext i8 %500 to i32
  %502 = xor i32 %497, %501
  %503 = mul i32 %502, 16777619
  %504 = add nuw nsw i64 %479, 4
  %505 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %504
  %506 = load i8, i8* %505, align 1, !tbaa !11
  %507 = zext i8 %506 to i32
  %508 = xor i32 %503, %507
  %509 = mul i32 %508, 16777619
  %510 = add nuw nsw i64 %479, 5
  %511 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %510
  %512 = load i8, i8* %511, align 1, !tbaa !11
  %513 = zext i8 %512 to i32
  %514 = xor i32 %509, %513
  %515 = mul i32 %514, 16777619
  %516 = add nuw nsw i64 %479, 6
  %517 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %516
  %518 = load i8, i8* %517, align 1, !tbaa !11
  %519 = zext i8 %518 to i32
  %520 = xor i32 %515, %519
  %521 = mul i32 %520, 16777619
  %522 = add nuw nsw i64 %479, 7
  %523 = icmp eq i64 %522, 203
  br i1 %523, label %524, label %478, !llvm.loop !16

524:                                              ; preds = %478
  %525 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %521) #8
  %526 = load i32, i32* @check, align 4, !tbaa !5
  %527 = xor i32 %526, %521
  %528 = mul i32 %527, 16777619
  store i32 %528, i32* @check, align 4, !tbaa !5
  tail call fastcc void @selectu8()
  br label %529

529:                                              ; preds = %529, %524
  %530 = phi i64 [ 0, %524 ], [ %573, %529 ]
  %531 = phi i32 [ 0, %524 ], [ %572, %529 ]
  %532 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %530
  %533 = load i8, i8* %532, align 1, !tbaa !11
  %534 = zext i8 %533 to i32
  %535 = xor i32 %531, %534
  %536 = mul i32 %535, 16777619
  %537 = add nuw nsw i64 %530, 1
  %538 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %537
  %539 = load i8, i8* %538, align 1, !tbaa !11
  %540 = zext i8 %539 to i32
  %541 = xor i32 %536, %540
  %542 = mul i32 %541, 16777619
  %543 = add nuw nsw i64 %530, 2
  %544 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %543
  %545 = load i8, i8* %544, align 1, !tbaa !11
  %546 = zext i8 %545 to i32
  %547 = xor i32 %542, %546
  %548 = mul i32 %547, 16777619
  %549 = add nuw nsw i64 %530, 3
  %550 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %549
  %551 = load i8, i8* %550, align 1, !tbaa !11
  %552 = zext i8 %551 to i32
  %553 = xor i32 %548, %552
  %554 = mul i32 %553, 16777619
  %555 = add nuw nsw i64 %530, 4
  %556 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %555
  %557 = load i8, i8* %556, align 1, !tbaa !11
  %558 = zext i8 %557 to i32
  %559 = xor i32 %554, %558
  %560 = mul i32 %559, 16777619
  %561 = add nuw nsw i64 %530, 5
  %562 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %561
  %563 = load i8, i8* %562, align 1, !tbaa !11
  %564 = zext i8 %563 to i32
  %565 = xor i32 %560, %564
  %566 = mul i32 %565, 16777619
  %567 = add nuw nsw i64 %530, 6
  %568 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %567
  %569 = load i8, i8* %568, align 1, !tbaa !11
  %570 = zext i8 %569 to i32
  %571 = xor i32 %566, %570
  %572 = mul i32 %571, 16777619
  %573 = add nuw nsw i64 %530, 7
  %574 = icmp eq i64 %573, 203
  br i1 %574, label %575, label %529, !llvm.loop !16

575:                                              ; preds = %529
  %576 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %572) #8
  %577 = load i32, i32* @check, align 4, !tbaa !5
  %578 = xor i32 %577, %572
  %579 = mul i32 %578, 16777619
  store i32 %579, i32* @check, align 4, !tbaa !5
  tail call fastcc void @select64()
  br label %580

580:                                              ; preds = %580, %575
  %581 = phi i64 [ 0, %575 ], [ %630, %580 ]
  %582 = phi i32 [ 0, %575 ], [ %629, %580 ]
  %583 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %581
  %584 = load i8, i8* %583, align 8, !tbaa !11
  %585 = zext i8 %584 to i32
  %586 = xor i32 %582, %585
  %587 = mul i32 %586, 16777619
  %588 = or i64 %581, 1
  %589 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %588
  %590 = load i8, i8* %589, align 1, !tbaa !11
  %591 = zext i8 %590 to i32
  %592 = xor i32 %587, %591
  %593 = mul i32 %592, 16777619
  %594 = or i64 %581, 2
  %595 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %594
  %596 = load i8, i8* %595, align 2, !tbaa !11
  %597 = zext i8 %596 to i32
  %598 = xor i32 %593, %597
  %599 = mul i32 %598, 16777619
  %600 = or i64 %581, 3
  %601 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %600
  %602 = load i8, i8* %601, align 1, !tbaa !11
  %603 = zext i8 %602 to i32
  %604 = xor i32 %599, %603
  %605 = mul i32 %604, 16777619
  %606 = or i64 %581, 4
  %607 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %606
  %608 = load i8, i8* %607, align 4, !tbaa !11
  %609 = zext i8 %608 to i32
  %610 = xor i32 %605, %609
  %611 = mul i32 %610, 16777619
  %612 = or i64 %581, 5
  %613 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %612
  %614 = load i8, i8* %613, align 1, !tbaa !11
  %615 = zext i8 %614 to i32
  %616 = xor i32 %611, %615
  %617 = mul i32 %616, 16777619
  %618 = or i64 %581, 6
  %619 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %618
  %620 = load i8, i8* %619, align 2, !tbaa !11
  %621 = zext i8 %620 to i32
  %622 = xor i32 %617, %621
  %623 = mul i32 %622, 16777619
  %624 = or i64 %581, 7
  %625 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %624
  %626 = load i8, i8* %625, align 1, !tbaa !11
  %627 = zext i8 %626 to i32
  %628 = xor i32 %623, %627
  %629 = mul i32 %628, 16777619
  %630 = add nuw nsw i64 %581, 8
  %631 = icmp eq i64 %630, 1624
  br i1 %631, label %632, label %580, !llvm.loop !16

632:                                              ; preds = %580
  %633 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i64 0, i64 0), i32 noundef zeroext %629) #8
  %634 = load i32, i32* @check, align 4, !tbaa !5
  %635 = xor i32 %634, %629
  %636 = mul i32 %635, 16777619
  store i32 %636, i32* @check, align 4, !tbaa !5
  tail call fastcc void @abs32()
  br label %637

637:                                              ; preds = %637, %632
  %638 = phi i64 [ 0, %632 ], [ %681, %637 ]
  %639 = phi i32 [ 0, %632 ], [ %680, %637 ]
  %640 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %638
  %641 = load i8, i8* %640, align 1, !tbaa !11
  %642 = zext i8 %641 to i32
  %643 = xor i32 %639, %642
  %644 = mul i32 %643, 16777619
  %645 = add nuw nsw i64 %638, 1
  %646 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %645
  %647 = load i8, i8* %646, align 1, !tbaa !11
  %648 = zext i8 %647 to i32
  %649 = xor i32 %644, %648
  %650 = mul i32 %649, 16777619
  %651 = add nuw nsw i64 %638, 2
  %652 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %651
  %653 = load i8, i8* %652, align 1, !tbaa !11
  %654 = zext i8 %653 to i32
  %655 = xor i32 %650, %654
  %656 = mul i32 %655, 16777619
  %657 = add nuw nsw i64 %638, 3
  %658 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %657
  %659 = load i8, i8* %658, align 1, !tbaa !11
  %660 = zext i8 %659 to i32
  %661 = xor i32 %656, %660
  %662 = mul i32 %661, 16777619
  %663 = add nuw nsw i64 %638, 4
  %664 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %663
  %665 = load i8, i8* %664, align 1, !tbaa !11
  %666 = zext i8 %665 to i32
  %667 = xor i32 %662, %666
  %668 = mul i32 %667, 16777619
  %669 = add nuw nsw i64 %638, 5
  %670 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %669
  %671 = load i8, i8* %670, align 1, !tbaa !11
  %672 = zext i8 %671 to i32
  %673 = xor i32 %668, %672
  %674 = mul i32 %673, 16777619
  %675 = add nuw nsw i64 %638, 6
  %676 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %675
  %677 = load i8, i8* %676, align 1, !tbaa !11
  %678 = zext i8 %677 to i32
  %679 = xor i32 %674, %678
  %680 = mul i32 %679, 16777619
  %681 = add nuw nsw i64 %638, 7
  %682 = icmp eq i64 %681, 812
  br i1 %682, label %683, label %637, !llvm.loop !16

683:                                              ; preds = %637
  %684 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i32 noundef zeroext %680) #8
  %685 = load i32, i32* @check, align 4, !tbaa !5
  %686 = xor i32 %685, %680
  %687 = mul i32 %686, 16777619
  store i32 %687, i32* @check, align 4, !tbaa !5
  tail call fastcc void @widen()
  br label %688

688:                                              ; preds = %688, %683
  %689 = phi i64 [ 0, %683 ], [ %732, %688 ]
  %690 = phi i32 [ 0, %683 ], [ %731, %688 ]
  %691 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %689
  %692 = load i8, i8* %691, align 1, !tbaa !11
  %693 = zext i8 %692 to i32
  %694 = xor i32 %690, %693
  %695 = mul i32 %694, 16777619
  %696 = add nuw nsw i64 %689, 1
  %697 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %696
  %698 = load i8, i8* %697, align 1, !tbaa !11
  %699 = zext i8 %698 to i32
  %700 = xor i32 %695, %699
  %701 = mul i32 %700, 16777619
  %702 = add nuw nsw i64 %689, 2
  %703 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %702
  %704 = load i8, i8* %703, align 1, !tbaa !11
  %705 = zext i8 %704 to i32
  %706 = xor i32 %701, %705
  %707 = mul i32 %706, 16777619
  %708 = add nuw nsw i64 %689, 3
  %709 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %708
  %710 = load i8, i8* %709, align 1, !tbaa !11
  %711 = zext i8 %710 to i32
  %712 = xor i32 %707, %711
  %713 = mul i32 %712, 16777619
  %714 = add nuw nsw i64 %689, 4
  %715 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %714
  %716 = load i8, i8* %715, align 1, !tbaa !11
  %717 = zext i8 %716 to i32
  %718 = xor i32 %713, %717
  %719 = mul i32 %718, 16777619
  %720 = add nuw nsw i64 %689, 5
  %721 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %720
  %722 = load i8, i8* %721, align 1, !tbaa !11
  %723 = zext i8 %722 to i32
  %724 = xor i32 %719, %723
  %725 = mul i32 %724, 16777619
  %726 = add nuw nsw i64 %689, 6
  %727 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %726
  %728 = load i8, i8* %727, align 1, !tbaa !11
  %729 = zext i8 %728 to i32
  %730 = xor i32 %725, %729
  %731 = mul i32 %730, 16777619
  %732 = add nuw nsw i64 %689, 7
  %733 = icmp eq i64 %732, 812
  br i1 %733, label %734, label %688, !llvm.loop !16

734:                                              ; preds = %688
  %735 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef zeroext %731) #8
  %736 = load i32, i32* @check, align 4, !tbaa !5
  %737 = xor i32 %736, %731
  %738 = mul i32 %737, 16777619
  store i32 %738, i32* @check, align 4, !tbaa !5
  br label %739

739:                                              ; preds = %739, %734
  %740 = phi i64 [ 0, %734 ], [ %783, %739 ]
  %741 = phi i32 [ 0, %734 ], [ %782, %739 ]
  %742 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %740
  %743 = load i8, i8* %742, align 1, !tbaa !11
  %744 = zext i8 %743 to i32
  %745 = xor i32 %741, %744
  %746 = mul i32 %745, 16777619
  %747 = add nuw nsw i64 %740, 1
  %748 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %747
  %749 = load i8, i8* %748, align 1, !tbaa !11
  %750 = zext i8 %749 to i32
  %751 = xor i32 %746, %750
  %752 = mul i32 %751, 16777619
  %753 = add nuw nsw i64 %740, 2
  %754 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %753
  %755 = load i8, i8* %754, align 1, !tbaa !11
  %756 = zext i8 %755 to i32
  %757 = xor i32 %752, %756
  %758 = mul i32 %757, 16777619
  %759 = add nuw nsw i64 %740, 3
  %760 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %759
  %761 = load i8, i8* %760, align 1, !tbaa !11
  %762 = zext i8 %761 to i32
  %763 = xor i32 %758, %762
  %764 = mul i32 %763, 16777619
  %765 = add nuw nsw i64 %740, 4
  %766 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %765
  %767 = load i8, i8* %766, align 1, !tbaa !11
  %768 = zext i8 %767 to i32
  %769 = xor i32 %764, %768
  %770 = mul i32 %769, 16777619
  %771 = add nuw nsw i64 %740, 5
  %772 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %771
  %773 = load i8, i8* %772, align 1, !tbaa !11
  %774 = zext i8 %773 to i32
  %775 = xor i32 %770, %774
  %776 = mul i32 %775, 16777619
  %777 = add nuw nsw i64 %740, 6
  %778 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %777
  %779 = load i8, i8* %778, align 1, !tbaa !11
  %780 = zext i8 %779 to i32
  %781 = xor i32 %776, %780
  %782 = mul i32 %781, 16777619
  %783 = add nuw nsw i64 %740, 7
  %784 = icmp eq i64 %783, 812
  br i1 %784, label %785, label %739, !llvm.loop !16

785:                                              ; preds = %739
  %786 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), i32 noundef zeroext %782) #8
  %787 = load i32, i32* @check, align 4, !tbaa !5
  %788 = xor i32 %787, %782
  %789 = mul i32 %788, 16777619
  store i32 %789, i32* @check, align 4, !tbaa !5
  tail call fastcc void @widen64()
  br label %790

790:                                              ; preds = %790, %785
  %791 = phi i64 [ 0, %785 ], [ %840, %790 ]
  %792 = phi i32 [ 0, %785 ], [ %839, %790 ]
  %793 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %791
  %794 = load i8, i8* %793, align 8, !tbaa !11
  %795 = zext i8 %794 to i32
  %796 = xor i32 %792, %795
  %797 = mul i32 %796, 16777619
  %798 = or i64 %791, 1
  %799 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %798
  %800 = load i8, i8* %799, align 1, !tbaa !11
  %801 = zext i8 %800 to i32
  %802 = xor i32 %797, %801
  %803 = mul i32 %802, 16777619
  %804 = or i64 %791, 2
  %805 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %804
  %806 = load i8, i8* %805, align 2, !tbaa !11
  %807 = zext i8 %806 to i32
  %808 = xor i32 %803, %807
  %809 = mul i32 %808, 16777619
  %810 = or i64 %791, 3
  %811 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %810
  %812 = load i8, i8* %811, align 1, !tbaa !11
  %813 = zext i8 %812 to i32
  %814 = xor i32 %809, %813
  %815 = mul i32 %814, 16777619
  %816 = or i64 %791, 4
  %817 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %816
  %818 = load i8, i8* %817, align 4, !tbaa !11
  %819 = zext i8 %818 to i32
  %820 = xor i32 %815, %819
  %821 = mul i32 %820, 16777619
  %822 = or i64 %791, 5
  %823 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %822
  %824 = load i8, i8* %823, align 1, !tbaa !11
  %825 = zext i8 %824 to i32
  %826 = xor i32 %821, %825
  %827 = mul i32 %826, 16777619
  %828 = or i64 %791, 6
  %829 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %828
  %830 = load i8, i8* %829, align 2, !tbaa !11
  %831 = zext i8 %830 to i32
  %832 = xor i32 %827, %831
  %833 = mul i32 %832, 16777619
  %834 = or i64 %791, 7
  %835 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %834
  %836 = load i8, i8* %835, align 1, !tbaa !11
  %837 = zext i8 %836 to i32
  %838 = xor i32 %833, %837
  %839 = mul i32 %838, 16777619
  %840 = add nuw nsw i64 %791, 8
  %841 = icmp eq i64 %840, 1624
  br i1 %841, label %842, label %790, !llvm.loop !16

842:                                              ; preds = %790
  %843 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i64 0, i64 0), i32 noundef zeroext %839) #8
  %844 = load i32, i32* @check, align 4, !tbaa !5
  %845 = xor i32 %844, %839
  %846 = mul i32 %845, 16777619
  store i32 %846, i32* @check, align 4, !tbaa !5
  tail call fastcc void @narrow()
  br label %847

847:                                              ; preds = %847, %842
  %848 = phi i64 [ 0, %842 ], [ %891, %847 ]
  %849 = phi i32 [ 0, %842 ], [ %890, %847 ]
  %850 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %848
  %851 = load i8, i8* %850, align 1, !tbaa !11
  %852 = zext i8 %851 to i32
  %853 = xor i32 %849, %852
  %854 = mul i32 %853, 16777619
  %855 = add nuw nsw i64 %848, 1
  %856 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %855
  %857 = load i8, i8* %856, align 1, !tbaa !11
  %858 = zext i8 %857 to i32
  %859 = xor i32 %854, %858
  %860 = mul i32 %859, 16777619
  %861 = add nuw nsw i64 %848, 2
  %862 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %861
  %863 = load i8, i8* %862, align 1, !tbaa !11
  %864 = zext i8 %863 to i32
  %865 = xor i32 %860, %864
  %866 = mul i32 %865, 16777619
  %867 = add nuw nsw i64 %848, 3
  %868 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %867
  %869 = load i8, i8* %868, align 1, !tbaa !11
  %870 = zext i8 %869 to i32
  %871 = xor i32 %866, %870
  %872 = mul i32 %871, 16777619
  %873 = add nuw nsw i64 %848, 4
  %874 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %873
  %875 = load i8, i8* %874, align 1, !tbaa !11
  %876 = zext i8 %875 to i32
  %877 = xor i32 %872, %876
  %878 = mul i32 %877, 16777619
  %879 = add nuw nsw i64 %848, 5
  %880 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %879
  %881 = load i8, i8* %880, align 1, !tbaa !11
  %882 = zext i8 %881 to i32
  %883 = xor i32 %878, %882
  %884 = mul i32 %883, 16777619
  %885 = add nuw nsw i64 %848, 6
  %886 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %885
  %887 = load i8, i8* %886, align 1, !tbaa !11
  %888 = zext i8 %887 to i32
  %889 = xor i32 %884, %888
  %890 = mul i32 %889, 16777619
  %891 = add nuw nsw i64 %848, 7
  %892 = icmp eq i64 %891, 406
  br i1 %892, label %893, label %847, !llvm.loop !16

893:                                              ; preds = %847
  %894 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i64 0, i64 0), i32 noundef zeroext %890) #8
  %895 = load i32, i32* @check, align 4, !tbaa !5
  %896 = xor i32 %895, %890
  %897 = mul i32 %896, 16777619
  store i32 %897, i32* @check, align 4, !tbaa !5
  br label %898

898:                                              ; preds = %898, %893
  %899 = phi i64 [ 0, %893 ], [ %942, %898 ]
  %900 = phi i32 [ 0, %893 ], [ %941, %898 ]
  %901 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %899
  %902 = load i8, i8* %901, align 1, !tbaa !11
  %903 = zext i8 %902 to i32
  %904 = xor i32 %900, %903
  %905 = mul i32 %904, 16777619
  %906 = add nuw nsw i64 %899, 1
  %907 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %906
  %908 = load i8, i8* %907, align 1, !tbaa !11
  %909 = zext i8 %908 to i32
  %910 = xor i32 %905, %909
  %911 = mul i32 %910, 16777619
  %912 = add nuw nsw i64 %899, 2
  %913 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %912
  %914 = load i8, i8* %913, align 1, !tbaa !11
  %915 = zext i8 %914 to i32
  %916 = xor i32 %911, %915
  %917 = mul i32 %916, 16777619
  %918 = add nuw nsw i64 %899, 3
  %919 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %918
  %920 = load i8, i8* %919, align 1, !tbaa !11
  %921 = zext i8 %920 to i32
  %922 = xor i32 %917, %921
  %923 = mul i32 %922, 16777619
  %924 = add nuw nsw i64 %899, 4
  %925 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %924
  %926 = load i8, i8* %925, align 1, !tbaa !11
  %927 = zext i8 %926 to i32
  %928 = xor i32 %923, %927
  %929 = mul i32 %928, 16777619
  %930 = add nuw nsw i64 %899, 5
  %931 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %930
  %932 = load i8, i8* %931, align 1, !tbaa !11
  %933 = zext i8 %932 to i32
  %934 = xor i32 %929, %933
  %935 = mul i32 %934, 16777619
  %936 = add nuw nsw i64 %899, 6
  %937 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %936
  %938 = load i8, i8* %937, align 1, !tbaa !11
  %939 = zext i8 %938 to i32
  %940 = xor i32 %935, %939
  %941 = mul i32 %940, 16777619
  %942 = add nuw nsw i64 %899, 7
  %943 = icmp eq i64 %942, 203
  br i1 %943, label %944, label %898, !llvm.loop !16

944:                                              ; preds = %898
  %945 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.23, i64 0, i64 0), i32 noundef zeroext %941) #8
  %946 = load i32, i32* @check, align 4, !tbaa !5
  %947 = xor i32 %946, %941
  %948 = mul i32 %947, 16777619
  store i32 %948, i32* @check, align 4, !tbaa !5
  tail call fastcc void @divs()
  br label %949

949:                                              ; preds = %949, %944
  %950 = phi i64 [ 0, %944 ], [ %993, %949 ]
  %951 = phi i32 [ 0, %944 ], [ %992, %949 ]
  %952 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %950
  %953 = load i8, i8* %952, align 1, !tbaa !11
  %954 = zext i8 %953 to i32
  %955 = xor i32 %951, %954
  %956 = mul i32 %955, 16777619
  %957 = add nuw nsw i64 %950, 1
  %958 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %957
  %959 = load i8, i8* %958, align 1, !tbaa !11
  %960 = zext i8 %959 to i32
  %961 = xor i32 %956, %960
  %962 = mul i32 %961, 16777619
  %963 = add nuw nsw i64 %950, 2
  %964 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %963
  %965 = load i8, i8* %964, align 1, !tbaa !11
  %966 = zext i8 %965 to i32
  %967 = xor i32 %962, %966
  %968 = mul i32 %967, 16777619
  %969 = add nuw nsw i64 %950, 3
  %970 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %969
  %971 = load i8, i8* %970, align 1, !tbaa !11
  %972 = zext i8 %971 to i32
  %973 = xor i32 %968, %972
  %974 = mul i32 %973, 16777619
  %975 = add nuw nsw i64 %950, 4
  %976 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %975
  %977 = load i8, i8* %976, align 1, !tbaa !11
  %978 = zext i8 %977 to i32
  %979 = xor i32 %974, %978
  %980 = mul i32 %979, 16777619
  %981 = add nuw nsw i64 %950, 5
  %982 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %981
  %983 = load i8, i8* %982, align 1, !tbaa !11
  %984 = zext i8 %983 to i32
  %985 = xor i32 %980, %984
  %986 = mul i32 %985, 16777619
  %987 = add nuw nsw i64 %950, 6
  %988 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %987
  %989 = load i8, i8* %988, align 1, !tbaa !11
  %990 = zext i8 %989 to i32
  %991 = xor i32 %986, %990
  %992 = mul i32 %991, 16777619
  %993 = add nuw nsw i64 %950, 7
  %994 = icmp eq i64 %993, 812
  br i1 %994, label %995, label %949, !llvm.loop !16

995:                                              ; preds = %949
  %996 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i32 noundef zeroext %992) #8
  %997 = load i32, i32* @check, align 4, !tbaa !5
  %998 = xor i32 %997, %992
  %999 = mul i32 %998, 16777619
  store i32 %999, i32* @check, align 4, !tbaa !5
  br label %1000

1000:                                             ; preds = %1000, %995
  %1001 = phi i64 [ 0, %995 ], [ %1044, %1000 ]
  %1002 = phi i32 [ 0, %995 ], [ %1043, %1000 ]
  %1003 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %1001
  %1004 = load i8, i8* %1003, align 1, !tbaa !11
  %1005 = zext i8 %1004 to i32
  %1006 = xor i32 %1002, %1005
  %1007 = mul i32 %1006, 16777619
  %1008 = add nuw nsw i64 %1001, 1
  %1009 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %1008
  %1010 = load i8, i8* %1009, align 1, !tbaa !11
  %1011 = zext i8 %1010 to i32
  %1012 = xor i32 %1007, %1011
  %1013 = mul i32 %1012, 16777619
  %1014 = add nuw nsw i64 %1001, 2
  %1015 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %1014
  %1016 = load i8, i8* %1015, align 1, !tbaa !11
  %1017 = zext i8 %1016 to i32
  %1018 = xor i32 %1013, %1017
  %1019 = mul i32 %1018, 16777619
  %1020 = add nuw nsw i64 %1001, 3
  %1021 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %1020
  %1022 = load i8, i8* %1021, align 1, !tbaa !11
  %1023 = zext i8 %1022 to i32
  %1024 = xor i32 %1019, %1023
  %1025 = mul i32 %1024, 16777619
  %1026 = add nuw nsw i64 %1001, 4
  %1027 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %1026
  %1028 = load i8, i8* %1027, align 1, !tbaa !11
  %1029 = zext i8 %1028 to i32
  %1030 = xor i32 %1025, %1029
  %1031 = mul i32 %1030, 16777619
  %1032 = add nuw nsw i64 %1001, 5
  %1033 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %1032
  %1034 = load i8, i8* %1033, align 1, !tbaa !11
  %1035 = zext i8 %1034 to i32
  %1036 = xor i32 %1031, %1035
  %1037 = mul i32 %1036, 16777619
  %1038 = add nuw nsw i64 %1001, 6
  %1039 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %1038
  %1040 = load i8, i8* %1039, align 1, !tbaa !11
  %1041 = zext i8 %1040 to i32
  %1042 = xor i32 %1037, %1041
  %1043 = mul i32 %1042, 16777619
  %1044 = add nuw nsw i64 %1001, 7
  %1045 = icmp eq i64 %1044, 812
  br i1 %1045, label %1046, label %1000, !llvm.loop !16

1046:                                             ; preds = %1000
  %1047 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0), i32 noundef zeroext %1043) #8
  %1048 = load i32, i32* @check, align 4, !tbaa !5
  %1049 = xor i32 %1048, %1043
  %1050 = mul i32 %1049, 16777619
  store i32 %1050, i32* @check, align 4, !tbaa !5
  %1051 = tail call fastcc signext i32 @count()
  %1052 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.26, i64 0, i64 0), i32 noundef signext %1051)
  %1053 = load i32, i32* @check, align 4, !tbaa !5
  %1054 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i64 0, i64 0), i32 noundef zeroext %1053)
  %1055 = load i32, i32* @check, align 4, !tbaa !5
  %1056 = and i32 %1055, 127
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i32 %1056

1057:                                             ; preds = %87, %1057
  %1058 = phi i32 [ %113, %87 ], [ %1071, %1057 ]
  %1059 = phi i64 [ 0, %87 ], [ %1072, %1057 ]
  %1060 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %1059
  %1061 = trunc i64 %1059 to i32
  %1062 = tail call fastcc signext i32 @sum32(i32* noundef nonnull %1060, i32 noundef signext %1061)
  %1063 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %1059
  %1064 = tail call fastcc signext i32 @max32(i32* noundef nonnull %1063, i32 noundef signext %1061)
  %1065 = add nsw i32 %1064, %1062
  %1066 = shl nuw nsw i64 %1059, 1
  %1067 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %1066
  %1068 = tail call fastcc zeroext i32 @umin32(i32* noundef nonnull %1067, i32 noundef signext %1061)
  %1069 = add nsw i32 %1065, %1068
  %1070 = xor i32 %1058, %1069
  %1071 = mul i32 %1070, 16777619
  store i32 %1071, i32* @check, align 4, !tbaa !5
  %1072 = add nuw nsw i64 %1059, 1
  %1073 = icmp eq i64 %1072, 9
  br i1 %1073, label %114, label %1057, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum32(i32* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %237

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 48
  br i1 %6, label %234, label %7

7:                                                ; preds = %4
  %8 = urem i64 %5, 48
  %9 = sub nsw i64 %5, %8
  %10 = add nsw i64 %9, -48
  %11 = udiv i64 %10, 48
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 1
  %14 = icmp ult i64 %10, 48
  br i1 %14, label %132, label %15

15:                                               ; preds = %7
  %16 = and i64 %12, 1152921504606846974
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %129, %17 ]
  %19 = phi <4 x i32> [ zeroinitializer, %15 ], [ %117, %17 ]
  %20 = phi <4 x i32> [ zeroinitializer, %15 ], [ %118, %17 ]
  %21 = phi <4 x i32> [ zeroinitializer, %15 ], [ %119, %17 ]
  %22 = phi <4 x i32> [ zeroinitializer, %15 ], [ %120, %17 ]
  %23 = phi <4 x i32> [ zeroinitializer, %15 ], [ %121, %17 ]
  %24 = phi <4 x i32> [ zeroinitializer, %15 ], [ %122, %17 ]
  %25 = phi <4 x i32> [ zeroinitializer, %15 ], [ %123, %17 ]
  %26 = phi <4 x i32> [ zeroinitializer, %15 ], [ %124, %17 ]
  %27 = phi <4 x i32> [ zeroinitializer, %15 ], [ %125, %17 ]
  %28 = phi <4 x i32> [ zeroinitializer, %15 ], [ %126, %17 ]
  %29 = phi <4 x i32> [ zeroinitializer, %15 ], [ %127, %17 ]
  %30 = phi <4 x i32> [ zeroinitializer, %15 ], [ %128, %17 ]
  %31 = phi i64 [ 0, %15 ], [ %130, %17 ]
  %32 = getelementptr inbounds i32, i32* %0, i64 %18
  %33 = bitcast i32* %32 to <4 x i32>*
  %34 = load <4 x i32>, <4 x i32>* %33, align 4, !tbaa !5
  %35 = getelementptr inbounds i32, i32* %32, i64 4
  %36 = bitcast i32* %35 to <4 x i32>*
  %37 = load <4 x i32>, <4 x i32>* %36, align 4, !tbaa !5
  %38 = getelementptr inbounds i32, i32* %32, i64 8
  %39 = bitcast i32* %38 to <4 x i32>*
  %40 = load <4 x i32>, <4 x i32>* %39, align 4, !tbaa !5
  %41 = getelementptr inbounds i32, i32* %32, i64 12
  %42 = bitcast i32* %41 to <4 x i32>*
  %43 = load <4 x i32>, <4 x i32>* %42, align 4, !tbaa !5
  %44 = getelementptr inbounds i32, i32* %32, i64 16
  %45 = bitcast i32* %44 to <4 x i32>*
  %46 = load <4 x i32>, <4 x i32>* %45, align 4, !tbaa !5
  %47 = getelementptr inbounds i32, i32* %32, i64 20
  %48 = bitcast i32* %47 to <4 x i32>*
  %49 = load <4 x i32>, <4 x i32>* %48, align 4, !tbaa !5
  %50 = getelementptr inbounds i32, i32* %32, i64 24
  %51 = bitcast i32* %50 to <4 x i32>*
  %52 = load <4 x i32>, <4 x i32>* %51, align 4, !tbaa !5
  %53 = getelementptr inbounds i32, i32* %32, i64 28
  %54 = bitcast i32* %53 to <4 x i32>*
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !tbaa !5
  %56 = getelementptr inbounds i32, i32* %32, i64 32
  %57 = bitcast i32* %56 to <4 x i32>*
  %58 = load <4 x i32>, <4 x i32>* %57, align 4, !tbaa !5
  %59 = getelementptr inbounds i32, i32* %32, i64 36
  %60 = bitcast i32* %59 to <4 x i32>*
  %61 = load <4 x i32>, <4 x i32>* %60, align 4, !tbaa !5
  %62 = getelementptr inbounds i32, i32* %32, i64 40
  %63 = bitcast i32* %62 to <4 x i32>*
  %64 = load <4 x i32>, <4 x i32>* %63, align 4, !tbaa !5
  %65 = getelementptr inbounds i32, i32* %32, i64 44
  %66 = bitcast i32* %65 to <4 x i32>*
  %67 = load <4 x i32>, <4 x i32>* %66, align 4, !tbaa !5
  %68 = add <4 x i32> %34, %19
  %69 = add <4 x i32> %37, %20
  %70 = add <4 x i32> %40, %21
  %71 = add <4 x i32> %43, %22
  %72 = add <4 x i32> %46, %23
  %73 = add <4 x i32> %49, %24
  %74 = add <4 x i32> %52, %25
  %75 = add <4 x i32> %55, %26
  %76 = add <4 x i32> %58, %27
  %77 = add <4 x i32> %61, %28
  %78 = add <4 x i32> %64, %29
  %79 = add <4 x i32> %67, %30
  %80 = add nuw i64 %18, 48
  %81 = getelementptr inbounds i32, i32* %0, i64 %80
  %82 = bitcast i32* %81 to <4 x i32>*
  %83 = load <4 x i32>, <4 x i32>* %82, align 4, !tbaa !5
  %84 = getelementptr inbounds i32, i32* %81, i64 4
  %85 = bitcast i32* %84 to <4 x i32>*
  %86 = load <4 x i32>, <4 x i32>* %85, align 4, !tbaa !5
  %87 = getelementptr inbounds i32, i32* %81, i64 8
  %88 = bitcast i32* %87 to <4 x i32>*
  %89 = load <4 x i32>, <4 x i32>* %88, align 4, !tbaa !5
  %90 = getelementptr inbounds i32, i32* %81, i64 12
  %91 = bitcast i32* %90 to <4 x i32>*
  %92 = load <4 x i32>, <4 x i32>* %91, align 4, !tbaa !5
  %93 = getelementptr inbounds i32, i32* %81, i64 16
  %94 = bitcast i32* %93 to <4 x i32>*
  %95 = load <4 x i32>, <4 x i32>* %94, align 4, !tbaa !5
  %96 = getelementptr inbounds i32, i32* %81, i64 20
  %97 = bitcast i32* %96 to <4 x i32>*
  %98 = load <4 x i32>, <4 x i32>* %97, align 4, !tbaa !5
  %99 = getelementptr inbounds i32, i32* %81, i64 24
  %100 = bitcast i32* %99 to <4 x i32>*
  %101 = load <4 x i32>, <4 x i32>* %100, align 4, !tbaa !5
  %102 = getelementptr inbounds i32, i32* %81, i64 28
  %103 = bitcast i32* %102 to <4 x i32>*
  %104 = load <4 x i32>, <4 x i32>* %103, align 4, !tbaa !5
  %105 = getelementptr inbounds i32, i32* %81, i64 32
  %106 = bitcast i32* %105 to <4 x i32>*
  %107 = load <4 x i32>, <4 x i32>* %106, align 4, !tbaa !5
  %108 = getelementptr inbounds i32, i32* %81, i64 36
  %109 = bitcast i32* %108 to <4 x i32>*
  %110 = load <4 x i32>, <4 x i32>* %109, align 4, !tbaa !5
  %111 = getelementptr inbounds i32, i32* %81, i64 40
  %112 = bitcast i32* %111 to <4 x i32>*
  %113 = load <4 x i32>, <4 x i32>* %112, align 4, !tbaa !5
  %114 = getelementptr inbounds i32, i32* %81, i64 44
  %115 = bitcast i32* %114 to <4 x i32>*
  %116 = load <4 x i32>, <4 x i32>* %115, align 4, !tbaa !5
  %117 = add <4 x i32> %83, %68
  %118 = add <4 x i32> %86, %69
  %119 = add <4 x i32> %89, %70
  %120 = add <4 x i32> %92, %71
  %121 = add <4 x i32> %95, %72
  %122 = add <4 x i32> %98, %73
  %123 = add <4 x i32> %101, %74
  %124 = add <4 x i32> %104, %75
  %125 = add <4 x i32> %107, %76
  %126 = add <4 x i32> %110, %77
  %127 = add <4 x i32> %113, %78
  %128 = add <4 x i32> %116, %79
  %129 = add nuw i64 %18, 96
  %130 = add i64 %31, 2
  %131 = icmp eq i64 %130, %16
  br i1 %131, label %132, label %17, !llvm.loop !18

132:                                              ; preds = %17, %7
  %133 = phi <4 x i32> [ undef, %7 ], [ %117, %17 ]
  %134 = phi <4 x i32> [ undef, %7 ], [ %118, %17 ]
  %135 = phi <4 x i32> [ undef, %7 ], [ %119, %17 ]
  %136 = phi <4 x i32> [ undef, %7 ], [ %120, %17 ]
  %137 = phi <4 x i32> [ undef, %7 ], [ %121, %17 ]
  %138 = phi <4 x i32> [ undef, %7 ], [ %122, %17 ]
  %139 = phi <4 x i32> [ undef, %7 ], [ %123, %17 ]
  %140 = phi <4 x i32> [ undef, %7 ], [ %124, %17 ]
  %141 = phi <4 x i32> [ undef, %7 ], [ %125, %17 ]
  %142 = phi <4 x i32> [ undef, %7 ], [ %126, %17 ]
  %143 = phi <4 x i32> [ undef, %7 ], [ %127, %17 ]
  %144 = phi <4 x i32> [ undef, %7 ], [ %128, %17 ]
  %145 = phi i64 [ 0, %7 ], [ %129, %17 ]
  %146 = phi <4 x i32> [ zeroinitializer, %7 ], [ %117, %17 ]
  %147 = phi <4 x i32> [ zeroinitializer, %7 ], [ %118, %17 ]
  %148 = phi <4 x i32> [ zeroinitializer, %7 ], [ %119, %17 ]
  %149 = phi <4 x i32> [ zeroinitializer, %7 ], [ %120, %17 ]
  %150 = phi <4 x i32> [ zeroinitializer, %7 ], [ %121, %17 ]
  %151 = phi <4 x i32> [ zeroinitializer, %7 ], [ %122, %17 ]
  %152 = phi <4 x i32> [ zeroinitializer, %7 ], [ %123, %17 ]
  %153 = phi <4 x i32> [ zeroinitializer, %7 ], [ %124, %17 ]
  %154 = phi <4 x i32> [ zeroinitializer, %7 ], [ %125, %17 ]
  %155 = phi <4 x i32> [ zeroinitializer, %7 ], [ %126, %17 ]
  %156 = phi <4 x i32> [ zeroinitializer, %7 ], [ %127, %17 ]
  %157 = phi <4 x i32> [ zeroinitializer, %7 ], [ %128, %17 ]
  %158 = icmp eq i64 %13, 0
  br i1 %158, label %208, label %159

159:                                              ; preds = %132
  %160 = getelementptr inbounds i32, i32* %0, i64 %145
  %161 = bitcast i32* %160 to <4 x i32>*
  %162 = load <4 x i32>, <4 x i32>* %161, align 4, !tbaa !5
  %163 = getelementptr inbounds i32, i32* %160, i64 4
  %164 = bitcast i32* %163 to <4 x i32>*
  %165 = load <4 x i32>, <4 x i32>* %164, align 4, !tbaa !5
  %166 = getelementptr inbounds i32, i32* %160, i64 8
  %167 = bitcast i32* %166 to <4 x i32>*
  %168 = load <4 x i32>, <4 x i32>* %167, align 4, !tbaa !5
  %169 = getelementptr inbounds i32, i32* %160, i64 12
  %170 = bitcast i32* %169 to <4 x i32>*
  %171 = load <4 x i32>, <4 x i32>* %170, align 4, !tbaa !5
  %172 = getelementptr inbounds i32, i32* %160, i64 16
  %173 = bitcast i32* %172 to <4 x i32>*
  %174 = load <4 x i32>, <4 x i32>* %173, align 4, !tbaa !5
  %175 = getelementptr inbounds i32, i32* %160, i64 20
  %176 = bitcast i32* %175 to <4 x i32>*
  %177 = load <4 x i32>, <4 x i32>* %176, align 4, !tbaa !5
  %178 = getelementptr inbounds i32, i32* %160, i64 24
  %179 = bitcast i32* %178 to <4 x i32>*
  %180 = load <4 x i32>, <4 x i32>* %179, align 4, !tbaa !5
  %181 = getelementptr inbounds i32, i32* %160, i64 28
  %182 = bitcast i32* %181 to <4 x i32>*
  %183 = load <4 x i32>, <4 x i32>* %182, align 4, !tbaa !5
  %184 = getelementptr inbounds i32, i32* %160, i64 32
  %185 = bitcast i32* %184 to <4 x i32>*
  %186 = load <4 x i32>, <4 x i32>* %185, align 4, !tbaa !5
  %187 = getelementptr inbounds i32, i32* %160, i64 36
  %188 = bitcast i32* %187 to <4 x i32>*
  %189 = load <4 x i32>, <4 x i32>* %188, align 4, !tbaa !5
  %190 = getelementptr inbounds i32, i32* %160, i64 40
  %191 = bitcast i32* %190 to <4 x i32>*
  %192 = load <4 x i32>, <4 x i32>* %191, align 4, !tbaa !5
  %193 = getelementptr inbounds i32, i32* %160, i64 44
  %194 = bitcast i32* %193 to <4 x i32>*
  %195 = load <4 x i32>, <4 x i32>* %194, align 4, !tbaa !5
  %196 = add <4 x i32> %162, %146
  %197 = add <4 x i32> %165, %147
  %198 = add <4 x i32> %168, %148
  %199 = add <4 x i32> %171, %149
  %200 = add <4 x i32> %174, %150
  %201 = add <4 x i32> %177, %151
  %202 = add <4 x i32> %180, %152
  %203 = add <4 x i32> %183, %153
  %204 = add <4 x i32> %186, %154
  %205 = add <4 x i32> %189, %155
  %206 = add <4 x i32> %192, %156
  %207 = add <4 x i32> %195, %157
  br label %208

208:                                              ; preds = %132, %159
  %209 = phi <4 x i32> [ %133, %132 ], [ %196, %159 ]
  %210 = phi <4 x i32> [ %134, %132 ], [ %197, %159 ]
  %211 = phi <4 x i32> [ %135, %132 ], [ %198, %159 ]
  %212 = phi <4 x i32> [ %136, %132 ], [ %199, %159 ]
  %213 = phi <4 x i32> [ %137, %132 ], [ %200, %159 ]
  %214 = phi <4 x i32> [ %138, %132 ], [ %201, %159 ]
  %215 = phi <4 x i32> [ %139, %132 ], [ %202, %159 ]
  %216 = phi <4 x i32> [ %140, %132 ], [ %203, %159 ]
  %217 = phi <4 x i32> [ %141, %132 ], [ %204, %159 ]
  %218 = phi <4 x i32> [ %142, %132 ], [ %205, %159 ]
  %219 = phi <4 x i32> [ %143, %132 ], [ %206, %159 ]
  %220 = phi <4 x i32> [ %144, %132 ], [ %207, %159 ]
  %221 = add <4 x i32> %210, %209
  %222 = add <4 x i32> %211, %221
  %223 = add <4 x i32> %212, %222
  %224 = add <4 x i32> %213, %223
  %225 = add <4 x i32> %214, %224
  %226 = add <4 x i32> %215, %225
  %227 = add <4 x i32> %216, %226
  %228 = add <4 x i32> %217, %227
  %229 = add <4 x i32> %218, %228
  %230 = add <4 x i32> %219, %229
  %231 = add <4 x i32> %220, %230
  %232 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %231)
  %233 = icmp eq i64 %8, 0
  br i1 %233, label %237, label %234

234:                                              ; preds = %4, %208
  %235 = phi i64 [ 0, %4 ], [ %9, %208 ]
  %236 = phi i32 [ 0, %4 ], [ %232, %208 ]
  br label %239

237:                                              ; preds = %239, %208, %2
  %238 = phi i32 [ 0, %2 ], [ %232, %208 ], [ %244, %239 ]
  ret i32 %238

239:                                              ; preds = %234, %239
  %240 = phi i64 [ %245, %239 ], [ %235, %234 ]
  %241 = phi i32 [ %244, %239 ], [ %236, %234 ]
  %242 = getelementptr inbounds i32, i32* %0, i64 %240
  %243 = load i32, i32* %242, align 4, !tbaa !5
  %244 = add nsw i32 %243, %241
  %245 = add nuw nsw i64 %240, 1
  %246 = icmp eq i64 %245, %5
  br i1 %246, label %237, label %239, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum16() unnamed_addr #3 {
  %1 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 44) to <4 x i16>*), align 8, !tbaa !9
  %2 = sext <4 x i16> %1 to <4 x i32>
  %3 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 92) to <4 x i16>*), align 8, !tbaa !9
  %4 = sext <4 x i16> %3 to <4 x i32>
  %5 = add nsw <4 x i32> %2, %4
  %6 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 140) to <4 x i16>*), align 8, !tbaa !9
  %7 = sext <4 x i16> %6 to <4 x i32>
  %8 = add nsw <4 x i32> %5, %7
  %9 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 188) to <4 x i16>*), align 8, !tbaa !9
  %10 = sext <4 x i16> %9 to <4 x i32>
  %11 = add nsw <4 x i32> %8, %10
  %12 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 40) to <4 x i16>*), align 8, !tbaa !9
  %13 = sext <4 x i16> %12 to <4 x i32>
  %14 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 88) to <4 x i16>*), align 8, !tbaa !9
  %15 = sext <4 x i16> %14 to <4 x i32>
  %16 = add nsw <4 x i32> %13, %15
  %17 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 136) to <4 x i16>*), align 8, !tbaa !9
  %18 = sext <4 x i16> %17 to <4 x i32>
  %19 = add nsw <4 x i32> %16, %18
  %20 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 184) to <4 x i16>*), align 8, !tbaa !9
  %21 = sext <4 x i16> %20 to <4 x i32>
  %22 = add nsw <4 x i32> %19, %21
  %23 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 36) to <4 x i16>*), align 8, !tbaa !9
  %24 = sext <4 x i16> %23 to <4 x i32>
  %25 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 84) to <4 x i16>*), align 8, !tbaa !9
  %26 = sext <4 x i16> %25 to <4 x i32>
  %27 = add nsw <4 x i32> %24, %26
  %28 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 132) to <4 x i16>*), align 8, !tbaa !9
  %29 = sext <4 x i16> %28 to <4 x i32>
  %30 = add nsw <4 x i32> %27, %29
  %31 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 180) to <4 x i16>*), align 8, !tbaa !9
  %32 = sext <4 x i16> %31 to <4 x i32>
  %33 = add nsw <4 x i32> %30, %32
  %34 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 32) to <4 x i16>*), align 8, !tbaa !9
  %35 = sext <4 x i16> %34 to <4 x i32>
  %36 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 80) to <4 x i16>*), align 8, !tbaa !9
  %37 = sext <4 x i16> %36 to <4 x i32>
  %38 = add nsw <4 x i32> %35, %37
  %39 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 128) to <4 x i16>*), align 8, !tbaa !9
  %40 = sext <4 x i16> %39 to <4 x i32>
  %41 = add nsw <4 x i32> %38, %40
  %42 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 176) to <4 x i16>*), align 8, !tbaa !9
  %43 = sext <4 x i16> %42 to <4 x i32>
  %44 = add nsw <4 x i32> %41, %43
  %45 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 28) to <4 x i16>*), align 8, !tbaa !9
  %46 = sext <4 x i16> %45 to <4 x i32>
  %47 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 76) to <4 x i16>*), align 8, !tbaa !9
  %48 = sext <4 x i16> %47 to <4 x i32>
  %49 = add nsw <4 x i32> %46, %48
  %50 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 124) to <4 x i16>*), align 8, !tbaa !9
  %51 = sext <4 x i16> %50 to <4 x i32>
  %52 = add nsw <4 x i32> %49, %51
  %53 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 172) to <4 x i16>*), align 8, !tbaa !9
  %54 = sext <4 x i16> %53 to <4 x i32>
  %55 = add nsw <4 x i32> %52, %54
  %56 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 24) to <4 x i16>*), align 8, !tbaa !9
  %57 = sext <4 x i16> %56 to <4 x i32>
  %58 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 72) to <4 x i16>*), align 8, !tbaa !9
  %59 = sext <4 x i16> %58 to <4 x i32>
  %60 = add nsw <4 x i32> %57, %59
  %61 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 120) to <4 x i16>*), align 8, !tbaa !9
  %62 = sext <4 x i16> %61 to <4 x i32>
  %63 = add nsw <4 x i32> %60, %62
  %64 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 168) to <4 x i16>*), align 8, !tbaa !9
  %65 = sext <4 x i16> %64 to <4 x i32>
  %66 = add nsw <4 x i32> %63, %65
  %67 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 20) to <4 x i16>*), align 8, !tbaa !9
  %68 = sext <4 x i16> %67 to <4 x i32>
  %69 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 68) to <4 x i16>*), align 8, !tbaa !9
  %70 = sext <4 x i16> %69 to <4 x i32>
  %71 = add nsw <4 x i32> %68, %70
  %72 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 116) to <4 x i16>*), align 8, !tbaa !9
  %73 = sext <4 x i16> %72 to <4 x i32>
  %74 = add nsw <4 x i32> %71, %73
  %75 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 164) to <4 x i16>*), align 8, !tbaa !9
  %76 = sext <4 x i16> %75 to <4 x i32>
  %77 = add nsw <4 x i32> %74, %76
  %78 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 16) to <4 x i16>*), align 8, !tbaa !9
  %79 = sext <4 x i16> %78 to <4 x i32>
  %80 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 64) to <4 x i16>*), align 8, !tbaa !9
  %81 = sext <4 x i16> %80 to <4 x i32>
  %82 = add nsw <4 x i32> %79, %81
  %83 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 112) to <4 x i16>*), align 8, !tbaa !9
  %84 = sext <4 x i16> %83 to <4 x i32>
  %85 = add nsw <4 x i32> %82, %84
  %86 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 160) to <4 x i16>*), align 8, !tbaa !9
  %87 = sext <4 x i16> %86 to <4 x i32>
  %88 = add nsw <4 x i32> %85, %87
  %89 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 12) to <4 x i16>*), align 8, !tbaa !9
  %90 = sext <4 x i16> %89 to <4 x i32>
  %91 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 60) to <4 x i16>*), align 8, !tbaa !9
  %92 = sext <4 x i16> %91 to <4 x i32>
  %93 = add nsw <4 x i32> %90, %92
  %94 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 108) to <4 x i16>*), align 8, !tbaa !9
  %95 = sext <4 x i16> %94 to <4 x i32>
  %96 = add nsw <4 x i32> %93, %95
  %97 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 156) to <4 x i16>*), align 8, !tbaa !9
  %98 = sext <4 x i16> %97 to <4 x i32>
  %99 = add nsw <4 x i32> %96, %98
  %100 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 8) to <4 x i16>*), align 8, !tbaa !9
  %101 = sext <4 x i16> %100 to <4 x i32>
  %102 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 56) to <4 x i16>*), align 8, !tbaa !9
  %103 = sext <4 x i16> %102 to <4 x i32>
  %104 = add nsw <4 x i32> %101, %103
  %105 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 104) to <4 x i16>*), align 8, !tbaa !9
  %106 = sext <4 x i16> %105 to <4 x i32>
  %107 = add nsw <4 x i32> %104, %106
  %108 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 152) to <4 x i16>*), align 8, !tbaa !9
  %109 = sext <4 x i16> %108 to <4 x i32>
  %110 = add nsw <4 x i32> %107, %109
  %111 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 4) to <4 x i16>*), align 8, !tbaa !9
  %112 = sext <4 x i16> %111 to <4 x i32>
  %113 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 52) to <4 x i16>*), align 8, !tbaa !9
  %114 = sext <4 x i16> %113 to <4 x i32>
  %115 = add nsw <4 x i32> %112, %114
  %116 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 100) to <4 x i16>*), align 8, !tbaa !9
  %117 = sext <4 x i16> %116 to <4 x i32>
  %118 = add nsw <4 x i32> %115, %117
  %119 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 148) to <4 x i16>*), align 8, !tbaa !9
  %120 = sext <4 x i16> %119 to <4 x i32>
  %121 = add nsw <4 x i32> %118, %120
  %122 = load <4 x i16>, <4 x i16>* bitcast ([203 x i16]* @a16 to <4 x i16>*), align 8, !tbaa !9
  %123 = sext <4 x i16> %122 to <4 x i32>
  %124 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 48) to <4 x i16>*), align 8, !tbaa !9
  %125 = sext <4 x i16> %124 to <4 x i32>
  %126 = add nsw <4 x i32> %123, %125
  %127 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 96) to <4 x i16>*), align 8, !tbaa !9
  %128 = sext <4 x i16> %127 to <4 x i32>
  %129 = add nsw <4 x i32> %126, %128
  %130 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 144) to <4 x i16>*), align 8, !tbaa !9
  %131 = sext <4 x i16> %130 to <4 x i32>
  %132 = add nsw <4 x i32> %129, %131
  %133 = add nsw <4 x i32> %121, %132
  %134 = add nsw <4 x i32> %110, %133
  %135 = add nsw <4 x i32> %99, %134
  %136 = add <4 x i32> %88, %135
  %137 = add <4 x i32> %77, %136
  %138 = add <4 x i32> %66, %137
  %139 = add <4 x i32> %55, %138
  %140 = add <4 x i32> %44, %139
  %141 = add <4 x i32> %33, %140
  %142 = add <4 x i32> %22, %141
  %143 = add <4 x i32> %11, %142
  %144 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %143)
  %145 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 192), align 8, !tbaa !9
  %146 = sext i16 %145 to i32
  %147 = add nsw i32 %144, %146
  %148 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 193), align 2, !tbaa !9
  %149 = sext i16 %148 to i32
  %150 = add nsw i32 %147, %149
  %151 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 194), align 4, !tbaa !9
  %152 = sext i16 %151 to i32
  %153 = add nsw i32 %150, %152
  %154 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 195), align 2, !tbaa !9
  %155 = sext i16 %154 to i32
  %156 = add nsw i32 %153, %155
  %157 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 196), align 8, !tbaa !9
  %158 = sext i16 %157 to i32
  %159 = add nsw i32 %156, %158
  %160 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 197), align 2, !tbaa !9
  %161 = sext i16 %160 to i32
  %162 = add nsw i32 %159, %161
  %163 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 198), align 4, !tbaa !9
  %164 = sext i16 %163 to i32
  %165 = add nsw i32 %162, %164
  %166 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 199), align 2, !tbaa !9
  %167 = sext i16 %166 to i32
  %168 = add nsw i32 %165, %167
  %169 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 200), align 8, !tbaa !9
  %170 = sext i16 %169 to i32
  %171 = add nsw i32 %168, %170
  %172 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 201), align 2, !tbaa !9
  %173 = sext i16 %172 to i32
  %174 = add nsw i32 %171, %173
  %175 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 202), align 4, !tbaa !9
  %176 = sext i16 %175 to i32
  %177 = add nsw i32 %174, %176
  ret i32 %177
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum8() unnamed_addr #3 {
  %1 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 44) to <4 x i8>*), align 4, !tbaa !11
  %2 = sext <4 x i8> %1 to <4 x i32>
  %3 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 92) to <4 x i8>*), align 4, !tbaa !11
  %4 = sext <4 x i8> %3 to <4 x i32>
  %5 = add nsw <4 x i32> %2, %4
  %6 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 140) to <4 x i8>*), align 4, !tbaa !11
  %7 = sext <4 x i8> %6 to <4 x i32>
  %8 = add nsw <4 x i32> %5, %7
  %9 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 188) to <4 x i8>*), align 4, !tbaa !11
  %10 = sext <4 x i8> %9 to <4 x i32>
  %11 = add nsw <4 x i32> %8, %10
  %12 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 40) to <4 x i8>*), align 4, !tbaa !11
  %13 = sext <4 x i8> %12 to <4 x i32>
  %14 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 88) to <4 x i8>*), align 4, !tbaa !11
  %15 = sext <4 x i8> %14 to <4 x i32>
  %16 = add nsw <4 x i32> %13, %15
  %17 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 136) to <4 x i8>*), align 4, !tbaa !11
  %18 = sext <4 x i8> %17 to <4 x i32>
  %19 = add nsw <4 x i32> %16, %18
  %20 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 184) to <4 x i8>*), align 4, !tbaa !11
  %21 = sext <4 x i8> %20 to <4 x i32>
  %22 = add nsw <4 x i32> %19, %21
  %23 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 36) to <4 x i8>*), align 4, !tbaa !11
  %24 = sext <4 x i8> %23 to <4 x i32>
  %25 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 84) to <4 x i8>*), align 4, !tbaa !11
  %26 = sext <4 x i8> %25 to <4 x i32>
  %27 = add nsw <4 x i32> %24, %26
  %28 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 132) to <4 x i8>*), align 4, !tbaa !11
  %29 = sext <4 x i8> %28 to <4 x i32>
  %30 = add nsw <4 x i32> %27, %29
  %31 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 180) to <4 x i8>*), align 4, !tbaa !11
  %32 = sext <4 x i8> %31 to <4 x i32>
  %33 = add nsw <4 x i32> %30, %32
  %34 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 32) to <4 x i8>*), align 4, !tbaa !11
  %35 = sext <4 x i8> %34 to <4 x i32>
  %36 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 80) to <4 x i8>*), align 4, !tbaa !11
  %37 = sext <4 x i8> %36 to <4 x i32>
  %38 = add nsw <4 x i32> %35, %37
  %39 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 128) to <4 x i8>*), align 4, !tbaa !11
  %40 = sext <4 x i8> %39 to <4 x i32>
  %41 = add nsw <4 x i32> %38, %40
  %42 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 176) to <4 x i8>*), align 4, !tbaa !11
  %43 = sext <4 x i8> %42 to <4 x i32>
  %44 = add nsw <4 x i32> %41, %43
  %45 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 28) to <4 x i8>*), align 4, !tbaa !11
  %46 = sext <4 x i8> %45 to <4 x i32>
  %47 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 76) to <4 x i8>*), align 4, !tbaa !11
  %48 = sext <4 x i8> %47 to <4 x i32>
  %49 = add nsw <4 x i32> %46, %48
  %50 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 124) to <4 x i8>*), align 4, !tbaa !11
  %51 = sext <4 x i8> %50 to <4 x i32>
  %52 = add nsw <4 x i32> %49, %51
  %53 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 172) to <4 x i8>*), align 4, !tbaa !11
  %54 = sext <4 x i8> %53 to <4 x i32>
  %55 = add nsw <4 x i32> %52, %54
  %56 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 24) to <4 x i8>*), align 4, !tbaa !11
  %57 = sext <4 x i8> %56 to <4 x i32>
  %58 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 72) to <4 x i8>*), align 4, !tbaa !11
  %59 = sext <4 x i8> %58 to <4 x i32>
  %60 = add nsw <4 x i32> %57, %59
  %61 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 120) to <4 x i8>*), align 4, !tbaa !11
  %62 = sext <4 x i8> %61 to <4 x i32>
  %63 = add nsw <4 x i32> %60, %62
  %64 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 168) to <4 x i8>*), align 4, !tbaa !11
  %65 = sext <4 x i8> %64 to <4 x i32>
  %66 = add nsw <4 x i32> %63, %65
  %67 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 20) to <4 x i8>*), align 4, !tbaa !11
  %68 = sext <4 x i8> %67 to <4 x i32>
  %69 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 68) to <4 x i8>*), align 4, !tbaa !11
  %70 = sext <4 x i8> %69 to <4 x i32>
  %71 = add nsw <4 x i32> %68, %70
  %72 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 116) to <4 x i8>*), align 4, !tbaa !11
  %73 = sext <4 x i8> %72 to <4 x i32>
  %74 = add nsw <4 x i32> %71, %73
  %75 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 164) to <4 x i8>*), align 4, !tbaa !11
  %76 = sext <4 x i8> %75 to <4 x i32>
  %77 = add nsw <4 x i32> %74, %76
  %78 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 16) to <4 x i8>*), align 4, !tbaa !11
  %79 = sext <4 x i8> %78 to <4 x i32>
  %80 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 64) to <4 x i8>*), align 4, !tbaa !11
  %81 = sext <4 x i8> %80 to <4 x i32>
  %82 = add nsw <4 x i32> %79, %81
  %83 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 112) to <4 x i8>*), align 4, !tbaa !11
  %84 = sext <4 x i8> %83 to <4 x i32>
  %85 = add nsw <4 x i32> %82, %84
  %86 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 160) to <4 x i8>*), align 4, !tbaa !11
  %87 = sext <4 x i8> %86 to <4 x i32>
  %88 = add nsw <4 x i32> %85, %87
  %89 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 12) to <4 x i8>*), align 4, !tbaa !11
  %90 = sext <4 x i8> %89 to <4 x i32>
  %91 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 60) to <4 x i8>*), align 4, !tbaa !11
  %92 = sext <4 x i8> %91 to <4 x i32>
  %93 = add nsw <4 x i32> %90, %92
  %94 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 108) to <4 x i8>*), align 4, !tbaa !11
  %95 = sext <4 x i8> %94 to <4 x i32>
  %96 = add nsw <4 x i32> %93, %95
  %97 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 156) to <4 x i8>*), align 4, !tbaa !11
  %98 = sext <4 x i8> %97 to <4 x i32>
  %99 = add nsw <4 x i32> %96, %98
  %100 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 8) to <4 x i8>*), align 4, !tbaa !11
  %101 = sext <4 x i8> %100 to <4 x i32>
  %102 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 56) to <4 x i8>*), align 4, !tbaa !11
  %103 = sext <4 x i8> %102 to <4 x i32>
  %104 = add nsw <4 x i32> %101, %103
  %105 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 104) to <4 x i8>*), align 4, !tbaa !11
  %106 = sext <4 x i8> %105 to <4 x i32>
  %107 = add nsw <4 x i32> %104, %106
  %108 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 152) to <4 x i8>*), align 4, !tbaa !11
  %109 = sext <4 x i8> %108 to <4 x i32>
  %110 = add nsw <4 x i32> %107, %109
  %111 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 4) to <4 x i8>*), align 4, !tbaa !11
  %112 = sext <4 x i8> %111 to <4 x i32>
  %113 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 52) to <4 x i8>*), align 4, !tbaa !11
  %114 = sext <4 x i8> %113 to <4 x i32>
  %115 = add nsw <4 x i32> %112, %114
  %116 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 100) to <4 x i8>*), align 4, !tbaa !11
  %117 = sext <4 x i8> %116 to <4 x i32>
  %118 = add nsw <4 x i32> %115, %117
  %119 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 148) to <4 x i8>*), align 4, !tbaa !11
  %120 = sext <4 x i8> %119 to <4 x i32>
  %121 = add nsw <4 x i32> %118, %120
  %122 = load <4 x i8>, <4 x i8>* bitcast ([203 x i8]* @a8 to <4 x i8>*), align 4, !tbaa !11
  %123 = sext <4 x i8> %122 to <4 x i32>
  %124 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 48) to <4 x i8>*), align 4, !tbaa !11
  %125 = sext <4 x i8> %124 to <4 x i32>
  %126 = add nsw <4 x i32> %123, %125
  %127 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 96) to <4 x i8>*), align 4, !tbaa !11
  %128 = sext <4 x i8> %127 to <4 x i32>
  %129 = add nsw <4 x i32> %126, %128
  %130 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 144) to <4 x i8>*), align 4, !tbaa !11
  %131 = sext <4 x i8> %130 to <4 x i32>
  %132 = add nsw <4 x i32> %129, %131
  %133 = add nsw <4 x i32> %121, %132
  %134 = add nsw <4 x i32> %110, %133
  %135 = add nsw <4 x i32> %99, %134
  %136 = add <4 x i32> %88, %135
  %137 = add <4 x i32> %77, %136
  %138 = add <4 x i32> %66, %137
  %139 = add <4 x i32> %55, %138
  %140 = add <4 x i32> %44, %139
  %141 = add <4 x i32> %33, %140
  %142 = add <4 x i32> %22, %141
  %143 = add <4 x i32> %11, %142
  %144 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %143)
  %145 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 192), align 4, !tbaa !11
  %146 = sext i8 %145 to i32
  %147 = add nsw i32 %144, %146
  %148 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 193), align 1, !tbaa !11
  %149 = sext i8 %148 to i32
  %150 = add nsw i32 %147, %149
  %151 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 194), align 2, !tbaa !11
  %152 = sext i8 %151 to i32
  %153 = add nsw i32 %150, %152
  %154 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 195), align 1, !tbaa !11
  %155 = sext i8 %154 to i32
  %156 = add nsw i32 %153, %155
  %157 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 196), align 4, !tbaa !11
  %158 = sext i8 %157 to i32
  %159 = add nsw i32 %156, %158
  %160 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 197), align 1, !tbaa !11
  %161 = sext i8 %160 to i32
  %162 = add nsw i32 %159, %161
  %163 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 198), align 2, !tbaa !11
  %164 = sext i8 %163 to i32
  %165 = add nsw i32 %162, %164
  %166 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 199), align 1, !tbaa !11
  %167 = sext i8 %166 to i32
  %168 = add nsw i32 %165, %167
  %169 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 200), align 4, !tbaa !11
  %170 = sext i8 %169 to i32
  %171 = add nsw i32 %168, %170
  %172 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 201), align 1, !tbaa !11
  %173 = sext i8 %172 to i32
  %174 = add nsw i32 %171, %173
  %175 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 202), align 2, !tbaa !11
  %176 = sext i8 %175 to i32
  %177 = add nsw i32 %174, %176
  ret i32 %177
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @sumu8() unnamed_addr #3 {
  %1 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 44) to <4 x i8>*), align 4, !tbaa !11
  %2 = zext <4 x i8> %1 to <4 x i32>
  %3 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 92) to <4 x i8>*), align 4, !tbaa !11
  %4 = zext <4 x i8> %3 to <4 x i32>
  %5 = add nuw nsw <4 x i32> %2, %4
  %6 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 140) to <4 x i8>*), align 4, !tbaa !11
  %7 = zext <4 x i8> %6 to <4 x i32>
  %8 = add nuw nsw <4 x i32> %5, %7
  %9 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 188) to <4 x i8>*), align 4, !tbaa !11
  %10 = zext <4 x i8> %9 to <4 x i32>
  %11 = add nuw nsw <4 x i32> %8, %10
  %12 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 40) to <4 x i8>*), align 4, !tbaa !11
  %13 = zext <4 x i8> %12 to <4 x i32>
  %14 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 88) to <4 x i8>*), align 4, !tbaa !11
  %15 = zext <4 x i8> %14 to <4 x i32>
  %16 = add nuw nsw <4 x i32> %13, %15
  %17 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 136) to <4 x i8>*), align 4, !tbaa !11
  %18 = zext <4 x i8> %17 to <4 x i32>
  %19 = add nuw nsw <4 x i32> %16, %18
  %20 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 184) to <4 x i8>*), align 4, !tbaa !11
  %21 = zext <4 x i8> %20 to <4 x i32>
  %22 = add nuw nsw <4 x i32> %19, %21
  %23 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 36) to <4 x i8>*), align 4, !tbaa !11
  %24 = zext <4 x i8> %23 to <4 x i32>
  %25 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 84) to <4 x i8>*), align 4, !tbaa !11
  %26 = zext <4 x i8> %25 to <4 x i32>
  %27 = add nuw nsw <4 x i32> %24, %26
  %28 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 132) to <4 x i8>*), align 4, !tbaa !11
  %29 = zext <4 x i8> %28 to <4 x i32>
  %30 = add nuw nsw <4 x i32> %27, %29
  %31 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 180) to <4 x i8>*), align 4, !tbaa !11
  %32 = zext <4 x i8> %31 to <4 x i32>
  %33 = add nuw nsw <4 x i32> %30, %32
  %34 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 32) to <4 x i8>*), align 4, !tbaa !11
  %35 = zext <4 x i8> %34 to <4 x i32>
  %36 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 80) to <4 x i8>*), align 4, !tbaa !11
  %37 = zext <4 x i8> %36 to <4 x i32>
  %38 = add nuw nsw <4 x i32> %35, %37
  %39 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 128) to <4 x i8>*), align 4, !tbaa !11
  %40 = zext <4 x i8> %39 to <4 x i32>
  %41 = add nuw nsw <4 x i32> %38, %40
  %42 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 176) to <4 x i8>*), align 4, !tbaa !11
  %43 = zext <4 x i8> %42 to <4 x i32>
  %44 = add nuw nsw <4 x i32> %41, %43
  %45 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 28) to <4 x i8>*), align 4, !tbaa !11
  %46 = zext <4 x i8> %45 to <4 x i32>
  %47 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 76) to <4 x i8>*), align 4, !tbaa !11
  %48 = zext <4 x i8> %47 to <4 x i32>
  %49 = add nuw nsw <4 x i32> %46, %48
  %50 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 124) to <4 x i8>*), align 4, !tbaa !11
  %51 = zext <4 x i8> %50 to <4 x i32>
  %52 = add nuw nsw <4 x i32> %49, %51
  %53 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 172) to <4 x i8>*), align 4, !tbaa !11
  %54 = zext <4 x i8> %53 to <4 x i32>
  %55 = add nuw nsw <4 x i32> %52, %54
  %56 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 24) to <4 x i8>*), align 4, !tbaa !11
  %57 = zext <4 x i8> %56 to <4 x i32>
  %58 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 72) to <4 x i8>*), align 4, !tbaa !11
  %59 = zext <4 x i8> %58 to <4 x i32>
  %60 = add nuw nsw <4 x i32> %57, %59
  %61 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 120) to <4 x i8>*), align 4, !tbaa !11
  %62 = zext <4 x i8> %61 to <4 x i32>
  %63 = add nuw nsw <4 x i32> %60, %62
  %64 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 168) to <4 x i8>*), align 4, !tbaa !11
  %65 = zext <4 x i8> %64 to <4 x i32>
  %66 = add nuw nsw <4 x i32> %63, %65
  %67 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 20) to <4 x i8>*), align 4, !tbaa !11
  %68 = zext <4 x i8> %67 to <4 x i32>
  %69 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 68) to <4 x i8>*), align 4, !tbaa !11
  %70 = zext <4 x i8> %69 to <4 x i32>
  %71 = add nuw nsw <4 x i32> %68, %70
  %72 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 116) to <4 x i8>*), align 4, !tbaa !11
  %73 = zext <4 x i8> %72 to <4 x i32>
  %74 = add nuw nsw <4 x i32> %71, %73
  %75 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 164) to <4 x i8>*), align 4, !tbaa !11
  %76 = zext <4 x i8> %75 to <4 x i32>
  %77 = add nuw nsw <4 x i32> %74, %76
  %78 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 16) to <4 x i8>*), align 4, !tbaa !11
  %79 = zext <4 x i8> %78 to <4 x i32>
  %80 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 64) to <4 x i8>*), align 4, !tbaa !11
  %81 = zext <4 x i8> %80 to <4 x i32>
  %82 = add nuw nsw <4 x i32> %79, %81
  %83 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 112) to <4 x i8>*), align 4, !tbaa !11
  %84 = zext <4 x i8> %83 to <4 x i32>
  %85 = add nuw nsw <4 x i32> %82, %84
  %86 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 160) to <4 x i8>*), align 4, !tbaa !11
  %87 = zext <4 x i8> %86 to <4 x i32>
  %88 = add nuw nsw <4 x i32> %85, %87
  %89 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 12) to <4 x i8>*), align 4, !tbaa !11
  %90 = zext <4 x i8> %89 to <4 x i32>
  %91 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 60) to <4 x i8>*), align 4, !tbaa !11
  %92 = zext <4 x i8> %91 to <4 x i32>
  %93 = add nuw nsw <4 x i32> %90, %92
  %94 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 108) to <4 x i8>*), align 4, !tbaa !11
  %95 = zext <4 x i8> %94 to <4 x i32>
  %96 = add nuw nsw <4 x i32> %93, %95
  %97 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 156) to <4 x i8>*), align 4, !tbaa !11
  %98 = zext <4 x i8> %97 to <4 x i32>
  %99 = add nuw nsw <4 x i32> %96, %98
  %100 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 8) to <4 x i8>*), align 4, !tbaa !11
  %101 = zext <4 x i8> %100 to <4 x i32>
  %102 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 56) to <4 x i8>*), align 4, !tbaa !11
  %103 = zext <4 x i8> %102 to <4 x i32>
  %104 = add nuw nsw <4 x i32> %101, %103
  %105 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 104) to <4 x i8>*), align 4, !tbaa !11
  %106 = zext <4 x i8> %105 to <4 x i32>
  %107 = add nuw nsw <4 x i32> %104, %106
  %108 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 152) to <4 x i8>*), align 4, !tbaa !11
  %109 = zext <4 x i8> %108 to <4 x i32>
  %110 = add nuw nsw <4 x i32> %107, %109
  %111 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 4) to <4 x i8>*), align 4, !tbaa !11
  %112 = zext <4 x i8> %111 to <4 x i32>
  %113 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 52) to <4 x i8>*), align 4, !tbaa !11
  %114 = zext <4 x i8> %113 to <4 x i32>
  %115 = add nuw nsw <4 x i32> %112, %114
  %116 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 100) to <4 x i8>*), align 4, !tbaa !11
  %117 = zext <4 x i8> %116 to <4 x i32>
  %118 = add nuw nsw <4 x i32> %115, %117
  %119 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 148) to <4 x i8>*), align 4, !tbaa !11
  %120 = zext <4 x i8> %119 to <4 x i32>
  %121 = add nuw nsw <4 x i32> %118, %120
  %122 = load <4 x i8>, <4 x i8>* bitcast ([203 x i8]* @u8a to <4 x i8>*), align 4, !tbaa !11
  %123 = zext <4 x i8> %122 to <4 x i32>
  %124 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 48) to <4 x i8>*), align 4, !tbaa !11
  %125 = zext <4 x i8> %124 to <4 x i32>
  %126 = add nuw nsw <4 x i32> %123, %125
  %127 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 96) to <4 x i8>*), align 4, !tbaa !11
  %128 = zext <4 x i8> %127 to <4 x i32>
  %129 = add nuw nsw <4 x i32> %126, %128
  %130 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 144) to <4 x i8>*), align 4, !tbaa !11
  %131 = zext <4 x i8> %130 to <4 x i32>
  %132 = add nuw nsw <4 x i32> %129, %131
  %133 = add nuw nsw <4 x i32> %121, %132
  %134 = add nuw nsw <4 x i32> %110, %133
  %135 = add nuw nsw <4 x i32> %99, %134
  %136 = add <4 x i32> %88, %135
  %137 = add <4 x i32> %77, %136
  %138 = add <4 x i32> %66, %137
  %139 = add <4 x i32> %55, %138
  %140 = add <4 x i32> %44, %139
  %141 = add <4 x i32> %33, %140
  %142 = add <4 x i32> %22, %141
  %143 = add <4 x i32> %11, %142
  %144 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %143)
  %145 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 192), align 4, !tbaa !11
  %146 = zext i8 %145 to i32
  %147 = add i32 %144, %146
  %148 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 193), align 1, !tbaa !11
  %149 = zext i8 %148 to i32
  %150 = add i32 %147, %149
  %151 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 194), align 2, !tbaa !11
  %152 = zext i8 %151 to i32
  %153 = add i32 %150, %152
  %154 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 195), align 1, !tbaa !11
  %155 = zext i8 %154 to i32
  %156 = add i32 %153, %155
  %157 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 196), align 4, !tbaa !11
  %158 = zext i8 %157 to i32
  %159 = add i32 %156, %158
  %160 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 197), align 1, !tbaa !11
  %161 = zext i8 %160 to i32
  %162 = add i32 %159, %161
  %163 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 198), align 2, !tbaa !11
  %164 = zext i8 %163 to i32
  %165 = add i32 %162, %164
  %166 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 199), align 1, !tbaa !11
  %167 = zext i8 %166 to i32
  %168 = add i32 %165, %167
  %169 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 200), align 4, !tbaa !11
  %170 = zext i8 %169 to i32
  %171 = add i32 %168, %170
  %172 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 201), align 1, !tbaa !11
  %173 = zext i8 %172 to i32
  %174 = add i32 %171, %173
  %175 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 202), align 2, !tbaa !11
  %176 = zext i8 %175 to i32
  %177 = add i32 %174, %176
  ret i32 %177
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum64() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %112, %1 ]
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %100, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %101, %1 ]
  %5 = phi <2 x i64> [ zeroinitializer, %0 ], [ %102, %1 ]
  %6 = phi <2 x i64> [ zeroinitializer, %0 ], [ %103, %1 ]
  %7 = phi <2 x i64> [ zeroinitializer, %0 ], [ %104, %1 ]
  %8 = phi <2 x i64> [ zeroinitializer, %0 ], [ %105, %1 ]
  %9 = phi <2 x i64> [ zeroinitializer, %0 ], [ %106, %1 ]
  %10 = phi <2 x i64> [ zeroinitializer, %0 ], [ %107, %1 ]
  %11 = phi <2 x i64> [ zeroinitializer, %0 ], [ %108, %1 ]
  %12 = phi <2 x i64> [ zeroinitializer, %0 ], [ %109, %1 ]
  %13 = phi <2 x i64> [ zeroinitializer, %0 ], [ %110, %1 ]
  %14 = phi <2 x i64> [ zeroinitializer, %0 ], [ %111, %1 ]
  %15 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %2
  %16 = bitcast i64* %15 to <2 x i64>*
  %17 = load <2 x i64>, <2 x i64>* %16, align 8, !tbaa !12
  %18 = getelementptr inbounds i64, i64* %15, i64 2
  %19 = bitcast i64* %18 to <2 x i64>*
  %20 = load <2 x i64>, <2 x i64>* %19, align 8, !tbaa !12
  %21 = getelementptr inbounds i64, i64* %15, i64 4
  %22 = bitcast i64* %21 to <2 x i64>*
  %23 = load <2 x i64>, <2 x i64>* %22, align 8, !tbaa !12
  %24 = getelementptr inbounds i64, i64* %15, i64 6
  %25 = bitcast i64* %24 to <2 x i64>*
  %26 = load <2 x i64>, <2 x i64>* %25, align 8, !tbaa !12
  %27 = getelementptr inbounds i64, i64* %15, i64 8
  %28 = bitcast i64* %27 to <2 x i64>*
  %29 = load <2 x i64>, <2 x i64>* %28, align 8, !tbaa !12
  %30 = getelementptr inbounds i64, i64* %15, i64 10
  %31 = bitcast i64* %30 to <2 x i64>*
  %32 = load <2 x i64>, <2 x i64>* %31, align 8, !tbaa !12
  %33 = getelementptr inbounds i64, i64* %15, i64 12
  %34 = bitcast i64* %33 to <2 x i64>*
  %35 = load <2 x i64>, <2 x i64>* %34, align 8, !tbaa !12
  %36 = getelementptr inbounds i64, i64* %15, i64 14
  %37 = bitcast i64* %36 to <2 x i64>*
  %38 = load <2 x i64>, <2 x i64>* %37, align 8, !tbaa !12
  %39 = getelementptr inbounds i64, i64* %15, i64 16
  %40 = bitcast i64* %39 to <2 x i64>*
  %41 = load <2 x i64>, <2 x i64>* %40, align 8, !tbaa !12
  %42 = getelementptr inbounds i64, i64* %15, i64 18
  %43 = bitcast i64* %42 to <2 x i64>*
  %44 = load <2 x i64>, <2 x i64>* %43, align 8, !tbaa !12
  %45 = getelementptr inbounds i64, i64* %15, i64 20
  %46 = bitcast i64* %45 to <2 x i64>*
  %47 = load <2 x i64>, <2 x i64>* %46, align 8, !tbaa !12
  %48 = getelementptr inbounds i64, i64* %15, i64 22
  %49 = bitcast i64* %48 to <2 x i64>*
  %50 = load <2 x i64>, <2 x i64>* %49, align 8, !tbaa !12
  %51 = add <2 x i64> %17, %3
  %52 = add <2 x i64> %20, %4
  %53 = add <2 x i64> %23, %5
  %54 = add <2 x i64> %26, %6
  %55 = add <2 x i64> %29, %7
  %56 = add <2 x i64> %32, %8
  %57 = add <2 x i64> %35, %9
  %58 = add <2 x i64> %38, %10
  %59 = add <2 x i64> %41, %11
  %60 = add <2 x i64> %44, %12
  %61 = add <2 x i64> %47, %13
  %62 = add <2 x i64> %50, %14
  %63 = add nuw nsw i64 %2, 24
  %64 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %63
  %65 = bitcast i64* %64 to <2 x i64>*
  %66 = load <2 x i64>, <2 x i64>* %65, align 8, !tbaa !12
  %67 = getelementptr inbounds i64, i64* %64, i64 2
  %68 = bitcast i64* %67 to <2 x i64>*
  %69 = load <2 x i64>, <2 x i64>* %68, align 8, !tbaa !12
  %70 = getelementptr inbounds i64, i64* %64, i64 4
  %71 = bitcast i64* %70 to <2 x i64>*
  %72 = load <2 x i64>, <2 x i64>* %71, align 8, !tbaa !12
  %73 = getelementptr inbounds i64, i64* %64, i64 6
  %74 = bitcast i64* %73 to <2 x i64>*
  %75 = load <2 x i64>, <2 x i64>* %74, align 8, !tbaa !12
  %76 = getelementptr inbounds i64, i64* %64, i64 8
  %77 = bitcast i64* %76 to <2 x i64>*
  %78 = load <2 x i64>, <2 x i64>* %77, align 8, !tbaa !12
  %79 = getelementptr inbounds i64, i64* %64, i64 10
  %80 = bitcast i64* %79 to <2 x i64>*
  %81 = load <2 x i64>, <2 x i64>* %80, align 8, !tbaa !12
  %82 = getelementptr inbounds i64, i64* %64, i64 12
  %83 = bitcast i64* %82 to <2 x i64>*
  %84 = load <2 x i64>, <2 x i64>* %83, align 8, !tbaa !12
  %85 = getelementptr inbounds i64, i64* %64, i64 14
  %86 = bitcast i64* %85 to <2 x i64>*
  %87 = load <2 x i64>, <2 x i64>* %86, align 8, !tbaa !12
  %88 = getelementptr inbounds i64, i64* %64, i64 16
  %89 = bitcast i64* %88 to <2 x i64>*
  %90 = load <2 x i64>, <2 x i64>* %89, align 8, !tbaa !12
  %91 = getelementptr inbounds i64, i64* %64, i64 18
  %92 = bitcast i64* %91 to <2 x i64>*
  %93 = load <2 x i64>, <2 x i64>* %92, align 8, !tbaa !12
  %94 = getelementptr inbounds i64, i64* %64, i64 20
  %95 = bitcast i64* %94 to <2 x i64>*
  %96 = load <2 x i64>, <2 x i64>* %95, align 8, !tbaa !12
  %97 = getelementptr inbounds i64, i64* %64, i64 22
  %98 = bitcast i64* %97 to <2 x i64>*
  %99 = load <2 x i64>, <2 x i64>* %98, align 8, !tbaa !12
  %100 = add <2 x i64> %66, %51
  %101 = add <2 x i64> %69, %52
  %102 = add <2 x i64> %72, %53
  %103 = add <2 x i64> %75, %54
  %104 = add <2 x i64> %78, %55
  %105 = add <2 x i64> %81, %56
  %106 = add <2 x i64> %84, %57
  %107 = add <2 x i64> %87, %58
  %108 = add <2 x i64> %90, %59
  %109 = add <2 x i64> %93, %60
  %110 = add <2 x i64> %96, %61
  %111 = add <2 x i64> %99, %62
  %112 = add nuw nsw i64 %2, 48
  %113 = icmp eq i64 %112, 192
  br i1 %113, label %114, label %1, !llvm.loop !22

114:                                              ; preds = %1
  %115 = add <2 x i64> %101, %100
  %116 = add <2 x i64> %102, %115
  %117 = add <2 x i64> %103, %116
  %118 = add <2 x i64> %104, %117
  %119 = add <2 x i64> %105, %118
  %120 = add <2 x i64> %106, %119
  %121 = add <2 x i64> %107, %120
  %122 = add <2 x i64> %108, %121
  %123 = add <2 x i64> %109, %122
  %124 = add <2 x i64> %110, %123
  %125 = add <2 x i64> %111, %124
  %126 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %125)
  %127 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 192), align 8, !tbaa !12
  %128 = add nsw i64 %127, %126
  %129 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 193), align 8, !tbaa !12
  %130 = add nsw i64 %129, %128
  %131 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 194), align 8, !tbaa !12
  %132 = add nsw i64 %131, %130
  %133 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 195), align 8, !tbaa !12
  %134 = add nsw i64 %133, %132
  %135 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 196), align 8, !tbaa !12
  %136 = add nsw i64 %135, %134
  %137 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 197), align 8, !tbaa !12
  %138 = add nsw i64 %137, %136
  %139 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 198), align 8, !tbaa !12
  %140 = add nsw i64 %139, %138
  %141 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 199), align 8, !tbaa !12
  %142 = add nsw i64 %141, %140
  %143 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 200), align 8, !tbaa !12
  %144 = add nsw i64 %143, %142
  %145 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 201), align 8, !tbaa !12
  %146 = add nsw i64 %145, %144
  %147 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 202), align 8, !tbaa !12
  %148 = add nsw i64 %147, %146
  ret i64 %148
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @max32(i32* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %114

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 48
  br i1 %6, label %111, label %7

7:                                                ; preds = %4
  %8 = urem i64 %5, 48
  %9 = sub nsw i64 %5, %8
  br label %10

10:                                               ; preds = %10, %7
  %11 = phi i64 [ 0, %7 ], [ %84, %10 ]
  %12 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %72, %10 ]
  %13 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %73, %10 ]
  %14 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %74, %10 ]
  %15 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %75, %10 ]
  %16 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %76, %10 ]
  %17 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %77, %10 ]
  %18 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %78, %10 ]
  %19 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %79, %10 ]
  %20 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %80, %10 ]
  %21 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %81, %10 ]
  %22 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %82, %10 ]
  %23 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %83, %10 ]
  %24 = getelementptr inbounds i32, i32* %0, i64 %11
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %24, i64 4
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %24, i64 8
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %24, i64 12
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %24, i64 16
  %37 = bitcast i32* %36 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 4, !tbaa !5
  %39 = getelementptr inbounds i32, i32* %24, i64 20
  %40 = bitcast i32* %39 to <4 x i32>*
  %41 = load <4 x i32>, <4 x i32>* %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, i32* %24, i64 24
  %43 = bitcast i32* %42 to <4 x i32>*
  %44 = load <4 x i32>, <4 x i32>* %43, align 4, !tbaa !5
  %45 = getelementptr inbounds i32, i32* %24, i64 28
  %46 = bitcast i32* %45 to <4 x i32>*
  %47 = load <4 x i32>, <4 x i32>* %46, align 4, !tbaa !5
  %48 = getelementptr inbounds i32, i32* %24, i64 32
  %49 = bitcast i32* %48 to <4 x i32>*
  %50 = load <4 x i32>, <4 x i32>* %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i32, i32* %24, i64 36
  %52 = bitcast i32* %51 to <4 x i32>*
  %53 = load <4 x i32>, <4 x i32>* %52, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, i32* %24, i64 40
  %55 = bitcast i32* %54 to <4 x i32>*
  %56 = load <4 x i32>, <4 x i32>* %55, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %24, i64 44
  %58 = bitcast i32* %57 to <4 x i32>*
  %59 = load <4 x i32>, <4 x i32>* %58, align 4, !tbaa !5
  %60 = icmp sgt <4 x i32> %26, %12
  %61 = icmp sgt <4 x i32> %29, %13
  %62 = icmp sgt <4 x i32> %32, %14
  %63 = icmp sgt <4 x i32> %35, %15
  %64 = icmp sgt <4 x i32> %38, %16
  %65 = icmp sgt <4 x i32> %41, %17
  %66 = icmp sgt <4 x i32> %44, %18
  %67 = icmp sgt <4 x i32> %47, %19
  %68 = icmp sgt <4 x i32> %50, %20
  %69 = icmp sgt <4 x i32> %53, %21
  %70 = icmp sgt <4 x i32> %56, %22
  %71 = icmp sgt <4 x i32> %59, %23
  %72 = select <4 x i1> %60, <4 x i32> %26, <4 x i32> %12
  %73 = select <4 x i1> %61, <4 x i32> %29, <4 x i32> %13
  %74 = select <4 x i1> %62, <4 x i32> %32, <4 x i32> %14
  %75 = select <4 x i1> %63, <4 x i32> %35, <4 x i32> %15
  %76 = select <4 x i1> %64, <4 x i32> %38, <4 x i32> %16
  %77 = select <4 x i1> %65, <4 x i32> %41, <4 x i32> %17
  %78 = select <4 x i1> %66, <4 x i32> %44, <4 x i32> %18
  %79 = select <4 x i1> %67, <4 x i32> %47, <4 x i32> %19
  %80 = select <4 x i1> %68, <4 x i32> %50, <4 x i32> %20
  %81 = select <4 x i1> %69, <4 x i32> %53, <4 x i32> %21
  %82 = select <4 x i1> %70, <4 x i32> %56, <4 x i32> %22
  %83 = select <4 x i1> %71, <4 x i32> %59, <4 x i32> %23
  %84 = add nuw i64 %11, 48
  %85 = icmp eq i64 %84, %9
  br i1 %85, label %86, label %10, !llvm.loop !23

86:                                               ; preds = %10
  %87 = icmp sgt <4 x i32> %72, %73
  %88 = select <4 x i1> %87, <4 x i32> %72, <4 x i32> %73
  %89 = icmp sgt <4 x i32> %88, %74
  %90 = select <4 x i1> %89, <4 x i32> %88, <4 x i32> %74
  %91 = icmp sgt <4 x i32> %90, %75
  %92 = select <4 x i1> %91, <4 x i32> %90, <4 x i32> %75
  %93 = icmp sgt <4 x i32> %92, %76
  %94 = select <4 x i1> %93, <4 x i32> %92, <4 x i32> %76
  %95 = icmp sgt <4 x i32> %94, %77
  %96 = select <4 x i1> %95, <4 x i32> %94, <4 x i32> %77
  %97 = icmp sgt <4 x i32> %96, %78
  %98 = select <4 x i1> %97, <4 x i32> %96, <4 x i32> %78
  %99 = icmp sgt <4 x i32> %98, %79
  %100 = select <4 x i1> %99, <4 x i32> %98, <4 x i32> %79
  %101 = icmp sgt <4 x i32> %100, %80
  %102 = select <4 x i1> %101, <4 x i32> %100, <4 x i32> %80
  %103 = icmp sgt <4 x i32> %102, %81
  %104 = select <4 x i1> %103, <4 x i32> %102, <4 x i32> %81
  %105 = icmp sgt <4 x i32> %104, %82
  %106 = select <4 x i1> %105, <4 x i32> %104, <4 x i32> %82
  %107 = icmp sgt <4 x i32> %106, %83
  %108 = select <4 x i1> %107, <4 x i32> %106, <4 x i32> %83
  %109 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %108)
  %110 = icmp eq i64 %8, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %4, %86
  %112 = phi i64 [ 0, %4 ], [ %9, %86 ]
  %113 = phi i32 [ -2147483648, %4 ], [ %109, %86 ]
  br label %116

114:                                              ; preds = %116, %86, %2
  %115 = phi i32 [ -2147483648, %2 ], [ %109, %86 ], [ %122, %116 ]
  ret i32 %115

116:                                              ; preds = %111, %116
  %117 = phi i64 [ %123, %116 ], [ %112, %111 ]
  %118 = phi i32 [ %122, %116 ], [ %113, %111 ]
  %119 = getelementptr inbounds i32, i32* %0, i64 %117
  %120 = load i32, i32* %119, align 4, !tbaa !5
  %121 = icmp sgt i32 %120, %118
  %122 = select i1 %121, i32 %120, i32 %118
  %123 = add nuw nsw i64 %117, 1
  %124 = icmp eq i64 %123, %5
  br i1 %124, label %114, label %116, !llvm.loop !24
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @min32() unnamed_addr #3 {
  %1 = load <4 x i32>, <4 x i32>* bitcast ([203 x i32]* @b32 to <4 x i32>*), align 16, !tbaa !5
  %2 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 4) to <4 x i32>*), align 16, !tbaa !5
  %3 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 8) to <4 x i32>*), align 16, !tbaa !5
  %4 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 12) to <4 x i32>*), align 16, !tbaa !5
  %5 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 16) to <4 x i32>*), align 16, !tbaa !5
  %6 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 20) to <4 x i32>*), align 16, !tbaa !5
  %7 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 24) to <4 x i32>*), align 16, !tbaa !5
  %8 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 28) to <4 x i32>*), align 16, !tbaa !5
  %9 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 32) to <4 x i32>*), align 16, !tbaa !5
  %10 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 36) to <4 x i32>*), align 16, !tbaa !5
  %11 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 40) to <4 x i32>*), align 16, !tbaa !5
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 44) to <4 x i32>*), align 16, !tbaa !5
  %13 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 48) to <4 x i32>*), align 16, !tbaa !5
  %14 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 52) to <4 x i32>*), align 16, !tbaa !5
  %15 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 56) to <4 x i32>*), align 16, !tbaa !5
  %16 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 60) to <4 x i32>*), align 16, !tbaa !5
  %17 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 64) to <4 x i32>*), align 16, !tbaa !5
  %18 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 68) to <4 x i32>*), align 16, !tbaa !5
  %19 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 72) to <4 x i32>*), align 16, !tbaa !5
  %20 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 76) to <4 x i32>*), align 16, !tbaa !5
  %21 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 80) to <4 x i32>*), align 16, !tbaa !5
  %22 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 84) to <4 x i32>*), align 16, !tbaa !5
  %23 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 88) to <4 x i32>*), align 16, !tbaa !5
  %24 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 92) to <4 x i32>*), align 16, !tbaa !5
  %25 = icmp slt <4 x i32> %13, %1
  %26 = icmp slt <4 x i32> %14, %2
  %27 = icmp slt <4 x i32> %15, %3
  %28 = icmp slt <4 x i32> %16, %4
  %29 = icmp slt <4 x i32> %17, %5
  %30 = icmp slt <4 x i32> %18, %6
  %31 = icmp slt <4 x i32> %19, %7
  %32 = icmp slt <4 x i32> %20, %8
  %33 = icmp slt <4 x i32> %21, %9
  %34 = icmp slt <4 x i32> %22, %10
  %35 = icmp slt <4 x i32> %23, %11
  %36 = icmp slt <4 x i32> %24, %12
  %37 = select <4 x i1> %25, <4 x i32> %13, <4 x i32> %1
  %38 = select <4 x i1> %26, <4 x i32> %14, <4 x i32> %2
  %39 = select <4 x i1> %27, <4 x i32> %15, <4 x i32> %3
  %40 = select <4 x i1> %28, <4 x i32> %16, <4 x i32> %4
  %41 = select <4 x i1> %29, <4 x i32> %17, <4 x i32> %5
  %42 = select <4 x i1> %30, <4 x i32> %18, <4 x i32> %6
  %43 = select <4 x i1> %31, <4 x i32> %19, <4 x i32> %7
  %44 = select <4 x i1> %32, <4 x i32> %20, <4 x i32> %8
  %45 = select <4 x i1> %33, <4 x i32> %21, <4 x i32> %9
  %46 = select <4 x i1> %34, <4 x i32> %22, <4 x i32> %10
  %47 = select <4 x i1> %35, <4 x i32> %23, <4 x i32> %11
  %48 = select <4 x i1> %36, <4 x i32> %24, <4 x i32> %12
  %49 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 96) to <4 x i32>*), align 16, !tbaa !5
  %50 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 100) to <4 x i32>*), align 16, !tbaa !5
  %51 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 104) to <4 x i32>*), align 16, !tbaa !5
  %52 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 108) to <4 x i32>*), align 16, !tbaa !5
  %53 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 112) to <4 x i32>*), align 16, !tbaa !5
  %54 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 116) to <4 x i32>*), align 16, !tbaa !5
  %55 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 120) to <4 x i32>*), align 16, !tbaa !5
  %56 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 124) to <4 x i32>*), align 16, !tbaa !5
  %57 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 128) to <4 x i32>*), align 16, !tbaa !5
  %58 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 132) to <4 x i32>*), align 16, !tbaa !5
  %59 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 136) to <4 x i32>*), align 16, !tbaa !5
  %60 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 140) to <4 x i32>*), align 16, !tbaa !5
  %61 = icmp slt <4 x i32> %49, %37
  %62 = icmp slt <4 x i32> %50, %38
  %63 = icmp slt <4 x i32> %51, %39
  %64 = icmp slt <4 x i32> %52, %40
  %65 = icmp slt <4 x i32> %53, %41
  %66 = icmp slt <4 x i32> %54, %42
  %67 = icmp slt <4 x i32> %55, %43
  %68 = icmp slt <4 x i32> %56, %44
  %69 = icmp slt <4 x i32> %57, %45
  %70 = icmp slt <4 x i32> %58, %46
  %71 = icmp slt <4 x i32> %59, %47
  %72 = icmp slt <4 x i32> %60, %48
  %73 = select <4 x i1> %61, <4 x i32> %49, <4 x i32> %37
  %74 = select <4 x i1> %62, <4 x i32> %50, <4 x i32> %38
  %75 = select <4 x i1> %63, <4 x i32> %51, <4 x i32> %39
  %76 = select <4 x i1> %64, <4 x i32> %52, <4 x i32> %40
  %77 = select <4 x i1> %65, <4 x i32> %53, <4 x i32> %41
  %78 = select <4 x i1> %66, <4 x i32> %54, <4 x i32> %42
  %79 = select <4 x i1> %67, <4 x i32> %55, <4 x i32> %43
  %80 = select <4 x i1> %68, <4 x i32> %56, <4 x i32> %44
  %81 = select <4 x i1> %69, <4 x i32> %57, <4 x i32> %45
  %82 = select <4 x i1> %70, <4 x i32> %58, <4 x i32> %46
  %83 = select <4 x i1> %71, <4 x i32> %59, <4 x i32> %47
  %84 = select <4 x i1> %72, <4 x i32> %60, <4 x i32> %48
  %85 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 144) to <4 x i32>*), align 16, !tbaa !5
  %86 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 148) to <4 x i32>*), align 16, !tbaa !5
  %87 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 152) to <4 x i32>*), align 16, !tbaa !5
  %88 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 156) to <4 x i32>*), align 16, !tbaa !5
  %89 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 160) to <4 x i32>*), align 16, !tbaa !5
  %90 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 164) to <4 x i32>*), align 16, !tbaa !5
  %91 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 168) to <4 x i32>*), align 16, !tbaa !5
  %92 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 172) to <4 x i32>*), align 16, !tbaa !5
  %93 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 176) to <4 x i32>*), align 16, !tbaa !5
  %94 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 180) to <4 x i32>*), align 16, !tbaa !5
  %95 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 184) to <4 x i32>*), align 16, !tbaa !5
  %96 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 188) to <4 x i32>*), align 16, !tbaa !5
  %97 = icmp slt <4 x i32> %85, %73
  %98 = icmp slt <4 x i32> %86, %74
  %99 = icmp slt <4 x i32> %87, %75
  %100 = icmp slt <4 x i32> %88, %76
  %101 = icmp slt <4 x i32> %89, %77
  %102 = icmp slt <4 x i32> %90, %78
  %103 = icmp slt <4 x i32> %91, %79
  %104 = icmp slt <4 x i32> %92, %80
  %105 = icmp slt <4 x i32> %93, %81
  %106 = icmp slt <4 x i32> %94, %82
  %107 = icmp slt <4 x i32> %95, %83
  %108 = icmp slt <4 x i32> %96, %84
  %109 = select <4 x i1> %97, <4 x i32> %85, <4 x i32> %73
  %110 = select <4 x i1> %98, <4 x i32> %86, <4 x i32> %74
  %111 = select <4 x i1> %99, <4 x i32> %87, <4 x i32> %75
  %112 = select <4 x i1> %100, <4 x i32> %88, <4 x i32> %76
  %113 = select <4 x i1> %101, <4 x i32> %89, <4 x i32> %77
  %114 = select <4 x i1> %102, <4 x i32> %90, <4 x i32> %78
  %115 = select <4 x i1> %103, <4 x i32> %91, <4 x i32> %79
  %116 = select <4 x i1> %104, <4 x i32> %92, <4 x i32> %80
  %117 = select <4 x i1> %105, <4 x i32> %93, <4 x i32> %81
  %118 = select <4 x i1> %106, <4 x i32> %94, <4 x i32> %82
  %119 = select <4 x i1> %107, <4 x i32> %95, <4 x i32> %83
  %120 = select <4 x i1> %108, <4 x i32> %96, <4 x i32> %84
  %121 = icmp slt <4 x i32> %109, %110
  %122 = select <4 x i1> %121, <4 x i32> %109, <4 x i32> %110
  %123 = icmp slt <4 x i32> %122, %111
  %124 = select <4 x i1> %123, <4 x i32> %122, <4 x i32> %111
  %125 = icmp slt <4 x i32> %124, %112
  %126 = select <4 x i1> %125, <4 x i32> %124, <4 x i32> %112
  %127 = icmp slt <4 x i32> %126, %113
  %128 = select <4 x i1> %127, <4 x i32> %126, <4 x i32> %113
  %129 = icmp slt <4 x i32> %128, %114
  %130 = select <4 x i1> %129, <4 x i32> %128, <4 x i32> %114
  %131 = icmp slt <4 x i32> %130, %115
  %132 = select <4 x i1> %131, <4 x i32> %130, <4 x i32> %115
  %133 = icmp slt <4 x i32> %132, %116
  %134 = select <4 x i1> %133, <4 x i32> %132, <4 x i32> %116
  %135 = icmp slt <4 x i32> %134, %117
  %136 = select <4 x i1> %135, <4 x i32> %134, <4 x i32> %117
  %137 = icmp slt <4 x i32> %136, %118
  %138 = select <4 x i1> %137, <4 x i32> %136, <4 x i32> %118
  %139 = icmp slt <4 x i32> %138, %119
  %140 = select <4 x i1> %139, <4 x i32> %138, <4 x i32> %119
  %141 = icmp slt <4 x i32> %140, %120
  %142 = select <4 x i1> %141, <4 x i32> %140, <4 x i32> %120
  %143 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %142)
  %144 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 192), align 16, !tbaa !5
  %145 = icmp slt i32 %144, %143
  %146 = select i1 %145, i32 %144, i32 %143
  %147 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 193), align 4, !tbaa !5
  %148 = icmp slt i32 %147, %146
  %149 = select i1 %148, i32 %147, i32 %146
  %150 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 194), align 8, !tbaa !5
  %151 = icmp slt i32 %150, %149
  %152 = select i1 %151, i32 %150, i32 %149
  %153 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 195), align 4, !tbaa !5
  %154 = icmp slt i32 %153, %152
  %155 = select i1 %154, i32 %153, i32 %152
  %156 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 196), align 16, !tbaa !5
  %157 = icmp slt i32 %156, %155
  %158 = select i1 %157, i32 %156, i32 %155
  %159 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 197), align 4, !tbaa !5
  %160 = icmp slt i32 %159, %158
  %161 = select i1 %160, i32 %159, i32 %158
  %162 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 198), align 8, !tbaa !5
  %163 = icmp slt i32 %162, %161
  %164 = select i1 %163, i32 %162, i32 %161
  %165 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 199), align 4, !tbaa !5
  %166 = icmp slt i32 %165, %164
  %167 = select i1 %166, i32 %165, i32 %164
  %168 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 200), align 16, !tbaa !5
  %169 = icmp slt i32 %168, %167
  %170 = select i1 %169, i32 %168, i32 %167
  %171 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 201), align 4, !tbaa !5
  %172 = icmp slt i32 %171, %170
  %173 = select i1 %172, i32 %171, i32 %170
  %174 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 202), align 8, !tbaa !5
  %175 = icmp slt i32 %174, %173
  %176 = select i1 %175, i32 %174, i32 %173
  ret i32 %176
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @umin32(i32* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %114

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 48
  br i1 %6, label %111, label %7

7:                                                ; preds = %4
  %8 = urem i64 %5, 48
  %9 = sub nsw i64 %5, %8
  br label %10

10:                                               ; preds = %10, %7
  %11 = phi i64 [ 0, %7 ], [ %84, %10 ]
  %12 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %72, %10 ]
  %13 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %73, %10 ]
  %14 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %74, %10 ]
  %15 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %75, %10 ]
  %16 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %76, %10 ]
  %17 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %77, %10 ]
  %18 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %78, %10 ]
  %19 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %79, %10 ]
  %20 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %80, %10 ]
  %21 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %81, %10 ]
  %22 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %82, %10 ]
  %23 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %83, %10 ]
  %24 = getelementptr inbounds i32, i32* %0, i64 %11
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %24, i64 4
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %24, i64 8
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %24, i64 12
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %24, i64 16
  %37 = bitcast i32* %36 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 4, !tbaa !5
  %39 = getelementptr inbounds i32, i32* %24, i64 20
  %40 = bitcast i32* %39 to <4 x i32>*
  %41 = load <4 x i32>, <4 x i32>* %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, i32* %24, i64 24
  %43 = bitcast i32* %42 to <4 x i32>*
  %44 = load <4 x i32>, <4 x i32>* %43, align 4, !tbaa !5
  %45 = getelementptr inbounds i32, i32* %24, i64 28
  %46 = bitcast i32* %45 to <4 x i32>*
  %47 = load <4 x i32>, <4 x i32>* %46, align 4, !tbaa !5
  %48 = getelementptr inbounds i32, i32* %24, i64 32
  %49 = bitcast i32* %48 to <4 x i32>*
  %50 = load <4 x i32>, <4 x i32>* %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i32, i32* %24, i64 36
  %52 = bitcast i32* %51 to <4 x i32>*
  %53 = load <4 x i32>, <4 x i32>* %52, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, i32* %24, i64 40
  %55 = bitcast i32* %54 to <4 x i32>*
  %56 = load <4 x i32>, <4 x i32>* %55, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %24, i64 44
  %58 = bitcast i32* %57 to <4 x i32>*
  %59 = load <4 x i32>, <4 x i32>* %58, align 4, !tbaa !5
  %60 = icmp ult <4 x i32> %26, %12
  %61 = icmp ult <4 x i32> %29, %13
  %62 = icmp ult <4 x i32> %32, %14
  %63 = icmp ult <4 x i32> %35, %15
  %64 = icmp ult <4 x i32> %38, %16
  %65 = icmp ult <4 x i32> %41, %17
  %66 = icmp ult <4 x i32> %44, %18
  %67 = icmp ult <4 x i32> %47, %19
  %68 = icmp ult <4 x i32> %50, %20
  %69 = icmp ult <4 x i32> %53, %21
  %70 = icmp ult <4 x i32> %56, %22
  %71 = icmp ult <4 x i32> %59, %23
  %72 = select <4 x i1> %60, <4 x i32> %26, <4 x i32> %12
  %73 = select <4 x i1> %61, <4 x i32> %29, <4 x i32> %13
  %74 = select <4 x i1> %62, <4 x i32> %32, <4 x i32> %14
  %75 = select <4 x i1> %63, <4 x i32> %35, <4 x i32> %15
  %76 = select <4 x i1> %64, <4 x i32> %38, <4 x i32> %16
  %77 = select <4 x i1> %65, <4 x i32> %41, <4 x i32> %17
  %78 = select <4 x i1> %66, <4 x i32> %44, <4 x i32> %18
  %79 = select <4 x i1> %67, <4 x i32> %47, <4 x i32> %19
  %80 = select <4 x i1> %68, <4 x i32> %50, <4 x i32> %20
  %81 = select <4 x i1> %69, <4 x i32> %53, <4 x i32> %21
  %82 = select <4 x i1> %70, <4 x i32> %56, <4 x i32> %22
  %83 = select <4 x i1> %71, <4 x i32> %59, <4 x i32> %23
  %84 = add nuw i64 %11, 48
  %85 = icmp eq i64 %84, %9
  br i1 %85, label %86, label %10, !llvm.loop !25

86:                                               ; preds = %10
  %87 = icmp ult <4 x i32> %72, %73
  %88 = select <4 x i1> %87, <4 x i32> %72, <4 x i32> %73
  %89 = icmp ult <4 x i32> %88, %74
  %90 = select <4 x i1> %89, <4 x i32> %88, <4 x i32> %74
  %91 = icmp ult <4 x i32> %90, %75
  %92 = select <4 x i1> %91, <4 x i32> %90, <4 x i32> %75
  %93 = icmp ult <4 x i32> %92, %76
  %94 = select <4 x i1> %93, <4 x i32> %92, <4 x i32> %76
  %95 = icmp ult <4 x i32> %94, %77
  %96 = select <4 x i1> %95, <4 x i32> %94, <4 x i32> %77
  %97 = icmp ult <4 x i32> %96, %78
  %98 = select <4 x i1> %97, <4 x i32> %96, <4 x i32> %78
  %99 = icmp ult <4 x i32> %98, %79
  %100 = select <4 x i1> %99, <4 x i32> %98, <4 x i32> %79
  %101 = icmp ult <4 x i32> %100, %80
  %102 = select <4 x i1> %101, <4 x i32> %100, <4 x i32> %80
  %103 = icmp ult <4 x i32> %102, %81
  %104 = select <4 x i1> %103, <4 x i32> %102, <4 x i32> %81
  %105 = icmp ult <4 x i32> %104, %82
  %106 = select <4 x i1> %105, <4 x i32> %104, <4 x i32> %82
  %107 = icmp ult <4 x i32> %106, %83
  %108 = select <4 x i1> %107, <4 x i32> %106, <4 x i32> %83
  %109 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %108)
  %110 = icmp eq i64 %8, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %4, %86
  %112 = phi i64 [ 0, %4 ], [ %9, %86 ]
  %113 = phi i32 [ -1, %4 ], [ %109, %86 ]
  br label %116

114:                                              ; preds = %116, %86, %2
  %115 = phi i32 [ -1, %2 ], [ %109, %86 ], [ %122, %116 ]
  ret i32 %115

116:                                              ; preds = %111, %116
  %117 = phi i64 [ %123, %116 ], [ %112, %111 ]
  %118 = phi i32 [ %122, %116 ], [ %113, %111 ]
  %119 = getelementptr inbounds i32, i32* %0, i64 %117
  %120 = load i32, i32* %119, align 4, !tbaa !5
  %121 = icmp ult i32 %120, %118
  %122 = select i1 %121, i32 %120, i32 %118
  %123 = add nuw nsw i64 %117, 1
  %124 = icmp eq i64 %123, %5
  br i1 %124, label %114, label %116, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @umax32() unnamed_addr #3 {
  %1 = load <4 x i32>, <4 x i32>* bitcast ([203 x i32]* @ua to <4 x i32>*), align 16, !tbaa !5
  %2 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 4) to <4 x i32>*), align 16, !tbaa !5
  %3 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 8) to <4 x i32>*), align 16, !tbaa !5
  %4 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 12) to <4 x i32>*), align 16, !tbaa !5
  %5 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 16) to <4 x i32>*), align 16, !tbaa !5
  %6 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 20) to <4 x i32>*), align 16, !tbaa !5
  %7 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 24) to <4 x i32>*), align 16, !tbaa !5
  %8 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 28) to <4 x i32>*), align 16, !tbaa !5
  %9 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 32) to <4 x i32>*), align 16, !tbaa !5
  %10 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 36) to <4 x i32>*), align 16, !tbaa !5
  %11 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 40) to <4 x i32>*), align 16, !tbaa !5
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 44) to <4 x i32>*), align 16, !tbaa !5
  %13 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 48) to <4 x i32>*), align 16, !tbaa !5
  %14 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 52) to <4 x i32>*), align 16, !tbaa !5
  %15 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 56) to <4 x i32>*), align 16, !tbaa !5
  %16 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 60) to <4 x i32>*), align 16, !tbaa !5
  %17 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 64) to <4 x i32>*), align 16, !tbaa !5
  %18 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 68) to <4 x i32>*), align 16, !tbaa !5
  %19 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 72) to <4 x i32>*), align 16, !tbaa !5
  %20 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 76) to <4 x i32>*), align 16, !tbaa !5
  %21 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 80) to <4 x i32>*), align 16, !tbaa !5
  %22 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 84) to <4 x i32>*), align 16, !tbaa !5
  %23 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 88) to <4 x i32>*), align 16, !tbaa !5
  %24 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 92) to <4 x i32>*), align 16, !tbaa !5
  %25 = icmp ugt <4 x i32> %13, %1
  %26 = icmp ugt <4 x i32> %14, %2
  %27 = icmp ugt <4 x i32> %15, %3
  %28 = icmp ugt <4 x i32> %16, %4
  %29 = icmp ugt <4 x i32> %17, %5
  %30 = icmp ugt <4 x i32> %18, %6
  %31 = icmp ugt <4 x i32> %19, %7
  %32 = icmp ugt <4 x i32> %20, %8
  %33 = icmp ugt <4 x i32> %21, %9
  %34 = icmp ugt <4 x i32> %22, %10
  %35 = icmp ugt <4 x i32> %23, %11
  %36 = icmp ugt <4 x i32> %24, %12
  %37 = select <4 x i1> %25, <4 x i32> %13, <4 x i32> %1
  %38 = select <4 x i1> %26, <4 x i32> %14, <4 x i32> %2
  %39 = select <4 x i1> %27, <4 x i32> %15, <4 x i32> %3
  %40 = select <4 x i1> %28, <4 x i32> %16, <4 x i32> %4
  %41 = select <4 x i1> %29, <4 x i32> %17, <4 x i32> %5
  %42 = select <4 x i1> %30, <4 x i32> %18, <4 x i32> %6
  %43 = select <4 x i1> %31, <4 x i32> %19, <4 x i32> %7
  %44 = select <4 x i1> %32, <4 x i32> %20, <4 x i32> %8
  %45 = select <4 x i1> %33, <4 x i32> %21, <4 x i32> %9
  %46 = select <4 x i1> %34, <4 x i32> %22, <4 x i32> %10
  %47 = select <4 x i1> %35, <4 x i32> %23, <4 x i32> %11
  %48 = select <4 x i1> %36, <4 x i32> %24, <4 x i32> %12
  %49 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 96) to <4 x i32>*), align 16, !tbaa !5
  %50 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 100) to <4 x i32>*), align 16, !tbaa !5
  %51 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 104) to <4 x i32>*), align 16, !tbaa !5
  %52 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 108) to <4 x i32>*), align 16, !tbaa !5
  %53 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 112) to <4 x i32>*), align 16, !tbaa !5
  %54 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 116) to <4 x i32>*), align 16, !tbaa !5
  %55 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 120) to <4 x i32>*), align 16, !tbaa !5
  %56 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 124) to <4 x i32>*), align 16, !tbaa !5
  %57 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 128) to <4 x i32>*), align 16, !tbaa !5
  %58 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 132) to <4 x i32>*), align 16, !tbaa !5
  %59 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 136) to <4 x i32>*), align 16, !tbaa !5
  %60 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 140) to <4 x i32>*), align 16, !tbaa !5
  %61 = icmp ugt <4 x i32> %49, %37
  %62 = icmp ugt <4 x i32> %50, %38
  %63 = icmp ugt <4 x i32> %51, %39
  %64 = icmp ugt <4 x i32> %52, %40
  %65 = icmp ugt <4 x i32> %53, %41
  %66 = icmp ugt <4 x i32> %54, %42
  %67 = icmp ugt <4 x i32> %55, %43
  %68 = icmp ugt <4 x i32> %56, %44
  %69 = icmp ugt <4 x i32> %57, %45
  %70 = icmp ugt <4 x i32> %58, %46
  %71 = icmp ugt <4 x i32> %59, %47
  %72 = icmp ugt <4 x i32> %60, %48
  %73 = select <4 x i1> %61, <4 x i32> %49, <4 x i32> %37
  %74 = select <4 x i1> %62, <4 x i32> %50, <4 x i32> %38
  %75 = select <4 x i1> %63, <4 x i32> %51, <4 x i32> %39
  %76 = select <4 x i1> %64, <4 x i32> %52, <4 x i32> %40
  %77 = select <4 x i1> %65, <4 x i32> %53, <4 x i32> %41
  %78 = select <4 x i1> %66, <4 x i32> %54, <4 x i32> %42
  %79 = select <4 x i1> %67, <4 x i32> %55, <4 x i32> %43
  %80 = select <4 x i1> %68, <4 x i32> %56, <4 x i32> %44
  %81 = select <4 x i1> %69, <4 x i32> %57, <4 x i32> %45
  %82 = select <4 x i1> %70, <4 x i32> %58, <4 x i32> %46
  %83 = select <4 x i1> %71, <4 x i32> %59, <4 x i32> %47
  %84 = select <4 x i1> %72, <4 x i32> %60, <4 x i32> %48
  %85 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 144) to <4 x i32>*), align 16, !tbaa !5
  %86 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 148) to <4 x i32>*), align 16, !tbaa !5
  %87 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 152) to <4 x i32>*), align 16, !tbaa !5
  %88 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 156) to <4 x i32>*), align 16, !tbaa !5
  %89 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 160) to <4 x i32>*), align 16, !tbaa !5
  %90 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 164) to <4 x i32>*), align 16, !tbaa !5
  %91 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 168) to <4 x i32>*), align 16, !tbaa !5
  %92 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 172) to <4 x i32>*), align 16, !tbaa !5
  %93 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 176) to <4 x i32>*), align 16, !tbaa !5
  %94 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 180) to <4 x i32>*), align 16, !tbaa !5
  %95 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 184) to <4 x i32>*), align 16, !tbaa !5
  %96 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 188) to <4 x i32>*), align 16, !tbaa !5
  %97 = icmp ugt <4 x i32> %85, %73
  %98 = icmp ugt <4 x i32> %86, %74
  %99 = icmp ugt <4 x i32> %87, %75
  %100 = icmp ugt <4 x i32> %88, %76
  %101 = icmp ugt <4 x i32> %89, %77
  %102 = icmp ugt <4 x i32> %90, %78
  %103 = icmp ugt <4 x i32> %91, %79
  %104 = icmp ugt <4 x i32> %92, %80
  %105 = icmp ugt <4 x i32> %93, %81
  %106 = icmp ugt <4 x i32> %94, %82
  %107 = icmp ugt <4 x i32> %95, %83
  %108 = icmp ugt <4 x i32> %96, %84
  %109 = select <4 x i1> %97, <4 x i32> %85, <4 x i32> %73
  %110 = select <4 x i1> %98, <4 x i32> %86, <4 x i32> %74
  %111 = select <4 x i1> %99, <4 x i32> %87, <4 x i32> %75
  %112 = select <4 x i1> %100, <4 x i32> %88, <4 x i32> %76
  %113 = select <4 x i1> %101, <4 x i32> %89, <4 x i32> %77
  %114 = select <4 x i1> %102, <4 x i32> %90, <4 x i32> %78
  %115 = select <4 x i1> %103, <4 x i32> %91, <4 x i32> %79
  %116 = select <4 x i1> %104, <4 x i32> %92, <4 x i32> %80
  %117 = select <4 x i1> %105, <4 x i32> %93, <4 x i32> %81
  %118 = select <4 x i1> %106, <4 x i32> %94, <4 x i32> %82
  %119 = select <4 x i1> %107, <4 x i32> %95, <4 x i32> %83
  %120 = select <4 x i1> %108, <4 x i32> %96, <4 x i32> %84
  %121 = icmp ugt <4 x i32> %109, %110
  %122 = select <4 x i1> %121, <4 x i32> %109, <4 x i32> %110
  %123 = icmp ugt <4 x i32> %122, %111
  %124 = select <4 x i1> %123, <4 x i32> %122, <4 x i32> %111
  %125 = icmp ugt <4 x i32> %124, %112
  %126 = select <4 x i1> %125, <4 x i32> %124, <4 x i32> %112
  %127 = icmp ugt <4 x i32> %126, %113
  %128 = select <4 x i1> %127, <4 x i32> %126, <4 x i32> %113
  %129 = icmp ugt <4 x i32> %128, %114
  %130 = select <4 x i1> %129, <4 x i32> %128, <4 x i32> %114
  %131 = icmp ugt <4 x i32> %130, %115
  %132 = select <4 x i1> %131, <4 x i32> %130, <4 x i32> %115
  %133 = icmp ugt <4 x i32> %132, %116
  %134 = select <4 x i1> %133, <4 x i32> %132, <4 x i32> %116
  %135 = icmp ugt <4 x i32> %134, %117
  %136 = select <4 x i1> %135, <4 x i32> %134, <4 x i32> %117
  %137 = icmp ugt <4 x i32> %136, %118
  %138 = select <4 x i1> %137, <4 x i32> %136, <4 x i32> %118
  %139 = icmp ugt <4 x i32> %138, %119
  %140 = select <4 x i1> %139, <4 x i32> %138, <4 x i32> %119
  %141 = icmp ugt <4 x i32> %140, %120
  %142 = select <4 x i1> %141, <4 x i32> %140, <4 x i32> %120
  %143 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %142)
  %144 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 192), align 16, !tbaa !5
  %145 = icmp ugt i32 %144, %143
  %146 = select i1 %145, i32 %144, i32 %143
  %147 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 193), align 4, !tbaa !5
  %148 = icmp ugt i32 %147, %146
  %149 = select i1 %148, i32 %147, i32 %146
  %150 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 194), align 8, !tbaa !5
  %151 = icmp ugt i32 %150, %149
  %152 = select i1 %151, i32 %150, i32 %149
  %153 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 195), align 4, !tbaa !5
  %154 = icmp ugt i32 %153, %152
  %155 = select i1 %154, i32 %153, i32 %152
  %156 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 196), align 16, !tbaa !5
  %157 = icmp ugt i32 %156, %155
  %158 = select i1 %157, i32 %156, i32 %155
  %159 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 197), align 4, !tbaa !5
  %160 = icmp ugt i32 %159, %158
  %161 = select i1 %160, i32 %159, i32 %158
  %162 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 198), align 8, !tbaa !5
  %163 = icmp ugt i32 %162, %161
  %164 = select i1 %163, i32 %162, i32 %161
  %165 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 199), align 4, !tbaa !5
  %166 = icmp ugt i32 %165, %164
  %167 = select i1 %166, i32 %165, i32 %164
  %168 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %169 = icmp ugt i32 %168, %167
  %170 = select i1 %169, i32 %168, i32 %167
  %171 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %172 = icmp ugt i32 %171, %170
  %173 = select i1 %172, i32 %171, i32 %170
  %174 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %175 = icmp ugt i32 %174, %173
  %176 = select i1 %175, i32 %174, i32 %173
  ret i32 %176
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i16 @max16() unnamed_addr #3 {
  %1 = load <8 x i16>, <8 x i16>* bitcast ([203 x i16]* @a16 to <8 x i16>*), align 16, !tbaa !9
  %2 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 8) to <8 x i16>*), align 16, !tbaa !9
  %3 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 16) to <8 x i16>*), align 16, !tbaa !9
  %4 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 24) to <8 x i16>*), align 16, !tbaa !9
  %5 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 32) to <8 x i16>*), align 16, !tbaa !9
  %6 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 40) to <8 x i16>*), align 16, !tbaa !9
  %7 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 48) to <8 x i16>*), align 16, !tbaa !9
  %8 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 56) to <8 x i16>*), align 16, !tbaa !9
  %9 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 64) to <8 x i16>*), align 16, !tbaa !9
  %10 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 72) to <8 x i16>*), align 16, !tbaa !9
  %11 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 80) to <8 x i16>*), align 16, !tbaa !9
  %12 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 88) to <8 x i16>*), align 16, !tbaa !9
  %13 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 96) to <8 x i16>*), align 16, !tbaa !9
  %14 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 104) to <8 x i16>*), align 16, !tbaa !9
  %15 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 112) to <8 x i16>*), align 16, !tbaa !9
  %16 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 120) to <8 x i16>*), align 16, !tbaa !9
  %17 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 128) to <8 x i16>*), align 16, !tbaa !9
  %18 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 136) to <8 x i16>*), align 16, !tbaa !9
  %19 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 144) to <8 x i16>*), align 16, !tbaa !9
  %20 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 152) to <8 x i16>*), align 16, !tbaa !9
  %21 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 160) to <8 x i16>*), align 16, !tbaa !9
  %22 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 168) to <8 x i16>*), align 16, !tbaa !9
  %23 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 176) to <8 x i16>*), align 16, !tbaa !9
  %24 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 184) to <8 x i16>*), align 16, !tbaa !9
  %25 = icmp sgt <8 x i16> %13, %1
  %26 = icmp sgt <8 x i16> %14, %2
  %27 = icmp sgt <8 x i16> %15, %3
  %28 = icmp sgt <8 x i16> %16, %4
  %29 = icmp sgt <8 x i16> %17, %5
  %30 = icmp sgt <8 x i16> %18, %6
  %31 = icmp sgt <8 x i16> %19, %7
  %32 = icmp sgt <8 x i16> %20, %8
  %33 = icmp sgt <8 x i16> %21, %9
  %34 = icmp sgt <8 x i16> %22, %10
  %35 = icmp sgt <8 x i16> %23, %11
  %36 = icmp sgt <8 x i16> %24, %12
  %37 = select <8 x i1> %25, <8 x i16> %13, <8 x i16> %1
  %38 = select <8 x i1> %26, <8 x i16> %14, <8 x i16> %2
  %39 = select <8 x i1> %27, <8 x i16> %15, <8 x i16> %3
  %40 = select <8 x i1> %28, <8 x i16> %16, <8 x i16> %4
  %41 = select <8 x i1> %29, <8 x i16> %17, <8 x i16> %5
  %42 = select <8 x i1> %30, <8 x i16> %18, <8 x i16> %6
  %43 = select <8 x i1> %31, <8 x i16> %19, <8 x i16> %7
  %44 = select <8 x i1> %32, <8 x i16> %20, <8 x i16> %8
  %45 = select <8 x i1> %33, <8 x i16> %21, <8 x i16> %9
  %46 = select <8 x i1> %34, <8 x i16> %22, <8 x i16> %10
  %47 = select <8 x i1> %35, <8 x i16> %23, <8 x i16> %11
  %48 = select <8 x i1> %36, <8 x i16> %24, <8 x i16> %12
  %49 = icmp sgt <8 x i16> %37, %38
  %50 = select <8 x i1> %49, <8 x i16> %37, <8 x i16> %38
  %51 = icmp sgt <8 x i16> %50, %39
  %52 = select <8 x i1> %51, <8 x i16> %50, <8 x i16> %39
  %53 = icmp sgt <8 x i16> %52, %40
  %54 = select <8 x i1> %53, <8 x i16> %52, <8 x i16> %40
  %55 = icmp sgt <8 x i16> %54, %41
  %56 = select <8 x i1> %55, <8 x i16> %54, <8 x i16> %41
  %57 = icmp sgt <8 x i16> %56, %42
  %58 = select <8 x i1> %57, <8 x i16> %56, <8 x i16> %42
  %59 = icmp sgt <8 x i16> %58, %43
  %60 = select <8 x i1> %59, <8 x i16> %58, <8 x i16> %43
  %61 = icmp sgt <8 x i16> %60, %44
  %62 = select <8 x i1> %61, <8 x i16> %60, <8 x i16> %44
  %63 = icmp sgt <8 x i16> %62, %45
  %64 = select <8 x i1> %63, <8 x i16> %62, <8 x i16> %45
  %65 = icmp sgt <8 x i16> %64, %46
  %66 = select <8 x i1> %65, <8 x i16> %64, <8 x i16> %46
  %67 = icmp sgt <8 x i16> %66, %47
  %68 = select <8 x i1> %67, <8 x i16> %66, <8 x i16> %47
  %69 = icmp sgt <8 x i16> %68, %48
  %70 = select <8 x i1> %69, <8 x i16> %68, <8 x i16> %48
  %71 = call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %70)
  %72 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 192), align 16, !tbaa !9
  %73 = icmp sgt i16 %72, %71
  %74 = select i1 %73, i16 %72, i16 %71
  %75 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 193), align 2, !tbaa !9
  %76 = icmp sgt i16 %75, %74
  %77 = select i1 %76, i16 %75, i16 %74
  %78 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 194), align 4, !tbaa !9
  %79 = icmp sgt i16 %78, %77
  %80 = select i1 %79, i16 %78, i16 %77
  %81 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 195), align 2, !tbaa !9
  %82 = icmp sgt i16 %81, %80
  %83 = select i1 %82, i16 %81, i16 %80
  %84 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 196), align 8, !tbaa !9
  %85 = icmp sgt i16 %84, %83
  %86 = select i1 %85, i16 %84, i16 %83
  %87 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 197), align 2, !tbaa !9
  %88 = icmp sgt i16 %87, %86
  %89 = select i1 %88, i16 %87, i16 %86
  %90 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 198), align 4, !tbaa !9
  %91 = icmp sgt i16 %90, %89
  %92 = select i1 %91, i16 %90, i16 %89
  %93 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 199), align 2, !tbaa !9
  %94 = icmp sgt i16 %93, %92
  %95 = select i1 %94, i16 %93, i16 %92
  %96 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 200), align 16, !tbaa !9
  %97 = icmp sgt i16 %96, %95
  %98 = select i1 %97, i16 %96, i16 %95
  %99 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 201), align 2, !tbaa !9
  %100 = icmp sgt i16 %99, %98
  %101 = select i1 %100, i16 %99, i16 %98
  %102 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 202), align 4, !tbaa !9
  %103 = icmp sgt i16 %102, %101
  %104 = select i1 %103, i16 %102, i16 %101
  ret i16 %104
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i8 @maxu8() unnamed_addr #3 {
  %1 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @u8a to <16 x i8>*), align 16, !tbaa !11
  %2 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %3 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %4 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %5 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %6 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %7 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %8 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %9 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %10 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %11 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %12 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %13 = icmp ugt <16 x i8> %1, %2
  %14 = select <16 x i1> %13, <16 x i8> %1, <16 x i8> %2
  %15 = icmp ugt <16 x i8> %14, %3
  %16 = select <16 x i1> %15, <16 x i8> %14, <16 x i8> %3
  %17 = icmp ugt <16 x i8> %16, %4
  %18 = select <16 x i1> %17, <16 x i8> %16, <16 x i8> %4
  %19 = icmp ugt <16 x i8> %18, %5
  %20 = select <16 x i1> %19, <16 x i8> %18, <16 x i8> %5
  %21 = icmp ugt <16 x i8> %20, %6
  %22 = select <16 x i1> %21, <16 x i8> %20, <16 x i8> %6
  %23 = icmp ugt <16 x i8> %22, %7
  %24 = select <16 x i1> %23, <16 x i8> %22, <16 x i8> %7
  %25 = icmp ugt <16 x i8> %24, %8
  %26 = select <16 x i1> %25, <16 x i8> %24, <16 x i8> %8
  %27 = icmp ugt <16 x i8> %26, %9
  %28 = select <16 x i1> %27, <16 x i8> %26, <16 x i8> %9
  %29 = icmp ugt <16 x i8> %28, %10
  %30 = select <16 x i1> %29, <16 x i8> %28, <16 x i8> %10
  %31 = icmp ugt <16 x i8> %30, %11
  %32 = select <16 x i1> %31, <16 x i8> %30, <16 x i8> %11
  %33 = icmp ugt <16 x i8> %32, %12
  %34 = select <16 x i1> %33, <16 x i8> %32, <16 x i8> %12
  %35 = call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %34)
  %36 = insertelement <8 x i8> poison, i8 %35, i64 0
  %37 = shufflevector <8 x i8> %36, <8 x i8> poison, <8 x i32> zeroinitializer
  %38 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %39 = icmp ugt <8 x i8> %38, %37
  %40 = select <8 x i1> %39, <8 x i8> %38, <8 x i8> %37
  %41 = call i8 @llvm.vector.reduce.umax.v8i8(<8 x i8> %40)
  %42 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 200), align 8, !tbaa !11
  %43 = icmp ugt i8 %42, %41
  %44 = select i1 %43, i8 %42, i8 %41
  %45 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 201), align 1, !tbaa !11
  %46 = icmp ugt i8 %45, %44
  %47 = select i1 %46, i8 %45, i8 %44
  %48 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 202), align 2, !tbaa !11
  %49 = icmp ugt i8 %48, %47
  %50 = select i1 %49, i8 %48, i8 %47
  ret i8 %50
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc zeroext i32 @bits32(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #4 {
  %3 = load <4 x i32>, <4 x i32>* bitcast ([203 x i32]* @ua to <4 x i32>*), align 16, !tbaa !5
  %4 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 4) to <4 x i32>*), align 16, !tbaa !5
  %5 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 8) to <4 x i32>*), align 16, !tbaa !5
  %6 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 12) to <4 x i32>*), align 16, !tbaa !5
  %7 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 16) to <4 x i32>*), align 16, !tbaa !5
  %8 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 20) to <4 x i32>*), align 16, !tbaa !5
  %9 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 24) to <4 x i32>*), align 16, !tbaa !5
  %10 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 28) to <4 x i32>*), align 16, !tbaa !5
  %11 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 32) to <4 x i32>*), align 16, !tbaa !5
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 36) to <4 x i32>*), align 16, !tbaa !5
  %13 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 40) to <4 x i32>*), align 16, !tbaa !5
  %14 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 44) to <4 x i32>*), align 16, !tbaa !5
  %15 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 48) to <4 x i32>*), align 16, !tbaa !5
  %16 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 52) to <4 x i32>*), align 16, !tbaa !5
  %17 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 56) to <4 x i32>*), align 16, !tbaa !5
  %18 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 60) to <4 x i32>*), align 16, !tbaa !5
  %19 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 64) to <4 x i32>*), align 16, !tbaa !5
  %20 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 68) to <4 x i32>*), align 16, !tbaa !5
  %21 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 72) to <4 x i32>*), align 16, !tbaa !5
  %22 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 76) to <4 x i32>*), align 16, !tbaa !5
  %23 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 80) to <4 x i32>*), align 16, !tbaa !5
  %24 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 84) to <4 x i32>*), align 16, !tbaa !5
  %25 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 88) to <4 x i32>*), align 16, !tbaa !5
  %26 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 92) to <4 x i32>*), align 16, !tbaa !5
  %27 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 96) to <4 x i32>*), align 16, !tbaa !5
  %28 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 100) to <4 x i32>*), align 16, !tbaa !5
  %29 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 104) to <4 x i32>*), align 16, !tbaa !5
  %30 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 108) to <4 x i32>*), align 16, !tbaa !5
  %31 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 112) to <4 x i32>*), align 16, !tbaa !5
  %32 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 116) to <4 x i32>*), align 16, !tbaa !5
  %33 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 120) to <4 x i32>*), align 16, !tbaa !5
  %34 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 124) to <4 x i32>*), align 16, !tbaa !5
  %35 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 128) to <4 x i32>*), align 16, !tbaa !5
  %36 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 132) to <4 x i32>*), align 16, !tbaa !5
  %37 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 136) to <4 x i32>*), align 16, !tbaa !5
  %38 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 140) to <4 x i32>*), align 16, !tbaa !5
  %39 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 144) to <4 x i32>*), align 16, !tbaa !5
  %40 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 148) to <4 x i32>*), align 16, !tbaa !5
  %41 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 152) to <4 x i32>*), align 16, !tbaa !5
  %42 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 156) to <4 x i32>*), align 16, !tbaa !5
  %43 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 160) to <4 x i32>*), align 16, !tbaa !5
  %44 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 164) to <4 x i32>*), align 16, !tbaa !5
  %45 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 168) to <4 x i32>*), align 16, !tbaa !5
  %46 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 172) to <4 x i32>*), align 16, !tbaa !5
  %47 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 176) to <4 x i32>*), align 16, !tbaa !5
  %48 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 180) to <4 x i32>*), align 16, !tbaa !5
  %49 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 184) to <4 x i32>*), align 16, !tbaa !5
  %50 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 188) to <4 x i32>*), align 16, !tbaa !5
  %51 = xor <4 x i32> %18, %10
  %52 = xor <4 x i32> %26, %51
  %53 = xor <4 x i32> %34, %52
  %54 = xor <4 x i32> %42, %53
  %55 = xor <4 x i32> %50, %54
  %56 = xor <4 x i32> %17, %9
  %57 = xor <4 x i32> %25, %56
  %58 = xor <4 x i32> %33, %57
  %59 = xor <4 x i32> %41, %58
  %60 = xor <4 x i32> %49, %59
  %61 = xor <4 x i32> %16, %8
  %62 = xor <4 x i32> %24, %61
  %63 = xor <4 x i32> %32, %62
  %64 = xor <4 x i32> %40, %63
  %65 = xor <4 x i32> %48, %64
  %66 = xor <4 x i32> %15, %7
  %67 = xor <4 x i32> %23, %66
  %68 = xor <4 x i32> %31, %67
  %69 = xor <4 x i32> %39, %68
  %70 = xor <4 x i32> %47, %69
  %71 = xor <4 x i32> %14, %6
  %72 = xor <4 x i32> %22, %71
  %73 = xor <4 x i32> %30, %72
  %74 = xor <4 x i32> %38, %73
  %75 = xor <4 x i32> %46, %74
  %76 = xor <4 x i32> %13, %5
  %77 = xor <4 x i32> %21, %76
  %78 = xor <4 x i32> %29, %77
  %79 = xor <4 x i32> %37, %78
  %80 = xor <4 x i32> %45, %79
  %81 = xor <4 x i32> %12, %4
  %82 = xor <4 x i32> %20, %81
  %83 = xor <4 x i32> %28, %82
  %84 = xor <4 x i32> %36, %83
  %85 = xor <4 x i32> %44, %84
  %86 = xor <4 x i32> %11, %3
  %87 = xor <4 x i32> %19, %86
  %88 = xor <4 x i32> %27, %87
  %89 = xor <4 x i32> %35, %88
  %90 = xor <4 x i32> %43, %89
  %91 = xor <4 x i32> %85, %90
  %92 = xor <4 x i32> %80, %91
  %93 = xor <4 x i32> %75, %92
  %94 = xor <4 x i32> %70, %93
  %95 = xor <4 x i32> %65, %94
  %96 = xor <4 x i32> %60, %95
  %97 = xor <4 x i32> %55, %96
  %98 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %97)
  %99 = or <4 x i32> %18, %10
  %100 = or <4 x i32> %26, %99
  %101 = or <4 x i32> %34, %100
  %102 = or <4 x i32> %42, %101
  %103 = or <4 x i32> %50, %102
  %104 = or <4 x i32> %17, %9
  %105 = or <4 x i32> %25, %104
  %106 = or <4 x i32> %33, %105
  %107 = or <4 x i32> %41, %106
  %108 = or <4 x i32> %49, %107
  %109 = or <4 x i32> %16, %8
  %110 = or <4 x i32> %24, %109
  %111 = or <4 x i32> %32, %110
  %112 = or <4 x i32> %40, %111
  %113 = or <4 x i32> %48, %112
  %114 = or <4 x i32> %15, %7
  %115 = or <4 x i32> %23, %114
  %116 = or <4 x i32> %31, %115
  %117 = or <4 x i32> %39, %116
  %118 = or <4 x i32> %47, %117
  %119 = or <4 x i32> %14, %6
  %120 = or <4 x i32> %22, %119
  %121 = or <4 x i32> %30, %120
  %122 = or <4 x i32> %38, %121
  %123 = or <4 x i32> %46, %122
  %124 = or <4 x i32> %13, %5
  %125 = or <4 x i32> %21, %124
  %126 = or <4 x i32> %29, %125
  %127 = or <4 x i32> %37, %126
  %128 = or <4 x i32> %45, %127
  %129 = or <4 x i32> %12, %4
  %130 = or <4 x i32> %20, %129
  %131 = or <4 x i32> %28, %130
  %132 = or <4 x i32> %36, %131
  %133 = or <4 x i32> %44, %132
  %134 = or <4 x i32> %11, %3
  %135 = or <4 x i32> %19, %134
  %136 = or <4 x i32> %27, %135
  %137 = or <4 x i32> %35, %136
  %138 = or <4 x i32> %43, %137
  %139 = or <4 x i32> %133, %138
  %140 = or <4 x i32> %128, %139
  %141 = or <4 x i32> %123, %140
  %142 = or <4 x i32> %118, %141
  %143 = or <4 x i32> %113, %142
  %144 = or <4 x i32> %108, %143
  %145 = or <4 x i32> %103, %144
  %146 = and <4 x i32> %145, <i32 15790320, i32 15790320, i32 15790320, i32 15790320>
  %147 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %146)
  %148 = and <4 x i32> %18, %10
  %149 = and <4 x i32> %26, %148
  %150 = and <4 x i32> %34, %149
  %151 = and <4 x i32> %42, %150
  %152 = and <4 x i32> %50, %151
  %153 = and <4 x i32> %17, %9
  %154 = and <4 x i32> %25, %153
  %155 = and <4 x i32> %33, %154
  %156 = and <4 x i32> %41, %155
  %157 = and <4 x i32> %49, %156
  %158 = and <4 x i32> %16, %8
  %159 = and <4 x i32> %24, %158
  %160 = and <4 x i32> %32, %159
  %161 = and <4 x i32> %40, %160
  %162 = and <4 x i32> %48, %161
  %163 = and <4 x i32> %15, %7
  %164 = and <4 x i32> %23, %163
  %165 = and <4 x i32> %31, %164
  %166 = and <4 x i32> %39, %165
  %167 = and <4 x i32> %47, %166
  %168 = and <4 x i32> %14, %6
  %169 = and <4 x i32> %22, %168
  %170 = and <4 x i32> %30, %169
  %171 = and <4 x i32> %38, %170
  %172 = and <4 x i32> %46, %171
  %173 = and <4 x i32> %13, %5
  %174 = and <4 x i32> %21, %173
  %175 = and <4 x i32> %29, %174
  %176 = and <4 x i32> %37, %175
  %177 = and <4 x i32> %45, %176
  %178 = and <4 x i32> %12, %4
  %179 = and <4 x i32> %20, %178
  %180 = and <4 x i32> %28, %179
  %181 = and <4 x i32> %36, %180
  %182 = and <4 x i32> %44, %181
  %183 = and <4 x i32> %11, %3
  %184 = and <4 x i32> %19, %183
  %185 = and <4 x i32> %27, %184
  %186 = and <4 x i32> %35, %185
  %187 = and <4 x i32> %43, %186
  %188 = and <4 x i32> %182, %187
  %189 = and <4 x i32> %177, %188
  %190 = and <4 x i32> %172, %189
  %191 = and <4 x i32> %167, %190
  %192 = and <4 x i32> %162, %191
  %193 = and <4 x i32> %157, %192
  %194 = and <4 x i32> %152, %193
  %195 = or <4 x i32> %194, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  %196 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %195)
  %197 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 192), align 16, !tbaa !5
  %198 = or i32 %197, -2147483647
  %199 = and i32 %198, %196
  %200 = and i32 %197, 15790320
  %201 = or i32 %200, %147
  %202 = xor i32 %197, %98
  %203 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 193), align 4, !tbaa !5
  %204 = or i32 %203, -2147483647
  %205 = and i32 %204, %199
  %206 = and i32 %203, 15790320
  %207 = or i32 %206, %201
  %208 = xor i32 %203, %202
  %209 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 194), align 8, !tbaa !5
  %210 = or i32 %209, -2147483647
  %211 = and i32 %210, %205
  %212 = and i32 %209, 15790320
  %213 = or i32 %212, %207
  %214 = xor i32 %209, %208
  %215 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 195), align 4, !tbaa !5
  %216 = or i32 %215, -2147483647
  %217 = and i32 %216, %211
  %218 = and i32 %215, 15790320
  %219 = or i32 %218, %213
  %220 = xor i32 %215, %214
  %221 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 196), align 16, !tbaa !5
  %222 = or i32 %221, -2147483647
  %223 = and i32 %222, %217
  %224 = and i32 %221, 15790320
  %225 = or i32 %224, %219
  %226 = xor i32 %221, %220
  %227 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 197), align 4, !tbaa !5
  %228 = or i32 %227, -2147483647
  %229 = and i32 %228, %223
  %230 = and i32 %227, 15790320
  %231 = or i32 %230, %225
  %232 = xor i32 %227, %226
  %233 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 198), align 8, !tbaa !5
  %234 = or i32 %233, -2147483647
  %235 = and i32 %234, %229
  %236 = and i32 %233, 15790320
  %237 = or i32 %236, %231
  %238 = xor i32 %233, %232
  %239 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 199), align 4, !tbaa !5
  %240 = or i32 %239, -2147483647
  %241 = and i32 %240, %235
  %242 = and i32 %239, 15790320
  %243 = or i32 %242, %237
  %244 = xor i32 %239, %238
  %245 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %246 = or i32 %245, -2147483647
  %247 = and i32 %246, %241
  %248 = and i32 %245, 15790320
  %249 = or i32 %248, %243
  %250 = xor i32 %245, %244
  %251 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %252 = or i32 %251, -2147483647
  %253 = and i32 %252, %247
  %254 = and i32 %251, 15790320
  %255 = or i32 %254, %249
  %256 = xor i32 %251, %250
  %257 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %258 = or i32 %257, -2147483647
  %259 = and i32 %258, %253
  %260 = and i32 %257, 15790320
  %261 = or i32 %260, %255
  %262 = xor i32 %257, %256
  store i32 %261, i32* %0, align 4, !tbaa !5
  store i32 %262, i32* %1, align 4, !tbaa !5
  ret i32 %259
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @prod32() unnamed_addr #3 {
  %1 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 188) to <4 x i32>*), align 16, !tbaa !5
  %2 = or <4 x i32> %1, <i32 1, i32 1, i32 1, i32 1>
  %3 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 140) to <4 x i32>*), align 16, !tbaa !5
  %4 = or <4 x i32> %3, <i32 1, i32 1, i32 1, i32 1>
  %5 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 92) to <4 x i32>*), align 16, !tbaa !5
  %6 = or <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>
  %7 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 44) to <4 x i32>*), align 16, !tbaa !5
  %8 = or <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>
  %9 = mul <4 x i32> %6, %8
  %10 = mul <4 x i32> %4, %9
  %11 = mul <4 x i32> %2, %10
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 184) to <4 x i32>*), align 16, !tbaa !5
  %13 = or <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>
  %14 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 136) to <4 x i32>*), align 16, !tbaa !5
  %15 = or <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %16 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 88) to <4 x i32>*), align 16, !tbaa !5
  %17 = or <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>
  %18 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 40) to <4 x i32>*), align 16, !tbaa !5
  %19 = or <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %20 = mul <4 x i32> %17, %19
  %21 = mul <4 x i32> %15, %20
  %22 = mul <4 x i32> %13, %21
  %23 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 180) to <4 x i32>*), align 16, !tbaa !5
  %24 = or <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %25 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 132) to <4 x i32>*), align 16, !tbaa !5
  %26 = or <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %27 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 84) to <4 x i32>*), align 16, !tbaa !5
  %28 = or <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %29 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 36) to <4 x i32>*), align 16, !tbaa !5
  %30 = or <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %31 = mul <4 x i32> %28, %30
  %32 = mul <4 x i32> %26, %31
  %33 = mul <4 x i32> %24, %32
  %34 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 176) to <4 x i32>*), align 16, !tbaa !5
  %35 = or <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 128) to <4 x i32>*), align 16, !tbaa !5
  %37 = or <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %38 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 80) to <4 x i32>*), align 16, !tbaa !5
  %39 = or <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %40 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 32) to <4 x i32>*), align 16, !tbaa !5
  %41 = or <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>
  %42 = mul <4 x i32> %39, %41
  %43 = mul <4 x i32> %37, %42
  %44 = mul <4 x i32> %35, %43
  %45 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 172) to <4 x i32>*), align 16, !tbaa !5
  %46 = or <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  %47 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 124) to <4 x i32>*), align 16, !tbaa !5
  %48 = or <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %49 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 76) to <4 x i32>*), align 16, !tbaa !5
  %50 = or <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>
  %51 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 28) to <4 x i32>*), align 16, !tbaa !5
  %52 = or <4 x i32> %51, <i32 1, i32 1, i32 1, i32 1>
  %53 = mul <4 x i32> %50, %52
  %54 = mul <4 x i32> %48, %53
  %55 = mul <4 x i32> %46, %54
  %56 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 168) to <4 x i32>*), align 16, !tbaa !5
  %57 = or <4 x i32> %56, <i32 1, i32 1, i32 1, i32 1>
  %58 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 120) to <4 x i32>*), align 16, !tbaa !5
  %59 = or <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>
  %60 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 72) to <4 x i32>*), align 16, !tbaa !5
  %61 = or <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>
  %62 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 24) to <4 x i32>*), align 16, !tbaa !5
  %63 = or <4 x i32> %62, <i32 1, i32 1, i32 1, i32 1>
  %64 = mul <4 x i32> %61, %63
  %65 = mul <4 x i32> %59, %64
  %66 = mul <4 x i32> %57, %65
  %67 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 164) to <4 x i32>*), align 16, !tbaa !5
  %68 = or <4 x i32> %67, <i32 1, i32 1, i32 1, i32 1>
  %69 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 116) to <4 x i32>*), align 16, !tbaa !5
  %70 = or <4 x i32> %69, <i32 1, i32 1, i32 1, i32 1>
  %71 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 68) to <4 x i32>*), align 16, !tbaa !5
  %72 = or <4 x i32> %71, <i32 1, i32 1, i32 1, i32 1>
  %73 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 20) to <4 x i32>*), align 16, !tbaa !5
  %74 = or <4 x i32> %73, <i32 1, i32 1, i32 1, i32 1>
  %75 = mul <4 x i32> %72, %74
  %76 = mul <4 x i32> %70, %75
  %77 = mul <4 x i32> %68, %76
  %78 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 160) to <4 x i32>*), align 16, !tbaa !5
  %79 = or <4 x i32> %78, <i32 1, i32 1, i32 1, i32 1>
  %80 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 112) to <4 x i32>*), align 16, !tbaa !5
  %81 = or <4 x i32> %80, <i32 1, i32 1, i32 1, i32 1>
  %82 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 64) to <4 x i32>*), align 16, !tbaa !5
  %83 = or <4 x i32> %82, <i32 1, i32 1, i32 1, i32 1>
  %84 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 16) to <4 x i32>*), align 16, !tbaa !5
  %85 = or <4 x i32> %84, <i32 1, i32 1, i32 1, i32 1>
  %86 = mul <4 x i32> %83, %85
  %87 = mul <4 x i32> %81, %86
  %88 = mul <4 x i32> %79, %87
  %89 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 156) to <4 x i32>*), align 16, !tbaa !5
  %90 = or <4 x i32> %89, <i32 1, i32 1, i32 1, i32 1>
  %91 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 108) to <4 x i32>*), align 16, !tbaa !5
  %92 = or <4 x i32> %91, <i32 1, i32 1, i32 1, i32 1>
  %93 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 60) to <4 x i32>*), align 16, !tbaa !5
  %94 = or <4 x i32> %93, <i32 1, i32 1, i32 1, i32 1>
  %95 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 12) to <4 x i32>*), align 16, !tbaa !5
  %96 = or <4 x i32> %95, <i32 1, i32 1, i32 1, i32 1>
  %97 = mul <4 x i32> %94, %96
  %98 = mul <4 x i32> %92, %97
  %99 = mul <4 x i32> %90, %98
  %100 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 152) to <4 x i32>*), align 16, !tbaa !5
  %101 = or <4 x i32> %100, <i32 1, i32 1, i32 1, i32 1>
  %102 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 104) to <4 x i32>*), align 16, !tbaa !5
  %103 = or <4 x i32> %102, <i32 1, i32 1, i32 1, i32 1>
  %104 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 56) to <4 x i32>*), align 16, !tbaa !5
  %105 = or <4 x i32> %104, <i32 1, i32 1, i32 1, i32 1>
  %106 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 8) to <4 x i32>*), align 16, !tbaa !5
  %107 = or <4 x i32> %106, <i32 1, i32 1, i32 1, i32 1>
  %108 = mul <4 x i32> %105, %107
  %109 = mul <4 x i32> %103, %108
  %110 = mul <4 x i32> %101, %109
  %111 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 148) to <4 x i32>*), align 16, !tbaa !5
  %112 = or <4 x i32> %111, <i32 1, i32 1, i32 1, i32 1>
  %113 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 100) to <4 x i32>*), align 16, !tbaa !5
  %114 = or <4 x i32> %113, <i32 1, i32 1, i32 1, i32 1>
  %115 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 52) to <4 x i32>*), align 16, !tbaa !5
  %116 = or <4 x i32> %115, <i32 1, i32 1, i32 1, i32 1>
  %117 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 4) to <4 x i32>*), align 16, !tbaa !5
  %118 = or <4 x i32> %117, <i32 1, i32 1, i32 1, i32 1>
  %119 = mul <4 x i32> %116, %118
  %120 = mul <4 x i32> %114, %119
  %121 = mul <4 x i32> %112, %120
  %122 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 144) to <4 x i32>*), align 16, !tbaa !5
  %123 = or <4 x i32> %122, <i32 1, i32 1, i32 1, i32 1>
  %124 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 96) to <4 x i32>*), align 16, !tbaa !5
  %125 = or <4 x i32> %124, <i32 1, i32 1, i32 1, i32 1>
  %126 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 48) to <4 x i32>*), align 16, !tbaa !5
  %127 = or <4 x i32> %126, <i32 1, i32 1, i32 1, i32 1>
  %128 = load <4 x i32>, <4 x i32>* bitcast ([203 x i32]* @ua to <4 x i32>*), align 16, !tbaa !5
  %129 = or <4 x i32> %128, <i32 1, i32 1, i32 1, i32 1>
  %130 = mul <4 x i32> %127, %129
  %131 = mul <4 x i32> %125, %130
  %132 = mul <4 x i32> %123, %131
  %133 = mul <4 x i32> %121, %132
  %134 = mul <4 x i32> %110, %133
  %135 = mul <4 x i32> %99, %134
  %136 = mul <4 x i32> %88, %135
  %137 = mul <4 x i32> %77, %136
  %138 = mul <4 x i32> %66, %137
  %139 = mul <4 x i32> %55, %138
  %140 = mul <4 x i32> %44, %139
  %141 = mul <4 x i32> %33, %140
  %142 = mul <4 x i32> %22, %141
  %143 = mul <4 x i32> %11, %142
  %144 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %143)
  %145 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 192), align 16, !tbaa !5
  %146 = or i32 %145, 1
  %147 = mul i32 %146, %144
  %148 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 193), align 4, !tbaa !5
  %149 = or i32 %148, 1
  %150 = mul i32 %149, %147
  %151 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 194), align 8, !tbaa !5
  %152 = or i32 %151, 1
  %153 = mul i32 %152, %150
  %154 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 195), align 4, !tbaa !5
  %155 = or i32 %154, 1
  %156 = mul i32 %155, %153
  %157 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 196), align 16, !tbaa !5
  %158 = or i32 %157, 1
  %159 = mul i32 %158, %156
  %160 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 197), align 4, !tbaa !5
  %161 = or i32 %160, 1
  %162 = mul i32 %161, %159
  %163 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 198), align 8, !tbaa !5
  %164 = or i32 %163, 1
  %165 = mul i32 %164, %162
  %166 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 199), align 4, !tbaa !5
  %167 = or i32 %166, 1
  %168 = mul i32 %167, %165
  %169 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %170 = or i32 %169, 1
  %171 = mul i32 %170, %168
  %172 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %173 = or i32 %172, 1
  %174 = mul i32 %173, %171
  %175 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %176 = or i32 %175, 1
  %177 = mul i32 %176, %174
  ret i32 %177
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %183, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, i32* %3, i64 8
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %3, i64 12
  %13 = bitcast i32* %12 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, i32* %3, i64 16
  %16 = bitcast i32* %15 to <4 x i32>*
  %17 = load <4 x i32>, <4 x i32>* %16, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %3, i64 20
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %3, i64 24
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %3, i64 28
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %3, i64 32
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %3, i64 36
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %3, i64 40
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %3, i64 44
  %37 = bitcast i32* %36 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 4, !tbaa !5
  %39 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %2
  %40 = bitcast i32* %39 to <4 x i32>*
  %41 = load <4 x i32>, <4 x i32>* %40, align 16, !tbaa !5
  %42 = getelementptr inbounds i32, i32* %39, i64 4
  %43 = bitcast i32* %42 to <4 x i32>*
  %44 = load <4 x i32>, <4 x i32>* %43, align 16, !tbaa !5
  %45 = getelementptr inbounds i32, i32* %39, i64 8
  %46 = bitcast i32* %45 to <4 x i32>*
  %47 = load <4 x i32>, <4 x i32>* %46, align 16, !tbaa !5
  %48 = getelementptr inbounds i32, i32* %39, i64 12
  %49 = bitcast i32* %48 to <4 x i32>*
  %50 = load <4 x i32>, <4 x i32>* %49, align 16, !tbaa !5
  %51 = getelementptr inbounds i32, i32* %39, i64 16
  %52 = bitcast i32* %51 to <4 x i32>*
  %53 = load <4 x i32>, <4 x i32>* %52, align 16, !tbaa !5
  %54 = getelementptr inbounds i32, i32* %39, i64 20
  %55 = bitcast i32* %54 to <4 x i32>*
  %56 = load <4 x i32>, <4 x i32>* %55, align 16, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %39, i64 24
  %58 = bitcast i32* %57 to <4 x i32>*
  %59 = load <4 x i32>, <4 x i32>* %58, align 16, !tbaa !5
  %60 = getelementptr inbounds i32, i32* %39, i64 28
  %61 = bitcast i32* %60 to <4 x i32>*
  %62 = load <4 x i32>, <4 x i32>* %61, align 16, !tbaa !5
  %63 = getelementptr inbounds i32, i32* %39, i64 32
  %64 = bitcast i32* %63 to <4 x i32>*
  %65 = load <4 x i32>, <4 x i32>* %64, align 16, !tbaa !5
  %66 = getelementptr inbounds i32, i32* %39, i64 36
  %67 = bitcast i32* %66 to <4 x i32>*
  %68 = load <4 x i32>, <4 x i32>* %67, align 16, !tbaa !5
  %69 = getelementptr inbounds i32, i32* %39, i64 40
  %70 = bitcast i32* %69 to <4 x i32>*
  %71 = load <4 x i32>, <4 x i32>* %70, align 16, !tbaa !5
  %72 = getelementptr inbounds i32, i32* %39, i64 44
  %73 = bitcast i32* %72 to <4 x i32>*
  %74 = load <4 x i32>, <4 x i32>* %73, align 16, !tbaa !5
  %75 = sub nsw <4 x i32> %5, %41
  %76 = sub nsw <4 x i32> %8, %44
  %77 = sub nsw <4 x i32> %11, %47
  %78 = sub nsw <4 x i32> %14, %50
  %79 = sub nsw <4 x i32> %17, %53
  %80 = sub nsw <4 x i32> %20, %56
  %81 = sub nsw <4 x i32> %23, %59
  %82 = sub nsw <4 x i32> %26, %62
  %83 = sub nsw <4 x i32> %29, %65
  %84 = sub nsw <4 x i32> %32, %68
  %85 = sub nsw <4 x i32> %35, %71
  %86 = sub nsw <4 x i32> %38, %74
  %87 = mul nsw <4 x i32> %75, <i32 5, i32 5, i32 5, i32 5>
  %88 = mul nsw <4 x i32> %76, <i32 5, i32 5, i32 5, i32 5>
  %89 = mul nsw <4 x i32> %77, <i32 5, i32 5, i32 5, i32 5>
  %90 = mul nsw <4 x i32> %78, <i32 5, i32 5, i32 5, i32 5>
  %91 = mul nsw <4 x i32> %79, <i32 5, i32 5, i32 5, i32 5>
  %92 = mul nsw <4 x i32> %80, <i32 5, i32 5, i32 5, i32 5>
  %93 = mul nsw <4 x i32> %81, <i32 5, i32 5, i32 5, i32 5>
  %94 = mul nsw <4 x i32> %82, <i32 5, i32 5, i32 5, i32 5>
  %95 = mul nsw <4 x i32> %83, <i32 5, i32 5, i32 5, i32 5>
  %96 = mul nsw <4 x i32> %84, <i32 5, i32 5, i32 5, i32 5>
  %97 = mul nsw <4 x i32> %85, <i32 5, i32 5, i32 5, i32 5>
  %98 = mul nsw <4 x i32> %86, <i32 5, i32 5, i32 5, i32 5>
  %99 = ashr <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>
  %100 = ashr <4 x i32> %8, <i32 4, i32 4, i32 4, i32 4>
  %101 = ashr <4 x i32> %11, <i32 4, i32 4, i32 4, i32 4>
  %102 = ashr <4 x i32> %14, <i32 4, i32 4, i32 4, i32 4>
  %103 = ashr <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>
  %104 = ashr <4 x i32> %20, <i32 4, i32 4, i32 4, i32 4>
  %105 = ashr <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>
  %106 = ashr <4 x i32> %26, <i32 4, i32 4, i32 4, i32 4>
  %107 = ashr <4 x i32> %29, <i32 4, i32 4, i32 4, i32 4>
  %108 = ashr <4 x i32> %32, <i32 4, i32 4, i32 4, i32 4>
  %109 = ashr <4 x i32> %35, <i32 4, i32 4, i32 4, i32 4>
  %110 = ashr <4 x i32> %38, <i32 4, i32 4, i32 4, i32 4>
  %111 = add <4 x i32> %5, <i32 -8, i32 -8, i32 -8, i32 -8>
  %112 = add <4 x i32> %8, <i32 -8, i32 -8, i32 -8, i32 -8>
  %113 = add <4 x i32> %11, <i32 -8, i32 -8, i32 -8, i32 -8>
  %114 = add <4 x i32> %14, <i32 -8, i32 -8, i32 -8, i32 -8>
  %115 = add <4 x i32> %17, <i32 -8, i32 -8, i32 -8, i32 -8>
  %116 = add <4 x i32> %20, <i32 -8, i32 -8, i32 -8, i32 -8>
  %117 = add <4 x i32> %23, <i32 -8, i32 -8, i32 -8, i32 -8>
  %118 = add <4 x i32> %26, <i32 -8, i32 -8, i32 -8, i32 -8>
  %119 = add <4 x i32> %29, <i32 -8, i32 -8, i32 -8, i32 -8>
  %120 = add <4 x i32> %32, <i32 -8, i32 -8, i32 -8, i32 -8>
  %121 = add <4 x i32> %35, <i32 -8, i32 -8, i32 -8, i32 -8>
  %122 = add <4 x i32> %38, <i32 -8, i32 -8, i32 -8, i32 -8>
  %123 = mul <4 x i32> %111, %41
  %124 = mul <4 x i32> %112, %44
  %125 = mul <4 x i32> %113, %47
  %126 = mul <4 x i32> %114, %50
  %127 = mul <4 x i32> %115, %53
  %128 = mul <4 x i32> %116, %56
  %129 = mul <4 x i32> %117, %59
  %130 = mul <4 x i32> %118, %62
  %131 = mul <4 x i32> %119, %65
  %132 = mul <4 x i32> %120, %68
  %133 = mul <4 x i32> %121, %71
  %134 = mul <4 x i32> %122, %74
  %135 = add <4 x i32> %123, %99
  %136 = add <4 x i32> %124, %100
  %137 = add <4 x i32> %125, %101
  %138 = add <4 x i32> %126, %102
  %139 = add <4 x i32> %127, %103
  %140 = add <4 x i32> %128, %104
  %141 = add <4 x i32> %129, %105
  %142 = add <4 x i32> %130, %106
  %143 = add <4 x i32> %131, %107
  %144 = add <4 x i32> %132, %108
  %145 = add <4 x i32> %133, %109
  %146 = add <4 x i32> %134, %110
  %147 = add <4 x i32> %135, %87
  %148 = add <4 x i32> %136, %88
  %149 = add <4 x i32> %137, %89
  %150 = add <4 x i32> %138, %90
  %151 = add <4 x i32> %139, %91
  %152 = add <4 x i32> %140, %92
  %153 = add <4 x i32> %141, %93
  %154 = add <4 x i32> %142, %94
  %155 = add <4 x i32> %143, %95
  %156 = add <4 x i32> %144, %96
  %157 = add <4 x i32> %145, %97
  %158 = add <4 x i32> %146, %98
  %159 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %160 = bitcast i32* %159 to <4 x i32>*
  store <4 x i32> %147, <4 x i32>* %160, align 4, !tbaa !5
  %161 = getelementptr inbounds i32, i32* %159, i64 4
  %162 = bitcast i32* %161 to <4 x i32>*
  store <4 x i32> %148, <4 x i32>* %162, align 4, !tbaa !5
  %163 = getelementptr inbounds i32, i32* %159, i64 8
  %164 = bitcast i32* %163 to <4 x i32>*
  store <4 x i32> %149, <4 x i32>* %164, align 4, !tbaa !5
  %165 = getelementptr inbounds i32, i32* %159, i64 12
  %166 = bitcast i32* %165 to <4 x i32>*
  store <4 x i32> %150, <4 x i32>* %166, align 4, !tbaa !5
  %167 = getelementptr inbounds i32, i32* %159, i64 16
  %168 = bitcast i32* %167 to <4 x i32>*
  store <4 x i32> %151, <4 x i32>* %168, align 4, !tbaa !5
  %169 = getelementptr inbounds i32, i32* %159, i64 20
  %170 = bitcast i32* %169 to <4 x i32>*
  store <4 x i32> %152, <4 x i32>* %170, align 4, !tbaa !5
  %171 = getelementptr inbounds i32, i32* %159, i64 24
  %172 = bitcast i32* %171 to <4 x i32>*
  store <4 x i32> %153, <4 x i32>* %172, align 4, !tbaa !5
  %173 = getelementptr inbounds i32, i32* %159, i64 28
  %174 = bitcast i32* %173 to <4 x i32>*
  store <4 x i32> %154, <4 x i32>* %174, align 4, !tbaa !5
  %175 = getelementptr inbounds i32, i32* %159, i64 32
  %176 = bitcast i32* %175 to <4 x i32>*
  store <4 x i32> %155, <4 x i32>* %176, align 4, !tbaa !5
  %177 = getelementptr inbounds i32, i32* %159, i64 36
  %178 = bitcast i32* %177 to <4 x i32>*
  store <4 x i32> %156, <4 x i32>* %178, align 4, !tbaa !5
  %179 = getelementptr inbounds i32, i32* %159, i64 40
  %180 = bitcast i32* %179 to <4 x i32>*
  store <4 x i32> %157, <4 x i32>* %180, align 4, !tbaa !5
  %181 = getelementptr inbounds i32, i32* %159, i64 44
  %182 = bitcast i32* %181 to <4 x i32>*
  store <4 x i32> %158, <4 x i32>* %182, align 4, !tbaa !5
  %183 = add nuw i64 %2, 48
  %184 = icmp eq i64 %183, 192
  br i1 %184, label %186, label %1, !llvm.loop !27

185:                                              ; preds = %186
  ret void

186:                                              ; preds = %1, %228
  %187 = phi i64 [ %241, %228 ], [ 192, %1 ]
  %188 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %187
  %189 = load i32, i32* %188, align 4, !tbaa !5
  %190 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %187
  %191 = load i32, i32* %190, align 16, !tbaa !5
  %192 = sub nsw i32 %189, %191
  %193 = mul nsw i32 %192, 5
  %194 = ashr i32 %189, 4
  %195 = add i32 %189, -8
  %196 = mul i32 %195, %191
  %197 = add i32 %196, %194
  %198 = add i32 %197, %193
  %199 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %187
  store i32 %198, i32* %199, align 4, !tbaa !5
  %200 = or i64 %187, 1
  %201 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %200
  %202 = load i32, i32* %201, align 4, !tbaa !5
  %203 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %200
  %204 = load i32, i32* %203, align 4, !tbaa !5
  %205 = sub nsw i32 %202, %204
  %206 = mul nsw i32 %205, 5
  %207 = ashr i32 %202, 4
  %208 = add i32 %202, -8
  %209 = mul i32 %208, %204
  %210 = add i32 %209, %207
  %211 = add i32 %210, %206
  %212 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %200
  store i32 %211, i32* %212, align 4, !tbaa !5
  %213 = or i64 %187, 2
  %214 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %213
  %215 = load i32, i32* %214, align 4, !tbaa !5
  %216 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %213
  %217 = load i32, i32* %216, align 8, !tbaa !5
  %218 = sub nsw i32 %215, %217
  %219 = mul nsw i32 %218, 5
  %220 = ashr i32 %215, 4
  %221 = add i32 %215, -8
  %222 = mul i32 %221, %217
  %223 = add i32 %222, %220
  %224 = add i32 %223, %219
  %225 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %213
  store i32 %224, i32* %225, align 4, !tbaa !5
  %226 = or i64 %187, 3
  %227 = icmp eq i64 %226, 203
  br i1 %227, label %185, label %228, !llvm.loop !28

228:                                              ; preds = %186
  %229 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %226
  %230 = load i32, i32* %229, align 4, !tbaa !5
  %231 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %226
  %232 = load i32, i32* %231, align 4, !tbaa !5
  %233 = sub nsw i32 %230, %232
  %234 = mul nsw i32 %233, 5
  %235 = ashr i32 %230, 4
  %236 = add i32 %230, -8
  %237 = mul i32 %236, %232
  %238 = add i32 %237, %235
  %239 = add i32 %238, %234
  %240 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %226
  store i32 %239, i32* %240, align 4, !tbaa !5
  %241 = add nuw nsw i64 %187, 4
  br label %186
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arithu32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %207, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !5
  %9 = getelementptr inbounds i32, i32* %3, i64 8
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 16, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %3, i64 12
  %13 = bitcast i32* %12 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 16, !tbaa !5
  %15 = getelementptr inbounds i32, i32* %3, i64 16
  %16 = bitcast i32* %15 to <4 x i32>*
  %17 = load <4 x i32>, <4 x i32>* %16, align 16, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %3, i64 20
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 16, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %3, i64 24
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 16, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %3, i64 28
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 16, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %3, i64 32
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 16, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %3, i64 36
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 16, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %3, i64 40
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 16, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %3, i64 44
  %37 = bitcast i32* %36 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 16, !tbaa !5
  %39 = lshr <4 x i32> %5, <i32 7, i32 7, i32 7, i32 7>
  %40 = lshr <4 x i32> %8, <i32 7, i32 7, i32 7, i32 7>
  %41 = lshr <4 x i32> %11, <i32 7, i32 7, i32 7, i32 7>
  %42 = lshr <4 x i32> %14, <i32 7, i32 7, i32 7, i32 7>
  %43 = lshr <4 x i32> %17, <i32 7, i32 7, i32 7, i32 7>
  %44 = lshr <4 x i32> %20, <i32 7, i32 7, i32 7, i32 7>
  %45 = lshr <4 x i32> %23, <i32 7, i32 7, i32 7, i32 7>
  %46 = lshr <4 x i32> %26, <i32 7, i32 7, i32 7, i32 7>
  %47 = lshr <4 x i32> %29, <i32 7, i32 7, i32 7, i32 7>
  %48 = lshr <4 x i32> %32, <i32 7, i32 7, i32 7, i32 7>
  %49 = lshr <4 x i32> %35, <i32 7, i32 7, i32 7, i32 7>
  %50 = lshr <4 x i32> %38, <i32 7, i32 7, i32 7, i32 7>
  %51 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %2
  %52 = bitcast i32* %51 to <4 x i32>*
  %53 = load <4 x i32>, <4 x i32>* %52, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, i32* %51, i64 4
  %55 = bitcast i32* %54 to <4 x i32>*
  %56 = load <4 x i32>, <4 x i32>* %55, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %51, i64 8
  %58 = bitcast i32* %57 to <4 x i32>*
  %59 = load <4 x i32>, <4 x i32>* %58, align 4, !tbaa !5
  %60 = getelementptr inbounds i32, i32* %51, i64 12
  %61 = bitcast i32* %60 to <4 x i32>*
  %62 = load <4 x i32>, <4 x i32>* %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i32, i32* %51, i64 16
  %64 = bitcast i32* %63 to <4 x i32>*
  %65 = load <4 x i32>, <4 x i32>* %64, align 4, !tbaa !5
  %66 = getelementptr inbounds i32, i32* %51, i64 20
  %67 = bitcast i32* %66 to <4 x i32>*
  %68 = load <4 x i32>, <4 x i32>* %67, align 4, !tbaa !5
  %69 = getelementptr inbounds i32, i32* %51, i64 24
  %70 = bitcast i32* %69 to <4 x i32>*
  %71 = load <4 x i32>, <4 x i32>* %70, align 4, !tbaa !5
  %72 = getelementptr inbounds i32, i32* %51, i64 28
  %73 = bitcast i32* %72 to <4 x i32>*
  %74 = load <4 x i32>, <4 x i32>* %73, align 4, !tbaa !5
  %75 = getelementptr inbounds i32, i32* %51, i64 32
  %76 = bitcast i32* %75 to <4 x i32>*
  %77 = load <4 x i32>, <4 x i32>* %76, align 4, !tbaa !5
  %78 = getelementptr inbounds i32, i32* %51, i64 36
  %79 = bitcast i32* %78 to <4 x i32>*
  %80 = load <4 x i32>, <4 x i32>* %79, align 4, !tbaa !5
  %81 = getelementptr inbounds i32, i32* %51, i64 40
  %82 = bitcast i32* %81 to <4 x i32>*
  %83 = load <4 x i32>, <4 x i32>* %82, align 4, !tbaa !5
  %84 = getelementptr inbounds i32, i32* %51, i64 44
  %85 = bitcast i32* %84 to <4 x i32>*
  %86 = load <4 x i32>, <4 x i32>* %85, align 4, !tbaa !5
  %87 = shl <4 x i32> %53, <i32 11, i32 11, i32 11, i32 11>
  %88 = shl <4 x i32> %56, <i32 11, i32 11, i32 11, i32 11>
  %89 = shl <4 x i32> %59, <i32 11, i32 11, i32 11, i32 11>
  %90 = shl <4 x i32> %62, <i32 11, i32 11, i32 11, i32 11>
  %91 = shl <4 x i32> %65, <i32 11, i32 11, i32 11, i32 11>
  %92 = shl <4 x i32> %68, <i32 11, i32 11, i32 11, i32 11>
  %93 = shl <4 x i32> %71, <i32 11, i32 11, i32 11, i32 11>
  %94 = shl <4 x i32> %74, <i32 11, i32 11, i32 11, i32 11>
  %95 = shl <4 x i32> %77, <i32 11, i32 11, i32 11, i32 11>
  %96 = shl <4 x i32> %80, <i32 11, i32 11, i32 11, i32 11>
  %97 = shl <4 x i32> %83, <i32 11, i32 11, i32 11, i32 11>
  %98 = shl <4 x i32> %86, <i32 11, i32 11, i32 11, i32 11>
  %99 = xor <4 x i32> %87, %39
  %100 = xor <4 x i32> %88, %40
  %101 = xor <4 x i32> %89, %41
  %102 = xor <4 x i32> %90, %42
  %103 = xor <4 x i32> %91, %43
  %104 = xor <4 x i32> %92, %44
  %105 = xor <4 x i32> %93, %45
  %106 = xor <4 x i32> %94, %46
  %107 = xor <4 x i32> %95, %47
  %108 = xor <4 x i32> %96, %48
  %109 = xor <4 x i32> %97, %49
  %110 = xor <4 x i32> %98, %50
  %111 = and <4 x i32> %53, <i32 31, i32 31, i32 31, i32 31>
  %112 = and <4 x i32> %56, <i32 31, i32 31, i32 31, i32 31>
  %113 = and <4 x i32> %59, <i32 31, i32 31, i32 31, i32 31>
  %114 = and <4 x i32> %62, <i32 31, i32 31, i32 31, i32 31>
  %115 = and <4 x i32> %65, <i32 31, i32 31, i32 31, i32 31>
  %116 = and <4 x i32> %68, <i32 31, i32 31, i32 31, i32 31>
  %117 = and <4 x i32> %71, <i32 31, i32 31, i32 31, i32 31>
  %118 = and <4 x i32> %74, <i32 31, i32 31, i32 31, i32 31>
  %119 = and <4 x i32> %77, <i32 31, i32 31, i32 31, i32 31>
  %120 = and <4 x i32> %80, <i32 31, i32 31, i32 31, i32 31>
  %121 = and <4 x i32> %83, <i32 31, i32 31, i32 31, i32 31>
  %122 = and <4 x i32> %86, <i32 31, i32 31, i32 31, i32 31>
  %123 = lshr <4 x i32> %5, %111
  %124 = lshr <4 x i32> %8, %112
  %125 = lshr <4 x i32> %11, %113
  %126 = lshr <4 x i32> %14, %114
  %127 = lshr <4 x i32> %17, %115
  %128 = lshr <4 x i32> %20, %116
  %129 = lshr <4 x i32> %23, %117
  %130 = lshr <4 x i32> %26, %118
  %131 = lshr <4 x i32> %29, %119
  %132 = lshr <4 x i32> %32, %120
  %133 = lshr <4 x i32> %35, %121
  %134 = lshr <4 x i32> %38, %122
  %135 = and <4 x i32> %5, <i32 15, i32 15, i32 15, i32 15>
  %136 = and <4 x i32> %8, <i32 15, i32 15, i32 15, i32 15>
  %137 = and <4 x i32> %11, <i32 15, i32 15, i32 15, i32 15>
  %138 = and <4 x i32> %14, <i32 15, i32 15, i32 15, i32 15>
  %139 = and <4 x i32> %17, <i32 15, i32 15, i32 15, i32 15>
  %140 = and <4 x i32> %20, <i32 15, i32 15, i32 15, i32 15>
  %141 = and <4 x i32> %23, <i32 15, i32 15, i32 15, i32 15>
  %142 = and <4 x i32> %26, <i32 15, i32 15, i32 15, i32 15>
  %143 = and <4 x i32> %29, <i32 15, i32 15, i32 15, i32 15>
  %144 = and <4 x i32> %32, <i32 15, i32 15, i32 15, i32 15>
  %145 = and <4 x i32> %35, <i32 15, i32 15, i32 15, i32 15>
  %146 = and <4 x i32> %38, <i32 15, i32 15, i32 15, i32 15>
  %147 = shl <4 x i32> %53, %135
  %148 = shl <4 x i32> %56, %136
  %149 = shl <4 x i32> %59, %137
  %150 = shl <4 x i32> %62, %138
  %151 = shl <4 x i32> %65, %139
  %152 = shl <4 x i32> %68, %140
  %153 = shl <4 x i32> %71, %141
  %154 = shl <4 x i32> %74, %142
  %155 = shl <4 x i32> %77, %143
  %156 = shl <4 x i32> %80, %144
  %157 = shl <4 x i32> %83, %145
  %158 = shl <4 x i32> %86, %146
  %159 = xor <4 x i32> %99, %147
  %160 = xor <4 x i32> %100, %148
  %161 = xor <4 x i32> %101, %149
  %162 = xor <4 x i32> %102, %150
  %163 = xor <4 x i32> %103, %151
  %164 = xor <4 x i32> %104, %152
  %165 = xor <4 x i32> %105, %153
  %166 = xor <4 x i32> %106, %154
  %167 = xor <4 x i32> %107, %155
  %168 = xor <4 x i32> %108, %156
  %169 = xor <4 x i32> %109, %157
  %170 = xor <4 x i32> %110, %158
  %171 = xor <4 x i32> %159, %123
  %172 = xor <4 x i32> %160, %124
  %173 = xor <4 x i32> %161, %125
  %174 = xor <4 x i32> %162, %126
  %175 = xor <4 x i32> %163, %127
  %176 = xor <4 x i32> %164, %128
  %177 = xor <4 x i32> %165, %129
  %178 = xor <4 x i32> %166, %130
  %179 = xor <4 x i32> %167, %131
  %180 = xor <4 x i32> %168, %132
  %181 = xor <4 x i32> %169, %133
  %182 = xor <4 x i32> %170, %134
  %183 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %2
  %184 = bitcast i32* %183 to <4 x i32>*
  store <4 x i32> %171, <4 x i32>* %184, align 4, !tbaa !5
  %185 = getelementptr inbounds i32, i32* %183, i64 4
  %186 = bitcast i32* %185 to <4 x i32>*
  store <4 x i32> %172, <4 x i32>* %186, align 4, !tbaa !5
  %187 = getelementptr inbounds i32, i32* %183, i64 8
  %188 = bitcast i32* %187 to <4 x i32>*
  store <4 x i32> %173, <4 x i32>* %188, align 4, !tbaa !5
  %189 = getelementptr inbounds i32, i32* %183, i64 12
  %190 = bitcast i32* %189 to <4 x i32>*
  store <4 x i32> %174, <4 x i32>* %190, align 4, !tbaa !5
  %191 = getelementptr inbounds i32, i32* %183, i64 16
  %192 = bitcast i32* %191 to <4 x i32>*
  store <4 x i32> %175, <4 x i32>* %192, align 4, !tbaa !5
  %193 = getelementptr inbounds i32, i32* %183, i64 20
  %194 = bitcast i32* %193 to <4 x i32>*
  store <4 x i32> %176, <4 x i32>* %194, align 4, !tbaa !5
  %195 = getelementptr inbounds i32, i32* %183, i64 24
  %196 = bitcast i32* %195 to <4 x i32>*
  store <4 x i32> %177, <4 x i32>* %196, align 4, !tbaa !5
  %197 = getelementptr inbounds i32, i32* %183, i64 28
  %198 = bitcast i32* %197 to <4 x i32>*
  store <4 x i32> %178, <4 x i32>* %198, align 4, !tbaa !5
  %199 = getelementptr inbounds i32, i32* %183, i64 32
  %200 = bitcast i32* %199 to <4 x i32>*
  store <4 x i32> %179, <4 x i32>* %200, align 4, !tbaa !5
  %201 = getelementptr inbounds i32, i32* %183, i64 36
  %202 = bitcast i32* %201 to <4 x i32>*
  store <4 x i32> %180, <4 x i32>* %202, align 4, !tbaa !5
  %203 = getelementptr inbounds i32, i32* %183, i64 40
  %204 = bitcast i32* %203 to <4 x i32>*
  store <4 x i32> %181, <4 x i32>* %204, align 4, !tbaa !5
  %205 = getelementptr inbounds i32, i32* %183, i64 44
  %206 = bitcast i32* %205 to <4 x i32>*
  store <4 x i32> %182, <4 x i32>* %206, align 4, !tbaa !5
  %207 = add nuw i64 %2, 48
  %208 = icmp eq i64 %207, 192
  br i1 %208, label %210, label %1, !llvm.loop !29

209:                                              ; preds = %210
  ret void

210:                                              ; preds = %1, %228
  %211 = phi i64 [ %243, %228 ], [ 192, %1 ]
  %212 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %211
  %213 = load i32, i32* %212, align 8, !tbaa !5
  %214 = lshr i32 %213, 7
  %215 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %211
  %216 = load i32, i32* %215, align 4, !tbaa !5
  %217 = shl i32 %216, 11
  %218 = xor i32 %217, %214
  %219 = and i32 %216, 31
  %220 = lshr i32 %213, %219
  %221 = and i32 %213, 15
  %222 = shl i32 %216, %221
  %223 = xor i32 %218, %222
  %224 = xor i32 %223, %220
  %225 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %211
  store i32 %224, i32* %225, align 4, !tbaa !5
  %226 = or i64 %211, 1
  %227 = icmp eq i64 %226, 203
  br i1 %227, label %209, label %228, !llvm.loop !30

228:                                              ; preds = %210
  %229 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %226
  %230 = load i32, i32* %229, align 4, !tbaa !5
  %231 = lshr i32 %230, 7
  %232 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %226
  %233 = load i32, i32* %232, align 4, !tbaa !5
  %234 = shl i32 %233, 11
  %235 = xor i32 %234, %231
  %236 = and i32 %233, 31
  %237 = lshr i32 %230, %236
  %238 = and i32 %230, 15
  %239 = shl i32 %233, %238
  %240 = xor i32 %235, %239
  %241 = xor i32 %240, %237
  %242 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %226
  store i32 %241, i32* %242, align 4, !tbaa !5
  %243 = add nuw nsw i64 %211, 2
  br label %210
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith16() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %147, %1 ]
  %3 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %2
  %4 = bitcast i16* %3 to <8 x i16>*
  %5 = load <8 x i16>, <8 x i16>* %4, align 16, !tbaa !9
  %6 = getelementptr inbounds i16, i16* %3, i64 8
  %7 = bitcast i16* %6 to <8 x i16>*
  %8 = load <8 x i16>, <8 x i16>* %7, align 16, !tbaa !9
  %9 = getelementptr inbounds i16, i16* %3, i64 16
  %10 = bitcast i16* %9 to <8 x i16>*
  %11 = load <8 x i16>, <8 x i16>* %10, align 16, !tbaa !9
  %12 = getelementptr inbounds i16, i16* %3, i64 24
  %13 = bitcast i16* %12 to <8 x i16>*
  %14 = load <8 x i16>, <8 x i16>* %13, align 16, !tbaa !9
  %15 = getelementptr inbounds i16, i16* %3, i64 32
  %16 = bitcast i16* %15 to <8 x i16>*
  %17 = load <8 x i16>, <8 x i16>* %16, align 16, !tbaa !9
  %18 = getelementptr inbounds i16, i16* %3, i64 40
  %19 = bitcast i16* %18 to <8 x i16>*
  %20 = load <8 x i16>, <8 x i16>* %19, align 16, !tbaa !9
  %21 = getelementptr inbounds i16, i16* %3, i64 48
  %22 = bitcast i16* %21 to <8 x i16>*
  %23 = load <8 x i16>, <8 x i16>* %22, align 16, !tbaa !9
  %24 = getelementptr inbounds i16, i16* %3, i64 56
  %25 = bitcast i16* %24 to <8 x i16>*
  %26 = load <8 x i16>, <8 x i16>* %25, align 16, !tbaa !9
  %27 = getelementptr inbounds i16, i16* %3, i64 64
  %28 = bitcast i16* %27 to <8 x i16>*
  %29 = load <8 x i16>, <8 x i16>* %28, align 16, !tbaa !9
  %30 = getelementptr inbounds i16, i16* %3, i64 72
  %31 = bitcast i16* %30 to <8 x i16>*
  %32 = load <8 x i16>, <8 x i16>* %31, align 16, !tbaa !9
  %33 = getelementptr inbounds i16, i16* %3, i64 80
  %34 = bitcast i16* %33 to <8 x i16>*
  %35 = load <8 x i16>, <8 x i16>* %34, align 16, !tbaa !9
  %36 = getelementptr inbounds i16, i16* %3, i64 88
  %37 = bitcast i16* %36 to <8 x i16>*
  %38 = load <8 x i16>, <8 x i16>* %37, align 16, !tbaa !9
  %39 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i64 0, i64 %2
  %40 = bitcast i16* %39 to <8 x i16>*
  %41 = load <8 x i16>, <8 x i16>* %40, align 2, !tbaa !9
  %42 = getelementptr inbounds i16, i16* %39, i64 8
  %43 = bitcast i16* %42 to <8 x i16>*
  %44 = load <8 x i16>, <8 x i16>* %43, align 2, !tbaa !9
  %45 = getelementptr inbounds i16, i16* %39, i64 16
  %46 = bitcast i16* %45 to <8 x i16>*
  %47 = load <8 x i16>, <8 x i16>* %46, align 2, !tbaa !9
  %48 = getelementptr inbounds i16, i16* %39, i64 24
  %49 = bitcast i16* %48 to <8 x i16>*
  %50 = load <8 x i16>, <8 x i16>* %49, align 2, !tbaa !9
  %51 = getelementptr inbounds i16, i16* %39, i64 32
  %52 = bitcast i16* %51 to <8 x i16>*
  %53 = load <8 x i16>, <8 x i16>* %52, align 2, !tbaa !9
  %54 = getelementptr inbounds i16, i16* %39, i64 40
  %55 = bitcast i16* %54 to <8 x i16>*
  %56 = load <8 x i16>, <8 x i16>* %55, align 2, !tbaa !9
  %57 = getelementptr inbounds i16, i16* %39, i64 48
  %58 = bitcast i16* %57 to <8 x i16>*
  %59 = load <8 x i16>, <8 x i16>* %58, align 2, !tbaa !9
  %60 = getelementptr inbounds i16, i16* %39, i64 56
  %61 = bitcast i16* %60 to <8 x i16>*
  %62 = load <8 x i16>, <8 x i16>* %61, align 2, !tbaa !9
  %63 = getelementptr inbounds i16, i16* %39, i64 64
  %64 = bitcast i16* %63 to <8 x i16>*
  %65 = load <8 x i16>, <8 x i16>* %64, align 2, !tbaa !9
  %66 = getelementptr inbounds i16, i16* %39, i64 72
  %67 = bitcast i16* %66 to <8 x i16>*
  %68 = load <8 x i16>, <8 x i16>* %67, align 2, !tbaa !9
  %69 = getelementptr inbounds i16, i16* %39, i64 80
  %70 = bitcast i16* %69 to <8 x i16>*
  %71 = load <8 x i16>, <8 x i16>* %70, align 2, !tbaa !9
  %72 = getelementptr inbounds i16, i16* %39, i64 88
  %73 = bitcast i16* %72 to <8 x i16>*
  %74 = load <8 x i16>, <8 x i16>* %73, align 2, !tbaa !9
  %75 = ashr <8 x i16> %5, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %76 = ashr <8 x i16> %8, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %77 = ashr <8 x i16> %11, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %78 = ashr <8 x i16> %14, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %79 = ashr <8 x i16> %17, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %80 = ashr <8 x i16> %20, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %81 = ashr <8 x i16> %23, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %82 = ashr <8 x i16> %26, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %83 = ashr <8 x i16> %29, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %84 = ashr <8 x i16> %32, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %85 = ashr <8 x i16> %35, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %86 = ashr <8 x i16> %38, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %87 = add <8 x i16> %5, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %88 = add <8 x i16> %8, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %89 = add <8 x i16> %11, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %90 = add <8 x i16> %14, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %91 = add <8 x i16> %17, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %92 = add <8 x i16> %20, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %93 = add <8 x i16> %23, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %94 = add <8 x i16> %26, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %95 = add <8 x i16> %29, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %96 = add <8 x i16> %32, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %97 = add <8 x i16> %35, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %98 = add <8 x i16> %38, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %99 = mul <8 x i16> %87, %41
  %100 = mul <8 x i16> %88, %44
  %101 = mul <8 x i16> %89, %47
  %102 = mul <8 x i16> %90, %50
  %103 = mul <8 x i16> %91, %53
  %104 = mul <8 x i16> %92, %56
  %105 = mul <8 x i16> %93, %59
  %106 = mul <8 x i16> %94, %62
  %107 = mul <8 x i16> %95, %65
  %108 = mul <8 x i16> %96, %68
  %109 = mul <8 x i16> %97, %71
  %110 = mul <8 x i16> %98, %74
  %111 = add <8 x i16> %99, %75
  %112 = add <8 x i16> %100, %76
  %113 = add <8 x i16> %101, %77
  %114 = add <8 x i16> %102, %78
  %115 = add <8 x i16> %103, %79
  %116 = add <8 x i16> %104, %80
  %117 = add <8 x i16> %105, %81
  %118 = add <8 x i16> %106, %82
  %119 = add <8 x i16> %107, %83
  %120 = add <8 x i16> %108, %84
  %121 = add <8 x i16> %109, %85
  %122 = add <8 x i16> %110, %86
  %123 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %2
  %124 = bitcast i16* %123 to <8 x i16>*
  store <8 x i16> %111, <8 x i16>* %124, align 2, !tbaa !9
  %125 = getelementptr inbounds i16, i16* %123, i64 8
  %126 = bitcast i16* %125 to <8 x i16>*
  store <8 x i16> %112, <8 x i16>* %126, align 2, !tbaa !9
  %127 = getelementptr inbounds i16, i16* %123, i64 16
  %128 = bitcast i16* %127 to <8 x i16>*
  store <8 x i16> %113, <8 x i16>* %128, align 2, !tbaa !9
  %129 = getelementptr inbounds i16, i16* %123, i64 24
  %130 = bitcast i16* %129 to <8 x i16>*
  store <8 x i16> %114, <8 x i16>* %130, align 2, !tbaa !9
  %131 = getelementptr inbounds i16, i16* %123, i64 32
  %132 = bitcast i16* %131 to <8 x i16>*
  store <8 x i16> %115, <8 x i16>* %132, align 2, !tbaa !9
  %133 = getelementptr inbounds i16, i16* %123, i64 40
  %134 = bitcast i16* %133 to <8 x i16>*
  store <8 x i16> %116, <8 x i16>* %134, align 2, !tbaa !9
  %135 = getelementptr inbounds i16, i16* %123, i64 48
  %136 = bitcast i16* %135 to <8 x i16>*
  store <8 x i16> %117, <8 x i16>* %136, align 2, !tbaa !9
  %137 = getelementptr inbounds i16, i16* %123, i64 56
  %138 = bitcast i16* %137 to <8 x i16>*
  store <8 x i16> %118, <8 x i16>* %138, align 2, !tbaa !9
  %139 = getelementptr inbounds i16, i16* %123, i64 64
  %140 = bitcast i16* %139 to <8 x i16>*
  store <8 x i16> %119, <8 x i16>* %140, align 2, !tbaa !9
  %141 = getelementptr inbounds i16, i16* %123, i64 72
  %142 = bitcast i16* %141 to <8 x i16>*
  store <8 x i16> %120, <8 x i16>* %142, align 2, !tbaa !9
  %143 = getelementptr inbounds i16, i16* %123, i64 80
  %144 = bitcast i16* %143 to <8 x i16>*
  store <8 x i16> %121, <8 x i16>* %144, align 2, !tbaa !9
  %145 = getelementptr inbounds i16, i16* %123, i64 88
  %146 = bitcast i16* %145 to <8 x i16>*
  store <8 x i16> %122, <8 x i16>* %146, align 2, !tbaa !9
  %147 = add nuw i64 %2, 96
  %148 = icmp eq i64 %147, 192
  br i1 %148, label %149, label %1, !llvm.loop !31

149:                                              ; preds = %1
  %150 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 192), align 16, !tbaa !9
  %151 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 192), align 2, !tbaa !9
  %152 = ashr i16 %150, 3
  %153 = add i16 %150, -4
  %154 = mul i16 %153, %151
  %155 = add i16 %154, %152
  store i16 %155, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 192), align 2, !tbaa !9
  %156 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 193), align 2, !tbaa !9
  %157 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 193), align 2, !tbaa !9
  %158 = ashr i16 %156, 3
  %159 = add i16 %156, -4
  %160 = mul i16 %159, %157
  %161 = add i16 %160, %158
  store i16 %161, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 193), align 2, !tbaa !9
  %162 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 194), align 4, !tbaa !9
  %163 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 194), align 2, !tbaa !9
  %164 = ashr i16 %162, 3
  %165 = add i16 %162, -4
  %166 = mul i16 %165, %163
  %167 = add i16 %166, %164
  store i16 %167, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 194), align 2, !tbaa !9
  %168 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 195), align 2, !tbaa !9
  %169 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 195), align 2, !tbaa !9
  %170 = ashr i16 %168, 3
  %171 = add i16 %168, -4
  %172 = mul i16 %171, %169
  %173 = add i16 %172, %170
  store i16 %173, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 195), align 2, !tbaa !9
  %174 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 196), align 8, !tbaa !9
  %175 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 196), align 2, !tbaa !9
  %176 = ashr i16 %174, 3
  %177 = add i16 %174, -4
  %178 = mul i16 %177, %175
  %179 = add i16 %178, %176
  store i16 %179, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 196), align 2, !tbaa !9
  %180 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 197), align 2, !tbaa !9
  %181 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 197), align 2, !tbaa !9
  %182 = ashr i16 %180, 3
  %183 = add i16 %180, -4
  %184 = mul i16 %183, %181
  %185 = add i16 %184, %182
  store i16 %185, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 197), align 2, !tbaa !9
  %186 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 198), align 4, !tbaa !9
  %187 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 198), align 2, !tbaa !9
  %188 = ashr i16 %186, 3
  %189 = add i16 %186, -4
  %190 = mul i16 %189, %187
  %191 = add i16 %190, %188
  store i16 %191, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 198), align 2, !tbaa !9
  %192 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 199), align 2, !tbaa !9
  %193 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 199), align 2, !tbaa !9
  %194 = ashr i16 %192, 3
  %195 = add i16 %192, -4
  %196 = mul i16 %195, %193
  %197 = add i16 %196, %194
  store i16 %197, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 199), align 2, !tbaa !9
  %198 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 200), align 16, !tbaa !9
  %199 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 200), align 2, !tbaa !9
  %200 = ashr i16 %198, 3
  %201 = add i16 %198, -4
  %202 = mul i16 %201, %199
  %203 = add i16 %202, %200
  store i16 %203, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 200), align 2, !tbaa !9
  %204 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 201), align 2, !tbaa !9
  %205 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 201), align 2, !tbaa !9
  %206 = ashr i16 %204, 3
  %207 = add i16 %204, -4
  %208 = mul i16 %207, %205
  %209 = add i16 %208, %206
  store i16 %209, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 201), align 2, !tbaa !9
  %210 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 202), align 4, !tbaa !9
  %211 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 202), align 2, !tbaa !9
  %212 = ashr i16 %210, 3
  %213 = add i16 %210, -4
  %214 = mul i16 %213, %211
  %215 = add i16 %214, %212
  store i16 %215, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 202), align 2, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith8() unnamed_addr #4 {
  %1 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @a8 to <16 x i8>*), align 16, !tbaa !11
  %2 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %3 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %4 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %5 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %6 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %7 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %8 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %9 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %10 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %11 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %12 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %13 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @b8 to <16 x i8>*), align 16, !tbaa !11
  %14 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %15 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %16 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %17 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %18 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %19 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %20 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %21 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %22 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %23 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %24 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %25 = mul <16 x i8> %13, %1
  %26 = mul <16 x i8> %14, %2
  %27 = mul <16 x i8> %15, %3
  %28 = mul <16 x i8> %16, %4
  %29 = mul <16 x i8> %17, %5
  %30 = mul <16 x i8> %18, %6
  %31 = mul <16 x i8> %19, %7
  %32 = mul <16 x i8> %20, %8
  %33 = mul <16 x i8> %21, %9
  %34 = mul <16 x i8> %22, %10
  %35 = mul <16 x i8> %23, %11
  %36 = mul <16 x i8> %24, %12
  %37 = add <16 x i8> %25, %1
  %38 = add <16 x i8> %26, %2
  %39 = add <16 x i8> %27, %3
  %40 = add <16 x i8> %28, %4
  %41 = add <16 x i8> %29, %5
  %42 = add <16 x i8> %30, %6
  %43 = add <16 x i8> %31, %7
  %44 = add <16 x i8> %32, %8
  %45 = add <16 x i8> %33, %9
  %46 = add <16 x i8> %34, %10
  %47 = add <16 x i8> %35, %11
  %48 = add <16 x i8> %36, %12
  %49 = ashr <16 x i8> %13, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %50 = ashr <16 x i8> %14, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %51 = ashr <16 x i8> %15, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %52 = ashr <16 x i8> %16, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %53 = ashr <16 x i8> %17, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %54 = ashr <16 x i8> %18, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %55 = ashr <16 x i8> %19, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %56 = ashr <16 x i8> %20, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %57 = ashr <16 x i8> %21, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %58 = ashr <16 x i8> %22, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %59 = ashr <16 x i8> %23, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %60 = ashr <16 x i8> %24, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %61 = sub <16 x i8> %37, %49
  %62 = sub <16 x i8> %38, %50
  %63 = sub <16 x i8> %39, %51
  %64 = sub <16 x i8> %40, %52
  %65 = sub <16 x i8> %41, %53
  %66 = sub <16 x i8> %42, %54
  %67 = sub <16 x i8> %43, %55
  %68 = sub <16 x i8> %44, %56
  %69 = sub <16 x i8> %45, %57
  %70 = sub <16 x i8> %46, %58
  %71 = sub <16 x i8> %47, %59
  %72 = sub <16 x i8> %48, %60
  store <16 x i8> %61, <16 x i8>* bitcast ([203 x i8]* @c8 to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %62, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %63, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %64, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %65, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %66, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %67, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %68, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %69, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %70, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %71, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %72, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %73 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %74 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %75 = mul <8 x i8> %74, %73
  %76 = add <8 x i8> %75, %73
  %77 = ashr <8 x i8> %74, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %78 = sub <8 x i8> %76, %77
  store <8 x i8> %78, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %79 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 200), align 8, !tbaa !11
  %80 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 200), align 8, !tbaa !11
  %81 = mul i8 %80, %79
  %82 = add i8 %81, %79
  %83 = ashr i8 %80, 1
  %84 = sub i8 %82, %83
  store i8 %84, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 200), align 8, !tbaa !11
  %85 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 201), align 1, !tbaa !11
  %86 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 201), align 1, !tbaa !11
  %87 = mul i8 %86, %85
  %88 = add i8 %87, %85
  %89 = ashr i8 %86, 1
  %90 = sub i8 %88, %89
  store i8 %90, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 201), align 1, !tbaa !11
  %91 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 202), align 2, !tbaa !11
  %92 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 202), align 2, !tbaa !11
  %93 = mul i8 %92, %91
  %94 = add i8 %93, %91
  %95 = ashr i8 %92, 1
  %96 = sub i8 %94, %95
  store i8 %96, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 202), align 2, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith64() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %50, %1 ]
  %3 = or i64 %2, 1
  %4 = or i64 %2, 2
  %5 = or i64 %2, 3
  %6 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %2
  %7 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %3
  %8 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %4
  %9 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %5
  %10 = load i64, i64* %6, align 8, !tbaa !12
  %11 = load i64, i64* %7, align 8, !tbaa !12
  %12 = load i64, i64* %8, align 8, !tbaa !12
  %13 = load i64, i64* %9, align 8, !tbaa !12
  %14 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %2
  %15 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %3
  %16 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %4
  %17 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %5
  %18 = load i64, i64* %14, align 8, !tbaa !12
  %19 = load i64, i64* %15, align 8, !tbaa !12
  %20 = load i64, i64* %16, align 8, !tbaa !12
  %21 = load i64, i64* %17, align 8, !tbaa !12
  %22 = ashr i64 %10, 9
  %23 = ashr i64 %11, 9
  %24 = ashr i64 %12, 9
  %25 = ashr i64 %13, 9
  %26 = xor i64 %18, %10
  %27 = xor i64 %19, %11
  %28 = xor i64 %20, %12
  %29 = xor i64 %21, %13
  %30 = add i64 %10, -4
  %31 = add i64 %11, -4
  %32 = add i64 %12, -4
  %33 = add i64 %13, -4
  %34 = mul i64 %30, %18
  %35 = mul i64 %31, %19
  %36 = mul i64 %32, %20
  %37 = mul i64 %33, %21
  %38 = add i64 %26, %22
  %39 = add i64 %27, %23
  %40 = add i64 %28, %24
  %41 = add i64 %29, %25
  %42 = add i64 %38, %34
  %43 = add i64 %39, %35
  %44 = add i64 %40, %36
  %45 = add i64 %41, %37
  %46 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %2
  %47 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %3
  %48 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %4
  %49 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %5
  store i64 %42, i64* %46, align 8, !tbaa !12
  store i64 %43, i64* %47, align 8, !tbaa !12
  store i64 %44, i64* %48, align 8, !tbaa !12
  store i64 %45, i64* %49, align 8, !tbaa !12
  %50 = add nuw i64 %2, 4
  %51 = icmp eq i64 %50, 200
  br i1 %51, label %52, label %1, !llvm.loop !32

52:                                               ; preds = %1
  %53 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 200), align 8, !tbaa !12
  %54 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 200), align 8, !tbaa !12
  %55 = ashr i64 %53, 9
  %56 = xor i64 %54, %53
  %57 = add i64 %53, -4
  %58 = mul i64 %57, %54
  %59 = add i64 %56, %55
  %60 = add i64 %59, %58
  store i64 %60, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 200), align 8, !tbaa !12
  %61 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 201), align 8, !tbaa !12
  %62 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 201), align 8, !tbaa !12
  %63 = ashr i64 %61, 9
  %64 = xor i64 %62, %61
  %65 = add i64 %61, -4
  %66 = mul i64 %65, %62
  %67 = add i64 %64, %63
  %68 = add i64 %67, %66
  store i64 %68, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 201), align 8, !tbaa !12
  %69 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 202), align 8, !tbaa !12
  %70 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 202), align 8, !tbaa !12
  %71 = ashr i64 %69, 9
  %72 = xor i64 %70, %69
  %73 = add i64 %69, -4
  %74 = mul i64 %73, %70
  %75 = add i64 %72, %71
  %76 = add i64 %75, %74
  store i64 %76, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 202), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %171, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, i32* %3, i64 8
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %3, i64 12
  %13 = bitcast i32* %12 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, i32* %3, i64 16
  %16 = bitcast i32* %15 to <4 x i32>*
  %17 = load <4 x i32>, <4 x i32>* %16, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %3, i64 20
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %3, i64 24
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %3, i64 28
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %3, i64 32
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %3, i64 36
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %3, i64 40
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %3, i64 44
  %37 = bitcast i32* %36 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 4, !tbaa !5
  %39 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %2
  %40 = bitcast i32* %39 to <4 x i32>*
  %41 = load <4 x i32>, <4 x i32>* %40, align 16, !tbaa !5
  %42 = getelementptr inbounds i32, i32* %39, i64 4
  %43 = bitcast i32* %42 to <4 x i32>*
  %44 = load <4 x i32>, <4 x i32>* %43, align 16, !tbaa !5
  %45 = getelementptr inbounds i32, i32* %39, i64 8
  %46 = bitcast i32* %45 to <4 x i32>*
  %47 = load <4 x i32>, <4 x i32>* %46, align 16, !tbaa !5
  %48 = getelementptr inbounds i32, i32* %39, i64 12
  %49 = bitcast i32* %48 to <4 x i32>*
  %50 = load <4 x i32>, <4 x i32>* %49, align 16, !tbaa !5
  %51 = getelementptr inbounds i32, i32* %39, i64 16
  %52 = bitcast i32* %51 to <4 x i32>*
  %53 = load <4 x i32>, <4 x i32>* %52, align 16, !tbaa !5
  %54 = getelementptr inbounds i32, i32* %39, i64 20
  %55 = bitcast i32* %54 to <4 x i32>*
  %56 = load <4 x i32>, <4 x i32>* %55, align 16, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %39, i64 24
  %58 = bitcast i32* %57 to <4 x i32>*
  %59 = load <4 x i32>, <4 x i32>* %58, align 16, !tbaa !5
  %60 = getelementptr inbounds i32, i32* %39, i64 28
  %61 = bitcast i32* %60 to <4 x i32>*
  %62 = load <4 x i32>, <4 x i32>* %61, align 16, !tbaa !5
  %63 = getelementptr inbounds i32, i32* %39, i64 32
  %64 = bitcast i32* %63 to <4 x i32>*
  %65 = load <4 x i32>, <4 x i32>* %64, align 16, !tbaa !5
  %66 = getelementptr inbounds i32, i32* %39, i64 36
  %67 = bitcast i32* %66 to <4 x i32>*
  %68 = load <4 x i32>, <4 x i32>* %67, align 16, !tbaa !5
  %69 = getelementptr inbounds i32, i32* %39, i64 40
  %70 = bitcast i32* %69 to <4 x i32>*
  %71 = load <4 x i32>, <4 x i32>* %70, align 16, !tbaa !5
  %72 = getelementptr inbounds i32, i32* %39, i64 44
  %73 = bitcast i32* %72 to <4 x i32>*
  %74 = load <4 x i32>, <4 x i32>* %73, align 16, !tbaa !5
  %75 = icmp sgt <4 x i32> %5, %41
  %76 = icmp sgt <4 x i32> %8, %44
  %77 = icmp sgt <4 x i32> %11, %47
  %78 = icmp sgt <4 x i32> %14, %50
  %79 = icmp sgt <4 x i32> %17, %53
  %80 = icmp sgt <4 x i32> %20, %56
  %81 = icmp sgt <4 x i32> %23, %59
  %82 = icmp sgt <4 x i32> %26, %62
  %83 = icmp sgt <4 x i32> %29, %65
  %84 = icmp sgt <4 x i32> %32, %68
  %85 = icmp sgt <4 x i32> %35, %71
  %86 = icmp sgt <4 x i32> %38, %74
  %87 = sub nsw <4 x i32> %5, %41
  %88 = sub nsw <4 x i32> %8, %44
  %89 = sub nsw <4 x i32> %11, %47
  %90 = sub nsw <4 x i32> %14, %50
  %91 = sub nsw <4 x i32> %17, %53
  %92 = sub nsw <4 x i32> %20, %56
  %93 = sub nsw <4 x i32> %23, %59
  %94 = sub nsw <4 x i32> %26, %62
  %95 = sub nsw <4 x i32> %29, %65
  %96 = sub nsw <4 x i32> %32, %68
  %97 = sub nsw <4 x i32> %35, %71
  %98 = sub nsw <4 x i32> %38, %74
  %99 = icmp eq <4 x i32> %5, %41
  %100 = icmp eq <4 x i32> %8, %44
  %101 = icmp eq <4 x i32> %11, %47
  %102 = icmp eq <4 x i32> %14, %50
  %103 = icmp eq <4 x i32> %17, %53
  %104 = icmp eq <4 x i32> %20, %56
  %105 = icmp eq <4 x i32> %23, %59
  %106 = icmp eq <4 x i32> %26, %62
  %107 = icmp eq <4 x i32> %29, %65
  %108 = icmp eq <4 x i32> %32, %68
  %109 = icmp eq <4 x i32> %35, %71
  %110 = icmp eq <4 x i32> %38, %74
  %111 = add nsw <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %112 = add nsw <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %113 = add nsw <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %114 = add nsw <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>
  %115 = add nsw <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>
  %116 = add nsw <4 x i32> %56, <i32 1, i32 1, i32 1, i32 1>
  %117 = add nsw <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>
  %118 = add nsw <4 x i32> %62, <i32 1, i32 1, i32 1, i32 1>
  %119 = add nsw <4 x i32> %65, <i32 1, i32 1, i32 1, i32 1>
  %120 = add nsw <4 x i32> %68, <i32 1, i32 1, i32 1, i32 1>
  %121 = add nsw <4 x i32> %71, <i32 1, i32 1, i32 1, i32 1>
  %122 = add nsw <4 x i32> %74, <i32 1, i32 1, i32 1, i32 1>
  %123 = select <4 x i1> %99, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %111
  %124 = select <4 x i1> %100, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %112
  %125 = select <4 x i1> %101, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %113
  %126 = select <4 x i1> %102, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %114
  %127 = select <4 x i1> %103, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %115
  %128 = select <4 x i1> %104, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %116
  %129 = select <4 x i1> %105, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %117
  %130 = select <4 x i1> %106, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %118
  %131 = select <4 x i1> %107, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %119
  %132 = select <4 x i1> %108, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %120
  %133 = select <4 x i1> %109, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %121
  %134 = select <4 x i1> %110, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %122
  %135 = select <4 x i1> %75, <4 x i32> %87, <4 x i32> %123
  %136 = select <4 x i1> %76, <4 x i32> %88, <4 x i32> %124
  %137 = select <4 x i1> %77, <4 x i32> %89, <4 x i32> %125
  %138 = select <4 x i1> %78, <4 x i32> %90, <4 x i32> %126
  %139 = select <4 x i1> %79, <4 x i32> %91, <4 x i32> %127
  %140 = select <4 x i1> %80, <4 x i32> %92, <4 x i32> %128
  %141 = select <4 x i1> %81, <4 x i32> %93, <4 x i32> %129
  %142 = select <4 x i1> %82, <4 x i32> %94, <4 x i32> %130
  %143 = select <4 x i1> %83, <4 x i32> %95, <4 x i32> %131
  %144 = select <4 x i1> %84, <4 x i32> %96, <4 x i32> %132
  %145 = select <4 x i1> %85, <4 x i32> %97, <4 x i32> %133
  %146 = select <4 x i1> %86, <4 x i32> %98, <4 x i32> %134
  %147 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %148 = bitcast i32* %147 to <4 x i32>*
  store <4 x i32> %135, <4 x i32>* %148, align 4, !tbaa !5
  %149 = getelementptr inbounds i32, i32* %147, i64 4
  %150 = bitcast i32* %149 to <4 x i32>*
  store <4 x i32> %136, <4 x i32>* %150, align 4, !tbaa !5
  %151 = getelementptr inbounds i32, i32* %147, i64 8
  %152 = bitcast i32* %151 to <4 x i32>*
  store <4 x i32> %137, <4 x i32>* %152, align 4, !tbaa !5
  %153 = getelementptr inbounds i32, i32* %147, i64 12
  %154 = bitcast i32* %153 to <4 x i32>*
  store <4 x i32> %138, <4 x i32>* %154, align 4, !tbaa !5
  %155 = getelementptr inbounds i32, i32* %147, i64 16
  %156 = bitcast i32* %155 to <4 x i32>*
  store <4 x i32> %139, <4 x i32>* %156, align 4, !tbaa !5
  %157 = getelementptr inbounds i32, i32* %147, i64 20
  %158 = bitcast i32* %157 to <4 x i32>*
  store <4 x i32> %140, <4 x i32>* %158, align 4, !tbaa !5
  %159 = getelementptr inbounds i32, i32* %147, i64 24
  %160 = bitcast i32* %159 to <4 x i32>*
  store <4 x i32> %141, <4 x i32>* %160, align 4, !tbaa !5
  %161 = getelementptr inbounds i32, i32* %147, i64 28
  %162 = bitcast i32* %161 to <4 x i32>*
  store <4 x i32> %142, <4 x i32>* %162, align 4, !tbaa !5
  %163 = getelementptr inbounds i32, i32* %147, i64 32
  %164 = bitcast i32* %163 to <4 x i32>*
  store <4 x i32> %143, <4 x i32>* %164, align 4, !tbaa !5
  %165 = getelementptr inbounds i32, i32* %147, i64 36
  %166 = bitcast i32* %165 to <4 x i32>*
  store <4 x i32> %144, <4 x i32>* %166, align 4, !tbaa !5
  %167 = getelementptr inbounds i32, i32* %147, i64 40
  %168 = bitcast i32* %167 to <4 x i32>*
  store <4 x i32> %145, <4 x i32>* %168, align 4, !tbaa !5
  %169 = getelementptr inbounds i32, i32* %147, i64 44
  %170 = bitcast i32* %169 to <4 x i32>*
  store <4 x i32> %146, <4 x i32>* %170, align 4, !tbaa !5
  %171 = add nuw i64 %2, 48
  %172 = icmp eq i64 %171, 192
  br i1 %172, label %173, label %1, !llvm.loop !33

173:                                              ; preds = %1
  %174 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 192), align 4, !tbaa !5
  %175 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 192), align 16, !tbaa !5
  %176 = icmp sgt i32 %174, %175
  %177 = sub nsw i32 %174, %175
  %178 = icmp eq i32 %174, %175
  %179 = add nsw i32 %175, 1
  %180 = select i1 %178, i32 7, i32 %179
  %181 = select i1 %176, i32 %177, i32 %180
  store i32 %181, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 192), align 4, !tbaa !5
  %182 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 193), align 4, !tbaa !5
  %183 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 193), align 4, !tbaa !5
  %184 = icmp sgt i32 %182, %183
  %185 = sub nsw i32 %182, %183
  %186 = icmp eq i32 %182, %183
  %187 = add nsw i32 %183, 1
  %188 = select i1 %186, i32 7, i32 %187
  %189 = select i1 %184, i32 %185, i32 %188
  store i32 %189, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 193), align 4, !tbaa !5
  %190 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 194), align 4, !tbaa !5
  %191 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 194), align 8, !tbaa !5
  %192 = icmp sgt i32 %190, %191
  %193 = sub nsw i32 %190, %191
  %194 = icmp eq i32 %190, %191
  %195 = add nsw i32 %191, 1
  %196 = select i1 %194, i32 7, i32 %195
  %197 = select i1 %192, i32 %193, i32 %196
  store i32 %197, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 194), align 4, !tbaa !5
  %198 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 195), align 4, !tbaa !5
  %199 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 195), align 4, !tbaa !5
  %200 = icmp sgt i32 %198, %199
  %201 = sub nsw i32 %198, %199
  %202 = icmp eq i32 %198, %199
  %203 = add nsw i32 %199, 1
  %204 = select i1 %202, i32 7, i32 %203
  %205 = select i1 %200, i32 %201, i32 %204
  store i32 %205, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 195), align 4, !tbaa !5
  %206 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 196), align 4, !tbaa !5
  %207 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 196), align 16, !tbaa !5
  %208 = icmp sgt i32 %206, %207
  %209 = sub nsw i32 %206, %207
  %210 = icmp eq i32 %206, %207
  %211 = add nsw i32 %207, 1
  %212 = select i1 %210, i32 7, i32 %211
  %213 = select i1 %208, i32 %209, i32 %212
  store i32 %213, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 196), align 4, !tbaa !5
  %214 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 197), align 4, !tbaa !5
  %215 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 197), align 4, !tbaa !5
  %216 = icmp sgt i32 %214, %215
  %217 = sub nsw i32 %214, %215
  %218 = icmp eq i32 %214, %215
  %219 = add nsw i32 %215, 1
  %220 = select i1 %218, i32 7, i32 %219
  %221 = select i1 %216, i32 %217, i32 %220
  store i32 %221, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 197), align 4, !tbaa !5
  %222 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 198), align 4, !tbaa !5
  %223 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 198), align 8, !tbaa !5
  %224 = icmp sgt i32 %222, %223
  %225 = sub nsw i32 %222, %223
  %226 = icmp eq i32 %222, %223
  %227 = add nsw i32 %223, 1
  %228 = select i1 %226, i32 7, i32 %227
  %229 = select i1 %224, i32 %225, i32 %228
  store i32 %229, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 198), align 4, !tbaa !5
  %230 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 199), align 4, !tbaa !5
  %231 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 199), align 4, !tbaa !5
  %232 = icmp sgt i32 %230, %231
  %233 = sub nsw i32 %230, %231
  %234 = icmp eq i32 %230, %231
  %235 = add nsw i32 %231, 1
  %236 = select i1 %234, i32 7, i32 %235
  %237 = select i1 %232, i32 %233, i32 %236
  store i32 %237, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 199), align 4, !tbaa !5
  %238 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 4, !tbaa !5
  %239 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 200), align 16, !tbaa !5
  %240 = icmp sgt i32 %238, %239
  %241 = sub nsw i32 %238, %239
  %242 = icmp eq i32 %238, %239
  %243 = add nsw i32 %239, 1
  %244 = select i1 %242, i32 7, i32 %243
  %245 = select i1 %240, i32 %241, i32 %244
  store i32 %245, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 200), align 4, !tbaa !5
  %246 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %247 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 201), align 4, !tbaa !5
  %248 = icmp sgt i32 %246, %247
  %249 = sub nsw i32 %246, %247
  %250 = icmp eq i32 %246, %247
  %251 = add nsw i32 %247, 1
  %252 = select i1 %250, i32 7, i32 %251
  %253 = select i1 %248, i32 %249, i32 %252
  store i32 %253, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 201), align 4, !tbaa !5
  %254 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 4, !tbaa !5
  %255 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 202), align 8, !tbaa !5
  %256 = icmp sgt i32 %254, %255
  %257 = sub nsw i32 %254, %255
  %258 = icmp eq i32 %254, %255
  %259 = add nsw i32 %255, 1
  %260 = select i1 %258, i32 7, i32 %259
  %261 = select i1 %256, i32 %257, i32 %260
  store i32 %261, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @selectu32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %183, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !5
  %9 = getelementptr inbounds i32, i32* %3, i64 8
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 16, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %3, i64 12
  %13 = bitcast i32* %12 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 16, !tbaa !5
  %15 = getelementptr inbounds i32, i32* %3, i64 16
  %16 = bitcast i32* %15 to <4 x i32>*
  %17 = load <4 x i32>, <4 x i32>* %16, align 16, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %3, i64 20
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 16, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %3, i64 24
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 16, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %3, i64 28
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 16, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %3, i64 32
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 16, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %3, i64 36
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 16, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %3, i64 40
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 16, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %3, i64 44
  %37 = bitcast i32* %36 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 16, !tbaa !5
  %39 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %2
  %40 = bitcast i32* %39 to <4 x i32>*
  %41 = load <4 x i32>, <4 x i32>* %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, i32* %39, i64 4
  %43 = bitcast i32* %42 to <4 x i32>*
  %44 = load <4 x i32>, <4 x i32>* %43, align 4, !tbaa !5
  %45 = getelementptr inbounds i32, i32* %39, i64 8
  %46 = bitcast i32* %45 to <4 x i32>*
  %47 = load <4 x i32>, <4 x i32>* %46, align 4, !tbaa !5
  %48 = getelementptr inbounds i32, i32* %39, i64 12
  %49 = bitcast i32* %48 to <4 x i32>*
  %50 = load <4 x i32>, <4 x i32>* %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i32, i32* %39, i64 16
  %52 = bitcast i32* %51 to <4 x i32>*
  %53 = load <4 x i32>, <4 x i32>* %52, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, i32* %39, i64 20
  %55 = bitcast i32* %54 to <4 x i32>*
  %56 = load <4 x i32>, <4 x i32>* %55, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %39, i64 24
  %58 = bitcast i32* %57 to <4 x i32>*
  %59 = load <4 x i32>, <4 x i32>* %58, align 4, !tbaa !5
  %60 = getelementptr inbounds i32, i32* %39, i64 28
  %61 = bitcast i32* %60 to <4 x i32>*
  %62 = load <4 x i32>, <4 x i32>* %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i32, i32* %39, i64 32
  %64 = bitcast i32* %63 to <4 x i32>*
  %65 = load <4 x i32>, <4 x i32>* %64, align 4, !tbaa !5
  %66 = getelementptr inbounds i32, i32* %39, i64 36
  %67 = bitcast i32* %66 to <4 x i32>*
  %68 = load <4 x i32>, <4 x i32>* %67, align 4, !tbaa !5
  %69 = getelementptr inbounds i32, i32* %39, i64 40
  %70 = bitcast i32* %69 to <4 x i32>*
  %71 = load <4 x i32>, <4 x i32>* %70, align 4, !tbaa !5
  %72 = getelementptr inbounds i32, i32* %39, i64 44
  %73 = bitcast i32* %72 to <4 x i32>*
  %74 = load <4 x i32>, <4 x i32>* %73, align 4, !tbaa !5
  %75 = icmp ugt <4 x i32> %41, %5
  %76 = icmp ugt <4 x i32> %44, %8
  %77 = icmp ugt <4 x i32> %47, %11
  %78 = icmp ugt <4 x i32> %50, %14
  %79 = icmp ugt <4 x i32> %53, %17
  %80 = icmp ugt <4 x i32> %56, %20
  %81 = icmp ugt <4 x i32> %59, %23
  %82 = icmp ugt <4 x i32> %62, %26
  %83 = icmp ugt <4 x i32> %65, %29
  %84 = icmp ugt <4 x i32> %68, %32
  %85 = icmp ugt <4 x i32> %71, %35
  %86 = icmp ugt <4 x i32> %74, %38
  %87 = lshr <4 x i32> %41, <i32 2, i32 2, i32 2, i32 2>
  %88 = lshr <4 x i32> %44, <i32 2, i32 2, i32 2, i32 2>
  %89 = lshr <4 x i32> %47, <i32 2, i32 2, i32 2, i32 2>
  %90 = lshr <4 x i32> %50, <i32 2, i32 2, i32 2, i32 2>
  %91 = lshr <4 x i32> %53, <i32 2, i32 2, i32 2, i32 2>
  %92 = lshr <4 x i32> %56, <i32 2, i32 2, i32 2, i32 2>
  %93 = lshr <4 x i32> %59, <i32 2, i32 2, i32 2, i32 2>
  %94 = lshr <4 x i32> %62, <i32 2, i32 2, i32 2, i32 2>
  %95 = lshr <4 x i32> %65, <i32 2, i32 2, i32 2, i32 2>
  %96 = lshr <4 x i32> %68, <i32 2, i32 2, i32 2, i32 2>
  %97 = lshr <4 x i32> %71, <i32 2, i32 2, i32 2, i32 2>
  %98 = lshr <4 x i32> %74, <i32 2, i32 2, i32 2, i32 2>
  %99 = mul nuw <4 x i32> %87, <i32 3, i32 3, i32 3, i32 3>
  %100 = mul nuw <4 x i32> %88, <i32 3, i32 3, i32 3, i32 3>
  %101 = mul nuw <4 x i32> %89, <i32 3, i32 3, i32 3, i32 3>
  %102 = mul nuw <4 x i32> %90, <i32 3, i32 3, i32 3, i32 3>
  %103 = mul nuw <4 x i32> %91, <i32 3, i32 3, i32 3, i32 3>
  %104 = mul nuw <4 x i32> %92, <i32 3, i32 3, i32 3, i32 3>
  %105 = mul nuw <4 x i32> %93, <i32 3, i32 3, i32 3, i32 3>
  %106 = mul nuw <4 x i32> %94, <i32 3, i32 3, i32 3, i32 3>
  %107 = mul nuw <4 x i32> %95, <i32 3, i32 3, i32 3, i32 3>
  %108 = mul nuw <4 x i32> %96, <i32 3, i32 3, i32 3, i32 3>
  %109 = mul nuw <4 x i32> %97, <i32 3, i32 3, i32 3, i32 3>
  %110 = mul nuw <4 x i32> %98, <i32 3, i32 3, i32 3, i32 3>
  %111 = icmp ult <4 x i32> %5, %99
  %112 = icmp ult <4 x i32> %8, %100
  %113 = icmp ult <4 x i32> %11, %101
  %114 = icmp ult <4 x i32> %14, %102
  %115 = icmp ult <4 x i32> %17, %103
  %116 = icmp ult <4 x i32> %20, %104
  %117 = icmp ult <4 x i32> %23, %105
  %118 = icmp ult <4 x i32> %26, %106
  %119 = icmp ult <4 x i32> %29, %107
  %120 = icmp ult <4 x i32> %32, %108
  %121 = icmp ult <4 x i32> %35, %109
  %122 = icmp ult <4 x i32> %38, %110
  %123 = select <4 x i1> %111, <4 x i32> zeroinitializer, <4 x i32> %5
  %124 = select <4 x i1> %112, <4 x i32> zeroinitializer, <4 x i32> %8
  %125 = select <4 x i1> %113, <4 x i32> zeroinitializer, <4 x i32> %11
  %126 = select <4 x i1> %114, <4 x i32> zeroinitializer, <4 x i32> %14
  %127 = select <4 x i1> %115, <4 x i32> zeroinitializer, <4 x i32> %17
  %128 = select <4 x i1> %116, <4 x i32> zeroinitializer, <4 x i32> %20
  %129 = select <4 x i1> %117, <4 x i32> zeroinitializer, <4 x i32> %23
  %130 = select <4 x i1> %118, <4 x i32> zeroinitializer, <4 x i32> %26
  %131 = select <4 x i1> %119, <4 x i32> zeroinitializer, <4 x i32> %29
  %132 = select <4 x i1> %120, <4 x i32> zeroinitializer, <4 x i32> %32
  %133 = select <4 x i1> %121, <4 x i32> zeroinitializer, <4 x i32> %35
  %134 = select <4 x i1> %122, <4 x i32> zeroinitializer, <4 x i32> %38
  %135 = sub <4 x i32> %41, %5
  %136 = sub <4 x i32> %44, %8
  %137 = sub <4 x i32> %47, %11
  %138 = sub <4 x i32> %50, %14
  %139 = sub <4 x i32> %53, %17
  %140 = sub <4 x i32> %56, %20
  %141 = sub <4 x i32> %59, %23
  %142 = sub <4 x i32> %62, %26
  %143 = sub <4 x i32> %65, %29
  %144 = sub <4 x i32> %68, %32
  %145 = sub <4 x i32> %71, %35
  %146 = sub <4 x i32> %74, %38
  %147 = select <4 x i1> %75, <4 x i32> %135, <4 x i32> %123
  %148 = select <4 x i1> %76, <4 x i32> %136, <4 x i32> %124
  %149 = select <4 x i1> %77, <4 x i32> %137, <4 x i32> %125
  %150 = select <4 x i1> %78, <4 x i32> %138, <4 x i32> %126
  %151 = select <4 x i1> %79, <4 x i32> %139, <4 x i32> %127
  %152 = select <4 x i1> %80, <4 x i32> %140, <4 x i32> %128
  %153 = select <4 x i1> %81, <4 x i32> %141, <4 x i32> %129
  %154 = select <4 x i1> %82, <4 x i32> %142, <4 x i32> %130
  %155 = select <4 x i1> %83, <4 x i32> %143, <4 x i32> %131
  %156 = select <4 x i1> %84, <4 x i32> %144, <4 x i32> %132
  %157 = select <4 x i1> %85, <4 x i32> %145, <4 x i32> %133
  %158 = select <4 x i1> %86, <4 x i32> %146, <4 x i32> %134
  %159 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %2
  %160 = bitcast i32* %159 to <4 x i32>*
  store <4 x i32> %147, <4 x i32>* %160, align 4, !tbaa !5
  %161 = getelementptr inbounds i32, i32* %159, i64 4
  %162 = bitcast i32* %161 to <4 x i32>*
  store <4 x i32> %148, <4 x i32>* %162, align 4, !tbaa !5
  %163 = getelementptr inbounds i32, i32* %159, i64 8
  %164 = bitcast i32* %163 to <4 x i32>*
  store <4 x i32> %149, <4 x i32>* %164, align 4, !tbaa !5
  %165 = getelementptr inbounds i32, i32* %159, i64 12
  %166 = bitcast i32* %165 to <4 x i32>*
  store <4 x i32> %150, <4 x i32>* %166, align 4, !tbaa !5
  %167 = getelementptr inbounds i32, i32* %159, i64 16
  %168 = bitcast i32* %167 to <4 x i32>*
  store <4 x i32> %151, <4 x i32>* %168, align 4, !tbaa !5
  %169 = getelementptr inbounds i32, i32* %159, i64 20
  %170 = bitcast i32* %169 to <4 x i32>*
  store <4 x i32> %152, <4 x i32>* %170, align 4, !tbaa !5
  %171 = getelementptr inbounds i32, i32* %159, i64 24
  %172 = bitcast i32* %171 to <4 x i32>*
  store <4 x i32> %153, <4 x i32>* %172, align 4, !tbaa !5
  %173 = getelementptr inbounds i32, i32* %159, i64 28
  %174 = bitcast i32* %173 to <4 x i32>*
  store <4 x i32> %154, <4 x i32>* %174, align 4, !tbaa !5
  %175 = getelementptr inbounds i32, i32* %159, i64 32
  %176 = bitcast i32* %175 to <4 x i32>*
  store <4 x i32> %155, <4 x i32>* %176, align 4, !tbaa !5
  %177 = getelementptr inbounds i32, i32* %159, i64 36
  %178 = bitcast i32* %177 to <4 x i32>*
  store <4 x i32> %156, <4 x i32>* %178, align 4, !tbaa !5
  %179 = getelementptr inbounds i32, i32* %159, i64 40
  %180 = bitcast i32* %179 to <4 x i32>*
  store <4 x i32> %157, <4 x i32>* %180, align 4, !tbaa !5
  %181 = getelementptr inbounds i32, i32* %159, i64 44
  %182 = bitcast i32* %181 to <4 x i32>*
  store <4 x i32> %158, <4 x i32>* %182, align 4, !tbaa !5
  %183 = add nuw i64 %2, 48
  %184 = icmp eq i64 %183, 192
  br i1 %184, label %186, label %1, !llvm.loop !34

185:                                              ; preds = %200
  ret void

186:                                              ; preds = %1, %218
  %187 = phi i64 [ %221, %218 ], [ 192, %1 ]
  %188 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %187
  %189 = load i32, i32* %188, align 8, !tbaa !5
  %190 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %187
  %191 = load i32, i32* %190, align 4, !tbaa !5
  %192 = icmp ugt i32 %191, %189
  br i1 %192, label %193, label %195

193:                                              ; preds = %186
  %194 = sub i32 %191, %189
  br label %200

195:                                              ; preds = %186
  %196 = lshr i32 %191, 2
  %197 = mul nuw i32 %196, 3
  %198 = icmp ult i32 %189, %197
  %199 = select i1 %198, i32 0, i32 %189
  br label %200

200:                                              ; preds = %195, %193
  %201 = phi i32 [ %194, %193 ], [ %199, %195 ]
  %202 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %187
  store i32 %201, i32* %202, align 4, !tbaa !5
  %203 = or i64 %187, 1
  %204 = icmp eq i64 %203, 203
  br i1 %204, label %185, label %205, !llvm.loop !35

205:                                              ; preds = %200
  %206 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %203
  %207 = load i32, i32* %206, align 4, !tbaa !5
  %208 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %203
  %209 = load i32, i32* %208, align 4, !tbaa !5
  %210 = icmp ugt i32 %209, %207
  br i1 %210, label %216, label %211

211:                                              ; preds = %205
  %212 = lshr i32 %209, 2
  %213 = mul nuw i32 %212, 3
  %214 = icmp ult i32 %207, %213
  %215 = select i1 %214, i32 0, i32 %207
  br label %218

216:                                              ; preds = %205
  %217 = sub i32 %209, %207
  br label %218

218:                                              ; preds = %216, %211
  %219 = phi i32 [ %217, %216 ], [ %215, %211 ]
  %220 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %203
  store i32 %219, i32* %220, align 4, !tbaa !5
  %221 = add nuw nsw i64 %187, 2
  br label %186
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select8() unnamed_addr #4 {
  %1 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @a8 to <16 x i8>*), align 16, !tbaa !11
  %2 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %3 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %4 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %5 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %6 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %7 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %8 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %9 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %10 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %11 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %12 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %13 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @b8 to <16 x i8>*), align 16, !tbaa !11
  %14 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %15 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %16 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %17 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %18 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %19 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %20 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %21 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %22 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %23 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %24 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %25 = icmp slt <16 x i8> %1, %13
  %26 = icmp slt <16 x i8> %2, %14
  %27 = icmp slt <16 x i8> %3, %15
  %28 = icmp slt <16 x i8> %4, %16
  %29 = icmp slt <16 x i8> %5, %17
  %30 = icmp slt <16 x i8> %6, %18
  %31 = icmp slt <16 x i8> %7, %19
  %32 = icmp slt <16 x i8> %8, %20
  %33 = icmp slt <16 x i8> %9, %21
  %34 = icmp slt <16 x i8> %10, %22
  %35 = icmp slt <16 x i8> %11, %23
  %36 = icmp slt <16 x i8> %12, %24
  %37 = xor <16 x i8> %13, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %38 = xor <16 x i8> %14, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %39 = xor <16 x i8> %15, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %40 = xor <16 x i8> %16, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %41 = xor <16 x i8> %17, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %42 = xor <16 x i8> %18, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %43 = xor <16 x i8> %19, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %44 = xor <16 x i8> %20, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %45 = xor <16 x i8> %21, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %46 = xor <16 x i8> %22, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %47 = xor <16 x i8> %23, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %48 = xor <16 x i8> %24, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %49 = select <16 x i1> %25, <16 x i8> %1, <16 x i8> %37
  %50 = select <16 x i1> %26, <16 x i8> %2, <16 x i8> %38
  %51 = select <16 x i1> %27, <16 x i8> %3, <16 x i8> %39
  %52 = select <16 x i1> %28, <16 x i8> %4, <16 x i8> %40
  %53 = select <16 x i1> %29, <16 x i8> %5, <16 x i8> %41
  %54 = select <16 x i1> %30, <16 x i8> %6, <16 x i8> %42
  %55 = select <16 x i1> %31, <16 x i8> %7, <16 x i8> %43
  %56 = select <16 x i1> %32, <16 x i8> %8, <16 x i8> %44
  %57 = select <16 x i1> %33, <16 x i8> %9, <16 x i8> %45
  %58 = select <16 x i1> %34, <16 x i8> %10, <16 x i8> %46
  %59 = select <16 x i1> %35, <16 x i8> %11, <16 x i8> %47
  %60 = select <16 x i1> %36, <16 x i8> %12, <16 x i8> %48
  store <16 x i8> %49, <16 x i8>* bitcast ([203 x i8]* @c8 to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %50, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %51, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %52, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %53, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %54, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %55, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %56, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %57, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %58, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %59, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %60, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %61 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %62 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %63 = icmp slt <8 x i8> %61, %62
  %64 = xor <8 x i8> %62, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %65 = select <8 x i1> %63, <8 x i8> %61, <8 x i8> %64
  store <8 x i8> %65, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %66 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 200), align 8, !tbaa !11
  %67 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 200), align 8, !tbaa !11
  %68 = icmp slt i8 %66, %67
  %69 = xor i8 %67, 85
  %70 = select i1 %68, i8 %66, i8 %69
  store i8 %70, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 200), align 8, !tbaa !11
  %71 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 201), align 1, !tbaa !11
  %72 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 201), align 1, !tbaa !11
  %73 = icmp slt i8 %71, %72
  %74 = xor i8 %72, 85
  %75 = select i1 %73, i8 %71, i8 %74
  store i8 %75, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 201), align 1, !tbaa !11
  %76 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 202), align 2, !tbaa !11
  %77 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 202), align 2, !tbaa !11
  %78 = icmp slt i8 %76, %77
  %79 = xor i8 %77, 85
  %80 = select i1 %78, i8 %76, i8 %79
  store i8 %80, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 202), align 2, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @selectu8() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %47, %1 ]
  %3 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %2
  %4 = bitcast i8* %3 to <16 x i8>*
  %5 = load <16 x i8>, <16 x i8>* %4, align 16, !tbaa !11
  %6 = zext <16 x i8> %5 to <16 x i32>
  %7 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i64 0, i64 %2
  %8 = bitcast i8* %7 to <16 x i8>*
  %9 = load <16 x i8>, <16 x i8>* %8, align 1, !tbaa !11
  %10 = zext <16 x i8> %9 to <16 x i32>
  %11 = add nuw nsw <16 x i32> %10, %6
  %12 = icmp ult <16 x i32> %11, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %13 = select <16 x i1> %12, <16 x i32> %11, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %14 = trunc <16 x i32> %13 to <16 x i8>
  %15 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %2
  %16 = bitcast i8* %15 to <16 x i8>*
  store <16 x i8> %14, <16 x i8>* %16, align 1, !tbaa !11
  %17 = add nuw nsw i64 %2, 16
  %18 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %17
  %19 = bitcast i8* %18 to <16 x i8>*
  %20 = load <16 x i8>, <16 x i8>* %19, align 16, !tbaa !11
  %21 = zext <16 x i8> %20 to <16 x i32>
  %22 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i64 0, i64 %17
  %23 = bitcast i8* %22 to <16 x i8>*
  %24 = load <16 x i8>, <16 x i8>* %23, align 1, !tbaa !11
  %25 = zext <16 x i8> %24 to <16 x i32>
  %26 = add nuw nsw <16 x i32> %25, %21
  %27 = icmp ult <16 x i32> %26, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %28 = select <16 x i1> %27, <16 x i32> %26, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %29 = trunc <16 x i32> %28 to <16 x i8>
  %30 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %17
  %31 = bitcast i8* %30 to <16 x i8>*
  store <16 x i8> %29, <16 x i8>* %31, align 1, !tbaa !11
  %32 = add nuw nsw i64 %2, 32
  %33 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %32
  %34 = bitcast i8* %33 to <16 x i8>*
  %35 = load <16 x i8>, <16 x i8>* %34, align 16, !tbaa !11
  %36 = zext <16 x i8> %35 to <16 x i32>
  %37 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i64 0, i64 %32
  %38 = bitcast i8* %37 to <16 x i8>*
  %39 = load <16 x i8>, <16 x i8>* %38, align 1, !tbaa !11
  %40 = zext <16 x i8> %39 to <16 x i32>
  %41 = add nuw nsw <16 x i32> %40, %36
  %42 = icmp ult <16 x i32> %41, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %43 = select <16 x i1> %42, <16 x i32> %41, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %44 = trunc <16 x i32> %43 to <16 x i8>
  %45 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %32
  %46 = bitcast i8* %45 to <16 x i8>*
  store <16 x i8> %44, <16 x i8>* %46, align 1, !tbaa !11
  %47 = add nuw nsw i64 %2, 48
  %48 = icmp eq i64 %47, 192
  br i1 %48, label %49, label %1, !llvm.loop !36

49:                                               ; preds = %1
  %50 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %51 = zext <8 x i8> %50 to <8 x i32>
  %52 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 192) to <8 x i8>*), align 1, !tbaa !11
  %53 = zext <8 x i8> %52 to <8 x i32>
  %54 = add nuw nsw <8 x i32> %53, %51
  %55 = icmp ult <8 x i32> %54, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %56 = select <8 x i1> %55, <8 x i32> %54, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %57 = trunc <8 x i32> %56 to <8 x i8>
  store <8 x i8> %57, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 192) to <8 x i8>*), align 1, !tbaa !11
  %58 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 200), align 8, !tbaa !11
  %59 = zext i8 %58 to i32
  %60 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 200), align 1, !tbaa !11
  %61 = zext i8 %60 to i32
  %62 = add nuw nsw i32 %61, %59
  %63 = icmp ult i32 %62, 255
  %64 = select i1 %63, i32 %62, i32 255
  %65 = trunc i32 %64 to i8
  store i8 %65, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 200), align 1, !tbaa !11
  %66 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 201), align 1, !tbaa !11
  %67 = zext i8 %66 to i32
  %68 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 201), align 1, !tbaa !11
  %69 = zext i8 %68 to i32
  %70 = add nuw nsw i32 %69, %67
  %71 = icmp ult i32 %70, 255
  %72 = select i1 %71, i32 %70, i32 255
  %73 = trunc i32 %72 to i8
  store i8 %73, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 201), align 1, !tbaa !11
  %74 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 202), align 2, !tbaa !11
  %75 = zext i8 %74 to i32
  %76 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 202), align 1, !tbaa !11
  %77 = zext i8 %76 to i32
  %78 = add nuw nsw i32 %77, %75
  %79 = icmp ult i32 %78, 255
  %80 = select i1 %79, i32 %78, i32 255
  %81 = trunc i32 %80 to i8
  store i8 %81, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 202), align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select64() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %159, %1 ]
  %3 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %2
  %4 = bitcast i64* %3 to <2 x i64>*
  %5 = load <2 x i64>, <2 x i64>* %4, align 8, !tbaa !12
  %6 = getelementptr inbounds i64, i64* %3, i64 2
  %7 = bitcast i64* %6 to <2 x i64>*
  %8 = load <2 x i64>, <2 x i64>* %7, align 8, !tbaa !12
  %9 = getelementptr inbounds i64, i64* %3, i64 4
  %10 = bitcast i64* %9 to <2 x i64>*
  %11 = load <2 x i64>, <2 x i64>* %10, align 8, !tbaa !12
  %12 = getelementptr inbounds i64, i64* %3, i64 6
  %13 = bitcast i64* %12 to <2 x i64>*
  %14 = load <2 x i64>, <2 x i64>* %13, align 8, !tbaa !12
  %15 = getelementptr inbounds i64, i64* %3, i64 8
  %16 = bitcast i64* %15 to <2 x i64>*
  %17 = load <2 x i64>, <2 x i64>* %16, align 8, !tbaa !12
  %18 = getelementptr inbounds i64, i64* %3, i64 10
  %19 = bitcast i64* %18 to <2 x i64>*
  %20 = load <2 x i64>, <2 x i64>* %19, align 8, !tbaa !12
  %21 = getelementptr inbounds i64, i64* %3, i64 12
  %22 = bitcast i64* %21 to <2 x i64>*
  %23 = load <2 x i64>, <2 x i64>* %22, align 8, !tbaa !12
  %24 = getelementptr inbounds i64, i64* %3, i64 14
  %25 = bitcast i64* %24 to <2 x i64>*
  %26 = load <2 x i64>, <2 x i64>* %25, align 8, !tbaa !12
  %27 = getelementptr inbounds i64, i64* %3, i64 16
  %28 = bitcast i64* %27 to <2 x i64>*
  %29 = load <2 x i64>, <2 x i64>* %28, align 8, !tbaa !12
  %30 = getelementptr inbounds i64, i64* %3, i64 18
  %31 = bitcast i64* %30 to <2 x i64>*
  %32 = load <2 x i64>, <2 x i64>* %31, align 8, !tbaa !12
  %33 = getelementptr inbounds i64, i64* %3, i64 20
  %34 = bitcast i64* %33 to <2 x i64>*
  %35 = load <2 x i64>, <2 x i64>* %34, align 8, !tbaa !12
  %36 = getelementptr inbounds i64, i64* %3, i64 22
  %37 = bitcast i64* %36 to <2 x i64>*
  %38 = load <2 x i64>, <2 x i64>* %37, align 8, !tbaa !12
  %39 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %2
  %40 = bitcast i64* %39 to <2 x i64>*
  %41 = load <2 x i64>, <2 x i64>* %40, align 8, !tbaa !12
  %42 = getelementptr inbounds i64, i64* %39, i64 2
  %43 = bitcast i64* %42 to <2 x i64>*
  %44 = load <2 x i64>, <2 x i64>* %43, align 8, !tbaa !12
  %45 = getelementptr inbounds i64, i64* %39, i64 4
  %46 = bitcast i64* %45 to <2 x i64>*
  %47 = load <2 x i64>, <2 x i64>* %46, align 8, !tbaa !12
  %48 = getelementptr inbounds i64, i64* %39, i64 6
  %49 = bitcast i64* %48 to <2 x i64>*
  %50 = load <2 x i64>, <2 x i64>* %49, align 8, !tbaa !12
  %51 = getelementptr inbounds i64, i64* %39, i64 8
  %52 = bitcast i64* %51 to <2 x i64>*
  %53 = load <2 x i64>, <2 x i64>* %52, align 8, !tbaa !12
  %54 = getelementptr inbounds i64, i64* %39, i64 10
  %55 = bitcast i64* %54 to <2 x i64>*
  %56 = load <2 x i64>, <2 x i64>* %55, align 8, !tbaa !12
  %57 = getelementptr inbounds i64, i64* %39, i64 12
  %58 = bitcast i64* %57 to <2 x i64>*
  %59 = load <2 x i64>, <2 x i64>* %58, align 8, !tbaa !12
  %60 = getelementptr inbounds i64, i64* %39, i64 14
  %61 = bitcast i64* %60 to <2 x i64>*
  %62 = load <2 x i64>, <2 x i64>* %61, align 8, !tbaa !12
  %63 = getelementptr inbounds i64, i64* %39, i64 16
  %64 = bitcast i64* %63 to <2 x i64>*
  %65 = load <2 x i64>, <2 x i64>* %64, align 8, !tbaa !12
  %66 = getelementptr inbounds i64, i64* %39, i64 18
  %67 = bitcast i64* %66 to <2 x i64>*
  %68 = load <2 x i64>, <2 x i64>* %67, align 8, !tbaa !12
  %69 = getelementptr inbounds i64, i64* %39, i64 20
  %70 = bitcast i64* %69 to <2 x i64>*
  %71 = load <2 x i64>, <2 x i64>* %70, align 8, !tbaa !12
  %72 = getelementptr inbounds i64, i64* %39, i64 22
  %73 = bitcast i64* %72 to <2 x i64>*
  %74 = load <2 x i64>, <2 x i64>* %73, align 8, !tbaa !12
  %75 = icmp sgt <2 x i64> %5, %41
  %76 = icmp sgt <2 x i64> %8, %44
  %77 = icmp sgt <2 x i64> %11, %47
  %78 = icmp sgt <2 x i64> %14, %50
  %79 = icmp sgt <2 x i64> %17, %53
  %80 = icmp sgt <2 x i64> %20, %56
  %81 = icmp sgt <2 x i64> %23, %59
  %82 = icmp sgt <2 x i64> %26, %62
  %83 = icmp sgt <2 x i64> %29, %65
  %84 = icmp sgt <2 x i64> %32, %68
  %85 = icmp sgt <2 x i64> %35, %71
  %86 = icmp sgt <2 x i64> %38, %74
  %87 = icmp eq <2 x i64> %5, %41
  %88 = icmp eq <2 x i64> %8, %44
  %89 = icmp eq <2 x i64> %11, %47
  %90 = icmp eq <2 x i64> %14, %50
  %91 = icmp eq <2 x i64> %17, %53
  %92 = icmp eq <2 x i64> %20, %56
  %93 = icmp eq <2 x i64> %23, %59
  %94 = icmp eq <2 x i64> %26, %62
  %95 = icmp eq <2 x i64> %29, %65
  %96 = icmp eq <2 x i64> %32, %68
  %97 = icmp eq <2 x i64> %35, %71
  %98 = icmp eq <2 x i64> %38, %74
  %99 = add nsw <2 x i64> %41, <i64 -3, i64 -3>
  %100 = add nsw <2 x i64> %44, <i64 -3, i64 -3>
  %101 = add nsw <2 x i64> %47, <i64 -3, i64 -3>
  %102 = add nsw <2 x i64> %50, <i64 -3, i64 -3>
  %103 = add nsw <2 x i64> %53, <i64 -3, i64 -3>
  %104 = add nsw <2 x i64> %56, <i64 -3, i64 -3>
  %105 = add nsw <2 x i64> %59, <i64 -3, i64 -3>
  %106 = add nsw <2 x i64> %62, <i64 -3, i64 -3>
  %107 = add nsw <2 x i64> %65, <i64 -3, i64 -3>
  %108 = add nsw <2 x i64> %68, <i64 -3, i64 -3>
  %109 = add nsw <2 x i64> %71, <i64 -3, i64 -3>
  %110 = add nsw <2 x i64> %74, <i64 -3, i64 -3>
  %111 = select <2 x i1> %87, <2 x i64> <i64 1, i64 1>, <2 x i64> %99
  %112 = select <2 x i1> %88, <2 x i64> <i64 1, i64 1>, <2 x i64> %100
  %113 = select <2 x i1> %89, <2 x i64> <i64 1, i64 1>, <2 x i64> %101
  %114 = select <2 x i1> %90, <2 x i64> <i64 1, i64 1>, <2 x i64> %102
  %115 = select <2 x i1> %91, <2 x i64> <i64 1, i64 1>, <2 x i64> %103
  %116 = select <2 x i1> %92, <2 x i64> <i64 1, i64 1>, <2 x i64> %104
  %117 = select <2 x i1> %93, <2 x i64> <i64 1, i64 1>, <2 x i64> %105
  %118 = select <2 x i1> %94, <2 x i64> <i64 1, i64 1>, <2 x i64> %106
  %119 = select <2 x i1> %95, <2 x i64> <i64 1, i64 1>, <2 x i64> %107
  %120 = select <2 x i1> %96, <2 x i64> <i64 1, i64 1>, <2 x i64> %108
  %121 = select <2 x i1> %97, <2 x i64> <i64 1, i64 1>, <2 x i64> %109
  %122 = select <2 x i1> %98, <2 x i64> <i64 1, i64 1>, <2 x i64> %110
  %123 = select <2 x i1> %75, <2 x i64> %5, <2 x i64> %111
  %124 = select <2 x i1> %76, <2 x i64> %8, <2 x i64> %112
  %125 = select <2 x i1> %77, <2 x i64> %11, <2 x i64> %113
  %126 = select <2 x i1> %78, <2 x i64> %14, <2 x i64> %114
  %127 = select <2 x i1> %79, <2 x i64> %17, <2 x i64> %115
  %128 = select <2 x i1> %80, <2 x i64> %20, <2 x i64> %116
  %129 = select <2 x i1> %81, <2 x i64> %23, <2 x i64> %117
  %130 = select <2 x i1> %82, <2 x i64> %26, <2 x i64> %118
  %131 = select <2 x i1> %83, <2 x i64> %29, <2 x i64> %119
  %132 = select <2 x i1> %84, <2 x i64> %32, <2 x i64> %120
  %133 = select <2 x i1> %85, <2 x i64> %35, <2 x i64> %121
  %134 = select <2 x i1> %86, <2 x i64> %38, <2 x i64> %122
  %135 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %2
  %136 = bitcast i64* %135 to <2 x i64>*
  store <2 x i64> %123, <2 x i64>* %136, align 8, !tbaa !12
  %137 = getelementptr inbounds i64, i64* %135, i64 2
  %138 = bitcast i64* %137 to <2 x i64>*
  store <2 x i64> %124, <2 x i64>* %138, align 8, !tbaa !12
  %139 = getelementptr inbounds i64, i64* %135, i64 4
  %140 = bitcast i64* %139 to <2 x i64>*
  store <2 x i64> %125, <2 x i64>* %140, align 8, !tbaa !12
  %141 = getelementptr inbounds i64, i64* %135, i64 6
  %142 = bitcast i64* %141 to <2 x i64>*
  store <2 x i64> %126, <2 x i64>* %142, align 8, !tbaa !12
  %143 = getelementptr inbounds i64, i64* %135, i64 8
  %144 = bitcast i64* %143 to <2 x i64>*
  store <2 x i64> %127, <2 x i64>* %144, align 8, !tbaa !12
  %145 = getelementptr inbounds i64, i64* %135, i64 10
  %146 = bitcast i64* %145 to <2 x i64>*
  store <2 x i64> %128, <2 x i64>* %146, align 8, !tbaa !12
  %147 = getelementptr inbounds i64, i64* %135, i64 12
  %148 = bitcast i64* %147 to <2 x i64>*
  store <2 x i64> %129, <2 x i64>* %148, align 8, !tbaa !12
  %149 = getelementptr inbounds i64, i64* %135, i64 14
  %150 = bitcast i64* %149 to <2 x i64>*
  store <2 x i64> %130, <2 x i64>* %150, align 8, !tbaa !12
  %151 = getelementptr inbounds i64, i64* %135, i64 16
  %152 = bitcast i64* %151 to <2 x i64>*
  store <2 x i64> %131, <2 x i64>* %152, align 8, !tbaa !12
  %153 = getelementptr inbounds i64, i64* %135, i64 18
  %154 = bitcast i64* %153 to <2 x i64>*
  store <2 x i64> %132, <2 x i64>* %154, align 8, !tbaa !12
  %155 = getelementptr inbounds i64, i64* %135, i64 20
  %156 = bitcast i64* %155 to <2 x i64>*
  store <2 x i64> %133, <2 x i64>* %156, align 8, !tbaa !12
  %157 = getelementptr inbounds i64, i64* %135, i64 22
  %158 = bitcast i64* %157 to <2 x i64>*
  store <2 x i64> %134, <2 x i64>* %158, align 8, !tbaa !12
  %159 = add nuw i64 %2, 24
  %160 = icmp eq i64 %159, 192
  br i1 %160, label %161, label %1, !llvm.loop !37

161:                                              ; preds = %1
  %162 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 192), align 8, !tbaa !12
  %163 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 192), align 8, !tbaa !12
  %164 = icmp sgt i64 %162, %163
  %165 = icmp eq i64 %162, %163
  %166 = add nsw i64 %163, -3
  %167 = select i1 %165, i64 1, i64 %166
  %168 = select i1 %164, i64 %162, i64 %167
  store i64 %168, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 192), align 8, !tbaa !12
  %169 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 193), align 8, !tbaa !12
  %170 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 193), align 8, !tbaa !12
  %171 = icmp sgt i64 %169, %170
  %172 = icmp eq i64 %169, %170
  %173 = add nsw i64 %170, -3
  %174 = select i1 %172, i64 1, i64 %173
  %175 = select i1 %171, i64 %169, i64 %174
  store i64 %175, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 193), align 8, !tbaa !12
  %176 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 194), align 8, !tbaa !12
  %177 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 194), align 8, !tbaa !12
  %178 = icmp sgt i64 %176, %177
  %179 = icmp eq i64 %176, %177
  %180 = add nsw i64 %177, -3
  %181 = select i1 %179, i64 1, i64 %180
  %182 = select i1 %178, i64 %176, i64 %181
  store i64 %182, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 194), align 8, !tbaa !12
  %183 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 195), align 8, !tbaa !12
  %184 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 195), align 8, !tbaa !12
  %185 = icmp sgt i64 %183, %184
  %186 = icmp eq i64 %183, %184
  %187 = add nsw i64 %184, -3
  %188 = select i1 %186, i64 1, i64 %187
  %189 = select i1 %185, i64 %183, i64 %188
  store i64 %189, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 195), align 8, !tbaa !12
  %190 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 196), align 8, !tbaa !12
  %191 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 196), align 8, !tbaa !12
  %192 = icmp sgt i64 %190, %191
  %193 = icmp eq i64 %190, %191
  %194 = add nsw i64 %191, -3
  %195 = select i1 %193, i64 1, i64 %194
  %196 = select i1 %192, i64 %190, i64 %195
  store i64 %196, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 196), align 8, !tbaa !12
  %197 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 197), align 8, !tbaa !12
  %198 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 197), align 8, !tbaa !12
  %199 = icmp sgt i64 %197, %198
  %200 = icmp eq i64 %197, %198
  %201 = add nsw i64 %198, -3
  %202 = select i1 %200, i64 1, i64 %201
  %203 = select i1 %199, i64 %197, i64 %202
  store i64 %203, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 197), align 8, !tbaa !12
  %204 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 198), align 8, !tbaa !12
  %205 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 198), align 8, !tbaa !12
  %206 = icmp sgt i64 %204, %205
  %207 = icmp eq i64 %204, %205
  %208 = add nsw i64 %205, -3
  %209 = select i1 %207, i64 1, i64 %208
  %210 = select i1 %206, i64 %204, i64 %209
  store i64 %210, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 198), align 8, !tbaa !12
  %211 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 199), align 8, !tbaa !12
  %212 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 199), align 8, !tbaa !12
  %213 = icmp sgt i64 %211, %212
  %214 = icmp eq i64 %211, %212
  %215 = add nsw i64 %212, -3
  %216 = select i1 %214, i64 1, i64 %215
  %217 = select i1 %213, i64 %211, i64 %216
  store i64 %217, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 199), align 8, !tbaa !12
  %218 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 200), align 8, !tbaa !12
  %219 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 200), align 8, !tbaa !12
  %220 = icmp sgt i64 %218, %219
  %221 = icmp eq i64 %218, %219
  %222 = add nsw i64 %219, -3
  %223 = select i1 %221, i64 1, i64 %222
  %224 = select i1 %220, i64 %218, i64 %223
  store i64 %224, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 200), align 8, !tbaa !12
  %225 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 201), align 8, !tbaa !12
  %226 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 201), align 8, !tbaa !12
  %227 = icmp sgt i64 %225, %226
  %228 = icmp eq i64 %225, %226
  %229 = add nsw i64 %226, -3
  %230 = select i1 %228, i64 1, i64 %229
  %231 = select i1 %227, i64 %225, i64 %230
  store i64 %231, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 201), align 8, !tbaa !12
  %232 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 202), align 8, !tbaa !12
  %233 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 202), align 8, !tbaa !12
  %234 = icmp sgt i64 %232, %233
  %235 = icmp eq i64 %232, %233
  %236 = add nsw i64 %233, -3
  %237 = select i1 %235, i64 1, i64 %236
  %238 = select i1 %234, i64 %232, i64 %237
  store i64 %238, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 202), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @abs32() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %75, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, i32* %3, i64 8
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %3, i64 12
  %13 = bitcast i32* %12 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, i32* %3, i64 16
  %16 = bitcast i32* %15 to <4 x i32>*
  %17 = load <4 x i32>, <4 x i32>* %16, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %3, i64 20
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %3, i64 24
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %3, i64 28
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %3, i64 32
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %3, i64 36
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %3, i64 40
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %3, i64 44
  %37 = bitcast i32* %36 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 4, !tbaa !5
  %39 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %5, i1 true)
  %40 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %8, i1 true)
  %41 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %11, i1 true)
  %42 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %14, i1 true)
  %43 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %17, i1 true)
  %44 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %20, i1 true)
  %45 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %23, i1 true)
  %46 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %26, i1 true)
  %47 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %29, i1 true)
  %48 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %32, i1 true)
  %49 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %35, i1 true)
  %50 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %38, i1 true)
  %51 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %52 = bitcast i32* %51 to <4 x i32>*
  store <4 x i32> %39, <4 x i32>* %52, align 4, !tbaa !5
  %53 = getelementptr inbounds i32, i32* %51, i64 4
  %54 = bitcast i32* %53 to <4 x i32>*
  store <4 x i32> %40, <4 x i32>* %54, align 4, !tbaa !5
  %55 = getelementptr inbounds i32, i32* %51, i64 8
  %56 = bitcast i32* %55 to <4 x i32>*
  store <4 x i32> %41, <4 x i32>* %56, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %51, i64 12
  %58 = bitcast i32* %57 to <4 x i32>*
  store <4 x i32> %42, <4 x i32>* %58, align 4, !tbaa !5
  %59 = getelementptr inbounds i32, i32* %51, i64 16
  %60 = bitcast i32* %59 to <4 x i32>*
  store <4 x i32> %43, <4 x i32>* %60, align 4, !tbaa !5
  %61 = getelementptr inbounds i32, i32* %51, i64 20
  %62 = bitcast i32* %61 to <4 x i32>*
  store <4 x i32> %44, <4 x i32>* %62, align 4, !tbaa !5
  %63 = getelementptr inbounds i32, i32* %51, i64 24
  %64 = bitcast i32* %63 to <4 x i32>*
  store <4 x i32> %45, <4 x i32>* %64, align 4, !tbaa !5
  %65 = getelementptr inbounds i32, i32* %51, i64 28
  %66 = bitcast i32* %65 to <4 x i32>*
  store <4 x i32> %46, <4 x i32>* %66, align 4, !tbaa !5
  %67 = getelementptr inbounds i32, i32* %51, i64 32
  %68 = bitcast i32* %67 to <4 x i32>*
  store <4 x i32> %47, <4 x i32>* %68, align 4, !tbaa !5
  %69 = getelementptr inbounds i32, i32* %51, i64 36
  %70 = bitcast i32* %69 to <4 x i32>*
  store <4 x i32> %48, <4 x i32>* %70, align 4, !tbaa !5
  %71 = getelementptr inbounds i32, i32* %51, i64 40
  %72 = bitcast i32* %71 to <4 x i32>*
  store <4 x i32> %49, <4 x i32>* %72, align 4, !tbaa !5
  %73 = getelementptr inbounds i32, i32* %51, i64 44
  %74 = bitcast i32* %73 to <4 x i32>*
  store <4 x i32> %50, <4 x i32>* %74, align 4, !tbaa !5
  %75 = add nuw i64 %2, 48
  %76 = icmp eq i64 %75, 192
  br i1 %76, label %77, label %1, !llvm.loop !38

77:                                               ; preds = %1
  %78 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 192), align 4, !tbaa !5
  %79 = tail call i32 @llvm.abs.i32(i32 %78, i1 true)
  store i32 %79, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 192), align 4, !tbaa !5
  %80 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 193), align 4, !tbaa !5
  %81 = tail call i32 @llvm.abs.i32(i32 %80, i1 true)
  store i32 %81, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 193), align 4, !tbaa !5
  %82 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 194), align 4, !tbaa !5
  %83 = tail call i32 @llvm.abs.i32(i32 %82, i1 true)
  store i32 %83, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 194), align 4, !tbaa !5
  %84 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 195), align 4, !tbaa !5
  %85 = tail call i32 @llvm.abs.i32(i32 %84, i1 true)
  store i32 %85, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 195), align 4, !tbaa !5
  %86 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 196), align 4, !tbaa !5
  %87 = tail call i32 @llvm.abs.i32(i32 %86, i1 true)
  store i32 %87, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 196), align 4, !tbaa !5
  %88 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 197), align 4, !tbaa !5
  %89 = tail call i32 @llvm.abs.i32(i32 %88, i1 true)
  store i32 %89, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 197), align 4, !tbaa !5
  %90 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 198), align 4, !tbaa !5
  %91 = tail call i32 @llvm.abs.i32(i32 %90, i1 true)
  store i32 %91, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 198), align 4, !tbaa !5
  %92 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 199), align 4, !tbaa !5
  %93 = tail call i32 @llvm.abs.i32(i32 %92, i1 true)
  store i32 %93, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 199), align 4, !tbaa !5
  %94 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 4, !tbaa !5
  %95 = tail call i32 @llvm.abs.i32(i32 %94, i1 true)
  store i32 %95, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 200), align 4, !tbaa !5
  %96 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %97 = tail call i32 @llvm.abs.i32(i32 %96, i1 true)
  store i32 %97, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 201), align 4, !tbaa !5
  %98 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 4, !tbaa !5
  %99 = tail call i32 @llvm.abs.i32(i32 %98, i1 true)
  store i32 %99, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %75, %1 ]
  %3 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %2
  %4 = bitcast i16* %3 to <4 x i16>*
  %5 = load <4 x i16>, <4 x i16>* %4, align 16, !tbaa !9
  %6 = getelementptr inbounds i16, i16* %3, i64 4
  %7 = bitcast i16* %6 to <4 x i16>*
  %8 = load <4 x i16>, <4 x i16>* %7, align 8, !tbaa !9
  %9 = getelementptr inbounds i16, i16* %3, i64 8
  %10 = bitcast i16* %9 to <4 x i16>*
  %11 = load <4 x i16>, <4 x i16>* %10, align 16, !tbaa !9
  %12 = getelementptr inbounds i16, i16* %3, i64 12
  %13 = bitcast i16* %12 to <4 x i16>*
  %14 = load <4 x i16>, <4 x i16>* %13, align 8, !tbaa !9
  %15 = getelementptr inbounds i16, i16* %3, i64 16
  %16 = bitcast i16* %15 to <4 x i16>*
  %17 = load <4 x i16>, <4 x i16>* %16, align 16, !tbaa !9
  %18 = getelementptr inbounds i16, i16* %3, i64 20
  %19 = bitcast i16* %18 to <4 x i16>*
  %20 = load <4 x i16>, <4 x i16>* %19, align 8, !tbaa !9
  %21 = sext <4 x i16> %5 to <4 x i32>
  %22 = sext <4 x i16> %8 to <4 x i32>
  %23 = sext <4 x i16> %11 to <4 x i32>
  %24 = sext <4 x i16> %14 to <4 x i32>
  %25 = sext <4 x i16> %17 to <4 x i32>
  %26 = sext <4 x i16> %20 to <4 x i32>
  %27 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %28 = bitcast i32* %27 to <4 x i32>*
  store <4 x i32> %21, <4 x i32>* %28, align 4, !tbaa !5
  %29 = getelementptr inbounds i32, i32* %27, i64 4
  %30 = bitcast i32* %29 to <4 x i32>*
  store <4 x i32> %22, <4 x i32>* %30, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, i32* %27, i64 8
  %32 = bitcast i32* %31 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %32, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %27, i64 12
  %34 = bitcast i32* %33 to <4 x i32>*
  store <4 x i32> %24, <4 x i32>* %34, align 4, !tbaa !5
  %35 = getelementptr inbounds i32, i32* %27, i64 16
  %36 = bitcast i32* %35 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %36, align 4, !tbaa !5
  %37 = getelementptr inbounds i32, i32* %27, i64 20
  %38 = bitcast i32* %37 to <4 x i32>*
  store <4 x i32> %26, <4 x i32>* %38, align 4, !tbaa !5
  %39 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %2
  %40 = bitcast i8* %39 to <4 x i8>*
  %41 = load <4 x i8>, <4 x i8>* %40, align 8, !tbaa !11
  %42 = getelementptr inbounds i8, i8* %39, i64 4
  %43 = bitcast i8* %42 to <4 x i8>*
  %44 = load <4 x i8>, <4 x i8>* %43, align 4, !tbaa !11
  %45 = getelementptr inbounds i8, i8* %39, i64 8
  %46 = bitcast i8* %45 to <4 x i8>*
  %47 = load <4 x i8>, <4 x i8>* %46, align 8, !tbaa !11
  %48 = getelementptr inbounds i8, i8* %39, i64 12
  %49 = bitcast i8* %48 to <4 x i8>*
  %50 = load <4 x i8>, <4 x i8>* %49, align 4, !tbaa !11
  %51 = getelementptr inbounds i8, i8* %39, i64 16
  %52 = bitcast i8* %51 to <4 x i8>*
  %53 = load <4 x i8>, <4 x i8>* %52, align 8, !tbaa !11
  %54 = getelementptr inbounds i8, i8* %39, i64 20
  %55 = bitcast i8* %54 to <4 x i8>*
  %56 = load <4 x i8>, <4 x i8>* %55, align 4, !tbaa !11
  %57 = zext <4 x i8> %41 to <4 x i32>
  %58 = zext <4 x i8> %44 to <4 x i32>
  %59 = zext <4 x i8> %47 to <4 x i32>
  %60 = zext <4 x i8> %50 to <4 x i32>
  %61 = zext <4 x i8> %53 to <4 x i32>
  %62 = zext <4 x i8> %56 to <4 x i32>
  %63 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %2
  %64 = bitcast i32* %63 to <4 x i32>*
  store <4 x i32> %57, <4 x i32>* %64, align 4, !tbaa !5
  %65 = getelementptr inbounds i32, i32* %63, i64 4
  %66 = bitcast i32* %65 to <4 x i32>*
  store <4 x i32> %58, <4 x i32>* %66, align 4, !tbaa !5
  %67 = getelementptr inbounds i32, i32* %63, i64 8
  %68 = bitcast i32* %67 to <4 x i32>*
  store <4 x i32> %59, <4 x i32>* %68, align 4, !tbaa !5
  %69 = getelementptr inbounds i32, i32* %63, i64 12
  %70 = bitcast i32* %69 to <4 x i32>*
  store <4 x i32> %60, <4 x i32>* %70, align 4, !tbaa !5
  %71 = getelementptr inbounds i32, i32* %63, i64 16
  %72 = bitcast i32* %71 to <4 x i32>*
  store <4 x i32> %61, <4 x i32>* %72, align 4, !tbaa !5
  %73 = getelementptr inbounds i32, i32* %63, i64 20
  %74 = bitcast i32* %73 to <4 x i32>*
  store <4 x i32> %62, <4 x i32>* %74, align 4, !tbaa !5
  %75 = add nuw i64 %2, 24
  %76 = icmp eq i64 %75, 192
  br i1 %76, label %77, label %1, !llvm.loop !39

77:                                               ; preds = %1
  %78 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 192), align 16, !tbaa !9
  %79 = sext i16 %78 to i32
  store i32 %79, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 192), align 4, !tbaa !5
  %80 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 192), align 16, !tbaa !11
  %81 = zext i8 %80 to i32
  store i32 %81, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 192), align 4, !tbaa !5
  %82 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 193), align 2, !tbaa !9
  %83 = sext i16 %82 to i32
  store i32 %83, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 193), align 4, !tbaa !5
  %84 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 193), align 1, !tbaa !11
  %85 = zext i8 %84 to i32
  store i32 %85, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 193), align 4, !tbaa !5
  %86 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 194), align 4, !tbaa !9
  %87 = sext i16 %86 to i32
  store i32 %87, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 194), align 4, !tbaa !5
  %88 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 194), align 2, !tbaa !11
  %89 = zext i8 %88 to i32
  store i32 %89, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 194), align 4, !tbaa !5
  %90 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 195), align 2, !tbaa !9
  %91 = sext i16 %90 to i32
  store i32 %91, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 195), align 4, !tbaa !5
  %92 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 195), align 1, !tbaa !11
  %93 = zext i8 %92 to i32
  store i32 %93, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 195), align 4, !tbaa !5
  %94 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 196), align 8, !tbaa !9
  %95 = sext i16 %94 to i32
  store i32 %95, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 196), align 4, !tbaa !5
  %96 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 196), align 4, !tbaa !11
  %97 = zext i8 %96 to i32
  store i32 %97, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 196), align 4, !tbaa !5
  %98 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 197), align 2, !tbaa !9
  %99 = sext i16 %98 to i32
  store i32 %99, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 197), align 4, !tbaa !5
  %100 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 197), align 1, !tbaa !11
  %101 = zext i8 %100 to i32
  store i32 %101, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 197), align 4, !tbaa !5
  %102 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 198), align 4, !tbaa !9
  %103 = sext i16 %102 to i32
  store i32 %103, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 198), align 4, !tbaa !5
  %104 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 198), align 2, !tbaa !11
  %105 = zext i8 %104 to i32
  store i32 %105, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 198), align 4, !tbaa !5
  %106 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 199), align 2, !tbaa !9
  %107 = sext i16 %106 to i32
  store i32 %107, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 199), align 4, !tbaa !5
  %108 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 199), align 1, !tbaa !11
  %109 = zext i8 %108 to i32
  store i32 %109, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 199), align 4, !tbaa !5
  %110 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 200), align 16, !tbaa !9
  %111 = sext i16 %110 to i32
  store i32 %111, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 200), align 4, !tbaa !5
  %112 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 200), align 8, !tbaa !11
  %113 = zext i8 %112 to i32
  store i32 %113, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 200), align 4, !tbaa !5
  %114 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 201), align 2, !tbaa !9
  %115 = sext i16 %114 to i32
  store i32 %115, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 201), align 4, !tbaa !5
  %116 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 201), align 1, !tbaa !11
  %117 = zext i8 %116 to i32
  store i32 %117, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 201), align 4, !tbaa !5
  %118 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 202), align 4, !tbaa !9
  %119 = sext i16 %118 to i32
  store i32 %119, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 202), align 4, !tbaa !5
  %120 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 202), align 2, !tbaa !11
  %121 = zext i8 %120 to i32
  store i32 %121, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen64() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %74, %1 ]
  %3 = or i64 %2, 1
  %4 = or i64 %2, 2
  %5 = or i64 %2, 3
  %6 = add i64 %2, 4
  %7 = add i64 %2, 5
  %8 = add i64 %2, 6
  %9 = add i64 %2, 7
  %10 = add i64 %2, 8
  %11 = add i64 %2, 9
  %12 = add i64 %2, 10
  %13 = add i64 %2, 11
  %14 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %15 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %16 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %4
  %17 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %5
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %6
  %19 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %7
  %20 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %8
  %21 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %9
  %22 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %10
  %23 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %11
  %24 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %12
  %25 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %13
  %26 = load i32, i32* %14, align 4, !tbaa !5
  %27 = load i32, i32* %15, align 4, !tbaa !5
  %28 = load i32, i32* %16, align 4, !tbaa !5
  %29 = load i32, i32* %17, align 4, !tbaa !5
  %30 = load i32, i32* %18, align 4, !tbaa !5
  %31 = load i32, i32* %19, align 4, !tbaa !5
  %32 = load i32, i32* %20, align 4, !tbaa !5
  %33 = load i32, i32* %21, align 4, !tbaa !5
  %34 = load i32, i32* %22, align 4, !tbaa !5
  %35 = load i32, i32* %23, align 4, !tbaa !5
  %36 = load i32, i32* %24, align 4, !tbaa !5
  %37 = load i32, i32* %25, align 4, !tbaa !5
  %38 = sext i32 %26 to i64
  %39 = sext i32 %27 to i64
  %40 = sext i32 %28 to i64
  %41 = sext i32 %29 to i64
  %42 = sext i32 %30 to i64
  %43 = sext i32 %31 to i64
  %44 = sext i32 %32 to i64
  %45 = sext i32 %33 to i64
  %46 = sext i32 %34 to i64
  %47 = sext i32 %35 to i64
  %48 = sext i32 %36 to i64
  %49 = sext i32 %37 to i64
  %50 = mul nsw i64 %38, 3
  %51 = mul nsw i64 %39, 3
  %52 = mul nsw i64 %40, 3
  %53 = mul nsw i64 %41, 3
  %54 = mul nsw i64 %42, 3
  %55 = mul nsw i64 %43, 3
  %56 = mul nsw i64 %44, 3
  %57 = mul nsw i64 %45, 3
  %58 = mul nsw i64 %46, 3
  %59 = mul nsw i64 %47, 3
  %60 = mul nsw i64 %48, 3
  %61 = mul nsw i64 %49, 3
  %62 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %2
  %63 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %3
  %64 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %4
  %65 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %5
  %66 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %6
  %67 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %7
  %68 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %8
  %69 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %9
  %70 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %10
  %71 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %11
  %72 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %12
  %73 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %13
  store i64 %50, i64* %62, align 8, !tbaa !12
  store i64 %51, i64* %63, align 8, !tbaa !12
  store i64 %52, i64* %64, align 8, !tbaa !12
  store i64 %53, i64* %65, align 8, !tbaa !12
  store i64 %54, i64* %66, align 8, !tbaa !12
  store i64 %55, i64* %67, align 8, !tbaa !12
  store i64 %56, i64* %68, align 8, !tbaa !12
  store i64 %57, i64* %69, align 8, !tbaa !12
  store i64 %58, i64* %70, align 8, !tbaa !12
  store i64 %59, i64* %71, align 8, !tbaa !12
  store i64 %60, i64* %72, align 8, !tbaa !12
  store i64 %61, i64* %73, align 8, !tbaa !12
  %74 = add nuw i64 %2, 12
  %75 = icmp eq i64 %74, 192
  br i1 %75, label %76, label %1, !llvm.loop !40

76:                                               ; preds = %1
  %77 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 192), align 4, !tbaa !5
  %78 = sext i32 %77 to i64
  %79 = mul nsw i64 %78, 3
  store i64 %79, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 192), align 8, !tbaa !12
  %80 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 193), align 4, !tbaa !5
  %81 = sext i32 %80 to i64
  %82 = mul nsw i64 %81, 3
  store i64 %82, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 193), align 8, !tbaa !12
  %83 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 194), align 4, !tbaa !5
  %84 = sext i32 %83 to i64
  %85 = mul nsw i64 %84, 3
  store i64 %85, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 194), align 8, !tbaa !12
  %86 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 195), align 4, !tbaa !5
  %87 = sext i32 %86 to i64
  %88 = mul nsw i64 %87, 3
  store i64 %88, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 195), align 8, !tbaa !12
  %89 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 196), align 4, !tbaa !5
  %90 = sext i32 %89 to i64
  %91 = mul nsw i64 %90, 3
  store i64 %91, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 196), align 8, !tbaa !12
  %92 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 197), align 4, !tbaa !5
  %93 = sext i32 %92 to i64
  %94 = mul nsw i64 %93, 3
  store i64 %94, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 197), align 8, !tbaa !12
  %95 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 198), align 4, !tbaa !5
  %96 = sext i32 %95 to i64
  %97 = mul nsw i64 %96, 3
  store i64 %97, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 198), align 8, !tbaa !12
  %98 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 199), align 4, !tbaa !5
  %99 = sext i32 %98 to i64
  %100 = mul nsw i64 %99, 3
  store i64 %100, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 199), align 8, !tbaa !12
  %101 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 4, !tbaa !5
  %102 = sext i32 %101 to i64
  %103 = mul nsw i64 %102, 3
  store i64 %103, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 200), align 8, !tbaa !12
  %104 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %105 = sext i32 %104 to i64
  %106 = mul nsw i64 %105, 3
  store i64 %106, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 201), align 8, !tbaa !12
  %107 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 4, !tbaa !5
  %108 = sext i32 %107 to i64
  %109 = mul nsw i64 %108, 3
  store i64 %109, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 202), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @narrow() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %56, %1 ]
  %3 = or i64 %2, 1
  %4 = add i64 %2, 2
  %5 = add i64 %2, 3
  %6 = add i64 %2, 4
  %7 = add i64 %2, 5
  %8 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %10 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %4
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %5
  %12 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %6
  %13 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %7
  %14 = load i32, i32* %8, align 4, !tbaa !5
  %15 = load i32, i32* %9, align 4, !tbaa !5
  %16 = load i32, i32* %10, align 4, !tbaa !5
  %17 = load i32, i32* %11, align 4, !tbaa !5
  %18 = load i32, i32* %12, align 4, !tbaa !5
  %19 = load i32, i32* %13, align 4, !tbaa !5
  %20 = trunc i32 %14 to i16
  %21 = trunc i32 %15 to i16
  %22 = trunc i32 %16 to i16
  %23 = trunc i32 %17 to i16
  %24 = trunc i32 %18 to i16
  %25 = trunc i32 %19 to i16
  %26 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %2
  %27 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %3
  %28 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %4
  %29 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %5
  %30 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %6
  %31 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %7
  store i16 %20, i16* %26, align 2, !tbaa !9
  store i16 %21, i16* %27, align 2, !tbaa !9
  store i16 %22, i16* %28, align 2, !tbaa !9
  store i16 %23, i16* %29, align 2, !tbaa !9
  store i16 %24, i16* %30, align 2, !tbaa !9
  store i16 %25, i16* %31, align 2, !tbaa !9
  %32 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %2
  %33 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %3
  %34 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %4
  %35 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %5
  %36 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %6
  %37 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %7
  %38 = load i64, i64* %32, align 8, !tbaa !12
  %39 = load i64, i64* %33, align 8, !tbaa !12
  %40 = load i64, i64* %34, align 8, !tbaa !12
  %41 = load i64, i64* %35, align 8, !tbaa !12
  %42 = load i64, i64* %36, align 8, !tbaa !12
  %43 = load i64, i64* %37, align 8, !tbaa !12
  %44 = trunc i64 %38 to i8
  %45 = trunc i64 %39 to i8
  %46 = trunc i64 %40 to i8
  %47 = trunc i64 %41 to i8
  %48 = trunc i64 %42 to i8
  %49 = trunc i64 %43 to i8
  %50 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %2
  %51 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %3
  %52 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %4
  %53 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %5
  %54 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %6
  %55 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %7
  store i8 %44, i8* %50, align 2, !tbaa !11
  store i8 %45, i8* %51, align 1, !tbaa !11
  store i8 %46, i8* %52, align 2, !tbaa !11
  store i8 %47, i8* %53, align 1, !tbaa !11
  store i8 %48, i8* %54, align 2, !tbaa !11
  store i8 %49, i8* %55, align 1, !tbaa !11
  %56 = add nuw i64 %2, 6
  %57 = icmp eq i64 %56, 198
  br i1 %57, label %58, label %1, !llvm.loop !41

58:                                               ; preds = %1
  %59 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 198), align 4, !tbaa !5
  %60 = trunc i32 %59 to i16
  store i16 %60, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 198), align 2, !tbaa !9
  %61 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 198), align 8, !tbaa !12
  %62 = trunc i64 %61 to i8
  store i8 %62, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 198), align 2, !tbaa !11
  %63 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 199), align 4, !tbaa !5
  %64 = trunc i32 %63 to i16
  store i16 %64, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 199), align 2, !tbaa !9
  %65 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 199), align 8, !tbaa !12
  %66 = trunc i64 %65 to i8
  store i8 %66, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 199), align 1, !tbaa !11
  %67 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 4, !tbaa !5
  %68 = trunc i32 %67 to i16
  store i16 %68, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 200), align 2, !tbaa !9
  %69 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 200), align 8, !tbaa !12
  %70 = trunc i64 %69 to i8
  store i8 %70, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 200), align 8, !tbaa !11
  %71 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %72 = trunc i32 %71 to i16
  store i16 %72, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 201), align 2, !tbaa !9
  %73 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 201), align 8, !tbaa !12
  %74 = trunc i64 %73 to i8
  store i8 %74, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 201), align 1, !tbaa !11
  %75 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 4, !tbaa !5
  %76 = trunc i32 %75 to i16
  store i16 %76, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 202), align 2, !tbaa !9
  %77 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 202), align 8, !tbaa !12
  %78 = trunc i64 %77 to i8
  store i8 %78, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 202), align 2, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @divs() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %46, %1 ]
  %3 = or i64 %2, 1
  %4 = or i64 %2, 2
  %5 = or i64 %2, 3
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %8 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %4
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %5
  %10 = load i32, i32* %6, align 4, !tbaa !5
  %11 = load i32, i32* %7, align 4, !tbaa !5
  %12 = load i32, i32* %8, align 4, !tbaa !5
  %13 = load i32, i32* %9, align 4, !tbaa !5
  %14 = sdiv i32 %10, 7
  %15 = sdiv i32 %11, 7
  %16 = sdiv i32 %12, 7
  %17 = sdiv i32 %13, 7
  %18 = srem i32 %10, 10
  %19 = srem i32 %11, 10
  %20 = srem i32 %12, 10
  %21 = srem i32 %13, 10
  %22 = add nsw i32 %14, %18
  %23 = add nsw i32 %15, %19
  %24 = add nsw i32 %16, %20
  %25 = add nsw i32 %17, %21
  %26 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %27 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %3
  %28 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %4
  %29 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %5
  store i32 %22, i32* %26, align 4, !tbaa !5
  store i32 %23, i32* %27, align 4, !tbaa !5
  store i32 %24, i32* %28, align 4, !tbaa !5
  store i32 %25, i32* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %2
  %31 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %3
  %32 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %4
  %33 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %5
  %34 = load i32, i32* %30, align 16, !tbaa !5
  %35 = load i32, i32* %31, align 4, !tbaa !5
  %36 = load i32, i32* %32, align 8, !tbaa !5
  %37 = load i32, i32* %33, align 4, !tbaa !5
  %38 = udiv i32 %34, 3
  %39 = udiv i32 %35, 3
  %40 = udiv i32 %36, 3
  %41 = udiv i32 %37, 3
  %42 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %2
  %43 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %3
  %44 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %4
  %45 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %5
  store i32 %38, i32* %42, align 4, !tbaa !5
  store i32 %39, i32* %43, align 4, !tbaa !5
  store i32 %40, i32* %44, align 4, !tbaa !5
  store i32 %41, i32* %45, align 4, !tbaa !5
  %46 = add nuw i64 %2, 4
  %47 = icmp eq i64 %46, 200
  br i1 %47, label %48, label %1, !llvm.loop !42

48:                                               ; preds = %1
  %49 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 4, !tbaa !5
  %50 = sdiv i32 %49, 7
  %51 = srem i32 %49, 10
  %52 = add nsw i32 %50, %51
  store i32 %52, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 200), align 4, !tbaa !5
  %53 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %54 = udiv i32 %53, 3
  store i32 %54, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 200), align 4, !tbaa !5
  %55 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %56 = sdiv i32 %55, 7
  %57 = srem i32 %55, 10
  %58 = add nsw i32 %56, %57
  store i32 %58, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 201), align 4, !tbaa !5
  %59 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %60 = udiv i32 %59, 3
  store i32 %60, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 201), align 4, !tbaa !5
  %61 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 4, !tbaa !5
  %62 = sdiv i32 %61, 7
  %63 = srem i32 %61, 10
  %64 = add nsw i32 %62, %63
  store i32 %64, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 202), align 4, !tbaa !5
  %65 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %66 = udiv i32 %65, 3
  store i32 %66, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @count() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %123, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %111, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %112, %1 ]
  %5 = phi <4 x i32> [ zeroinitializer, %0 ], [ %113, %1 ]
  %6 = phi <4 x i32> [ zeroinitializer, %0 ], [ %114, %1 ]
  %7 = phi <4 x i32> [ zeroinitializer, %0 ], [ %115, %1 ]
  %8 = phi <4 x i32> [ zeroinitializer, %0 ], [ %116, %1 ]
  %9 = phi <4 x i32> [ zeroinitializer, %0 ], [ %117, %1 ]
  %10 = phi <4 x i32> [ zeroinitializer, %0 ], [ %118, %1 ]
  %11 = phi <4 x i32> [ zeroinitializer, %0 ], [ %119, %1 ]
  %12 = phi <4 x i32> [ zeroinitializer, %0 ], [ %120, %1 ]
  %13 = phi <4 x i32> [ zeroinitializer, %0 ], [ %121, %1 ]
  %14 = phi <4 x i32> [ zeroinitializer, %0 ], [ %122, %1 ]
  %15 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %16 = bitcast i32* %15 to <4 x i32>*
  %17 = load <4 x i32>, <4 x i32>* %16, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %15, i64 4
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %15, i64 8
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %15, i64 12
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %15, i64 16
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %15, i64 20
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %15, i64 24
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %15, i64 28
  %37 = bitcast i32* %36 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 4, !tbaa !5
  %39 = getelementptr inbounds i32, i32* %15, i64 32
  %40 = bitcast i32* %39 to <4 x i32>*
  %41 = load <4 x i32>, <4 x i32>* %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, i32* %15, i64 36
  %43 = bitcast i32* %42 to <4 x i32>*
  %44 = load <4 x i32>, <4 x i32>* %43, align 4, !tbaa !5
  %45 = getelementptr inbounds i32, i32* %15, i64 40
  %46 = bitcast i32* %45 to <4 x i32>*
  %47 = load <4 x i32>, <4 x i32>* %46, align 4, !tbaa !5
  %48 = getelementptr inbounds i32, i32* %15, i64 44
  %49 = bitcast i32* %48 to <4 x i32>*
  %50 = load <4 x i32>, <4 x i32>* %49, align 4, !tbaa !5
  %51 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %2
  %52 = bitcast i32* %51 to <4 x i32>*
  %53 = load <4 x i32>, <4 x i32>* %52, align 16, !tbaa !5
  %54 = getelementptr inbounds i32, i32* %51, i64 4
  %55 = bitcast i32* %54 to <4 x i32>*
  %56 = load <4 x i32>, <4 x i32>* %55, align 16, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %51, i64 8
  %58 = bitcast i32* %57 to <4 x i32>*
  %59 = load <4 x i32>, <4 x i32>* %58, align 16, !tbaa !5
  %60 = getelementptr inbounds i32, i32* %51, i64 12
  %61 = bitcast i32* %60 to <4 x i32>*
  %62 = load <4 x i32>, <4 x i32>* %61, align 16, !tbaa !5
  %63 = getelementptr inbounds i32, i32* %51, i64 16
  %64 = bitcast i32* %63 to <4 x i32>*
  %65 = load <4 x i32>, <4 x i32>* %64, align 16, !tbaa !5
  %66 = getelementptr inbounds i32, i32* %51, i64 20
  %67 = bitcast i32* %66 to <4 x i32>*
  %68 = load <4 x i32>, <4 x i32>* %67, align 16, !tbaa !5
  %69 = getelementptr inbounds i32, i32* %51, i64 24
  %70 = bitcast i32* %69 to <4 x i32>*
  %71 = load <4 x i32>, <4 x i32>* %70, align 16, !tbaa !5
  %72 = getelementptr inbounds i32, i32* %51, i64 28
  %73 = bitcast i32* %72 to <4 x i32>*
  %74 = load <4 x i32>, <4 x i32>* %73, align 16, !tbaa !5
  %75 = getelementptr inbounds i32, i32* %51, i64 32
  %76 = bitcast i32* %75 to <4 x i32>*
  %77 = load <4 x i32>, <4 x i32>* %76, align 16, !tbaa !5
  %78 = getelementptr inbounds i32, i32* %51, i64 36
  %79 = bitcast i32* %78 to <4 x i32>*
  %80 = load <4 x i32>, <4 x i32>* %79, align 16, !tbaa !5
  %81 = getelementptr inbounds i32, i32* %51, i64 40
  %82 = bitcast i32* %81 to <4 x i32>*
  %83 = load <4 x i32>, <4 x i32>* %82, align 16, !tbaa !5
  %84 = getelementptr inbounds i32, i32* %51, i64 44
  %85 = bitcast i32* %84 to <4 x i32>*
  %86 = load <4 x i32>, <4 x i32>* %85, align 16, !tbaa !5
  %87 = icmp sgt <4 x i32> %17, %53
  %88 = icmp sgt <4 x i32> %20, %56
  %89 = icmp sgt <4 x i32> %23, %59
  %90 = icmp sgt <4 x i32> %26, %62
  %91 = icmp sgt <4 x i32> %29, %65
  %92 = icmp sgt <4 x i32> %32, %68
  %93 = icmp sgt <4 x i32> %35, %71
  %94 = icmp sgt <4 x i32> %38, %74
  %95 = icmp sgt <4 x i32> %41, %77
  %96 = icmp sgt <4 x i32> %44, %80
  %97 = icmp sgt <4 x i32> %47, %83
  %98 = icmp sgt <4 x i32> %50, %86
  %99 = zext <4 x i1> %87 to <4 x i32>
  %100 = zext <4 x i1> %88 to <4 x i32>
  %101 = zext <4 x i1> %89 to <4 x i32>
  %102 = zext <4 x i1> %90 to <4 x i32>
  %103 = zext <4 x i1> %91 to <4 x i32>
  %104 = zext <4 x i1> %92 to <4 x i32>
  %105 = zext <4 x i1> %93 to <4 x i32>
  %106 = zext <4 x i1> %94 to <4 x i32>
  %107 = zext <4 x i1> %95 to <4 x i32>
  %108 = zext <4 x i1> %96 to <4 x i32>
  %109 = zext <4 x i1> %97 to <4 x i32>
  %110 = zext <4 x i1> %98 to <4 x i32>
  %111 = add <4 x i32> %3, %99
  %112 = add <4 x i32> %4, %100
  %113 = add <4 x i32> %5, %101
  %114 = add <4 x i32> %6, %102
  %115 = add <4 x i32> %7, %103
  %116 = add <4 x i32> %8, %104
  %117 = add <4 x i32> %9, %105
  %118 = add <4 x i32> %10, %106
  %119 = add <4 x i32> %11, %107
  %120 = add <4 x i32> %12, %108
  %121 = add <4 x i32> %13, %109
  %122 = add <4 x i32> %14, %110
  %123 = add nuw i64 %2, 48
  %124 = icmp eq i64 %123, 192
  br i1 %124, label %125, label %1, !llvm.loop !43

125:                                              ; preds = %1
  %126 = add <4 x i32> %112, %111
  %127 = add <4 x i32> %113, %126
  %128 = add <4 x i32> %114, %127
  %129 = add <4 x i32> %115, %128
  %130 = add <4 x i32> %116, %129
  %131 = add <4 x i32> %117, %130
  %132 = add <4 x i32> %118, %131
  %133 = add <4 x i32> %119, %132
  %134 = add <4 x i32> %120, %133
  %135 = add <4 x i32> %121, %134
  %136 = add <4 x i32> %122, %135
  %137 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %136)
  %138 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 192), align 4, !tbaa !5
  %139 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 192), align 16, !tbaa !5
  %140 = icmp sgt i32 %138, %139
  %141 = zext i1 %140 to i32
  %142 = add nuw nsw i32 %137, %141
  %143 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 193), align 4, !tbaa !5
  %144 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 193), align 4, !tbaa !5
  %145 = icmp sgt i32 %143, %144
  %146 = zext i1 %145 to i32
  %147 = add nuw nsw i32 %142, %146
  %148 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 194), align 4, !tbaa !5
  %149 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 194), align 8, !tbaa !5
  %150 = icmp sgt i32 %148, %149
  %151 = zext i1 %150 to i32
  %152 = add nuw nsw i32 %147, %151
  %153 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 195), align 4, !tbaa !5
  %154 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 195), align 4, !tbaa !5
  %155 = icmp sgt i32 %153, %154
  %156 = zext i1 %155 to i32
  %157 = add nuw nsw i32 %152, %156
  %158 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 196), align 4, !tbaa !5
  %159 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 196), align 16, !tbaa !5
  %160 = icmp sgt i32 %158, %159
  %161 = zext i1 %160 to i32
  %162 = add nuw nsw i32 %157, %161
  %163 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 197), align 4, !tbaa !5
  %164 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 197), align 4, !tbaa !5
  %165 = icmp sgt i32 %163, %164
  %166 = zext i1 %165 to i32
  %167 = add nuw nsw i32 %162, %166
  %168 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 198), align 4, !tbaa !5
  %169 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 198), align 8, !tbaa !5
  %170 = icmp sgt i32 %168, %169
  %171 = zext i1 %170 to i32
  %172 = add nuw nsw i32 %167, %171
  %173 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 199), align 4, !tbaa !5
  %174 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 199), align 4, !tbaa !5
  %175 = icmp sgt i32 %173, %174
  %176 = zext i1 %175 to i32
  %177 = add nuw nsw i32 %172, %176
  %178 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 4, !tbaa !5
  %179 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 200), align 16, !tbaa !5
  %180 = icmp sgt i32 %178, %179
  %181 = zext i1 %180 to i32
  %182 = add nuw nsw i32 %177, %181
  %183 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %184 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 201), align 4, !tbaa !5
  %185 = icmp sgt i32 %183, %184
  %186 = zext i1 %185 to i32
  %187 = add nuw nsw i32 %182, %186
  %188 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 4, !tbaa !5
  %189 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 202), align 8, !tbaa !5
  %190 = icmp sgt i32 %188, %189
  %191 = zext i1 %190 to i32
  %192 = add nuw nsw i32 %187, %191
  ret i32 %192
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.smax.v8i16(<8 x i16>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8 @llvm.vector.reduce.umax.v8i8(<8 x i8>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !15, !21, !19}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !15, !19}
!23 = distinct !{!23, !15, !19}
!24 = distinct !{!24, !15, !21, !19}
!25 = distinct !{!25, !15, !19}
!26 = distinct !{!26, !15, !21, !19}
!27 = distinct !{!27, !15, !19}
!28 = distinct !{!28, !15, !21, !19}
!29 = distinct !{!29, !15, !19}
!30 = distinct !{!30, !15, !21, !19}
!31 = distinct !{!31, !15, !19}
!32 = distinct !{!32, !15, !19}
!33 = distinct !{!33, !15, !19}
!34 = distinct !{!34, !15, !19}
!35 = distinct !{!35, !15, !21, !19}
!36 = distinct !{!36, !15, !19}
!37 = distinct !{!37, !15, !19}
!38 = distinct !{!38, !15, !19}
!39 = distinct !{!39, !15, !19}
!40 = distinct !{!40, !15, !19}
!41 = distinct !{!41, !15, !19}
!42 = distinct !{!42, !15, !19}
!43 = distinct !{!43, !15, !19}
