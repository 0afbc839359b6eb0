; ModuleID = 'c/vec_int.c'
source_filename = "c/vec_int.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"sum32 %d\0A\00", align 1
@a32 = internal global [203 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [27 x i8] c"sum16 %d sum8 %d sumu8 %u\0A\00", align 1
@a16 = internal unnamed_addr global [203 x i16] zeroinitializer, align 16
@a8 = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
@u8a = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [12 x i8] c"sum64 %lld\0A\00", align 1
@a64 = internal unnamed_addr global [203 x i64] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [19 x i8] c"max32 %d min32 %d\0A\00", align 1
@b32 = internal global [203 x i32] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [21 x i8] c"umin32 %u umax32 %u\0A\00", align 1
@ua = internal global [203 x i32] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [19 x i8] c"max16 %d maxu8 %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"and %08x\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c" or %08x xor %08x prod %08x\0A\00", align 1
@c32 = internal unnamed_addr global [203 x i32] zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [8 x i8] c"arith32\00", align 1
@uc = internal unnamed_addr global [203 x i32] zeroinitializer, align 16
@ub = internal unnamed_addr global [203 x i32] zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [9 x i8] c"arithu32\00", align 1
@c16 = internal unnamed_addr global [203 x i16] zeroinitializer, align 16
@b16 = internal unnamed_addr global [203 x i16] zeroinitializer, align 16
@.str.10 = private unnamed_addr constant [8 x i8] c"arith16\00", align 1
@c8 = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
@b8 = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
@.str.11 = private unnamed_addr constant [7 x i8] c"arith8\00", align 1
@c64 = internal unnamed_addr global [203 x i64] zeroinitializer, align 16
@b64 = internal unnamed_addr global [203 x i64] zeroinitializer, align 16
@.str.12 = private unnamed_addr constant [8 x i8] c"arith64\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"select32\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"selectu32\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"select8\00", align 1
@u8c = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
@u8b = internal unnamed_addr global [203 x i8] zeroinitializer, align 16
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
  %88 = tail call fastcc i32 @sum32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 0), i32 noundef 203)
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %88)
  %90 = tail call fastcc i32 @sum16()
  %91 = tail call fastcc i32 @sum8()
  %92 = tail call fastcc i32 @sumu8()
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %90, i32 noundef %91, i32 noundef %92)
  %94 = tail call fastcc i64 @sum64()
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i64 noundef %94)
  %96 = tail call fastcc i32 @max32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 0), i32 noundef 203)
  %97 = tail call fastcc i32 @min32()
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i32 noundef %96, i32 noundef %97)
  %99 = tail call fastcc i32 @umin32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 0), i32 noundef 203)
  %100 = tail call fastcc i32 @umax32()
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), i32 noundef %99, i32 noundef %100)
  %102 = tail call fastcc signext i16 @max16()
  %103 = sext i16 %102 to i32
  %104 = tail call fastcc zeroext i8 @maxu8()
  %105 = zext i8 %104 to i32
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef %103, i32 noundef %105)
  %107 = call fastcc i32 @bits32(i32* noundef nonnull %1, i32* noundef nonnull %2)
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef %107)
  %109 = load i32, i32* %1, align 4, !tbaa !5
  %110 = load i32, i32* %2, align 4, !tbaa !5
  %111 = tail call fastcc i32 @prod32()
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i64 0, i64 0), i32 noundef %109, i32 noundef %110, i32 noundef %111)
  %113 = load i32, i32* @check, align 4, !tbaa !5
  br label %695

114:                                              ; preds = %695
  tail call fastcc void @arith32()
  br label %115

115:                                              ; preds = %115, %114
  %116 = phi i64 [ 0, %114 ], [ %141, %115 ]
  %117 = phi i32 [ 0, %114 ], [ %140, %115 ]
  %118 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %116
  %119 = load i8, i8* %118, align 4, !tbaa !11
  %120 = zext i8 %119 to i32
  %121 = xor i32 %117, %120
  %122 = mul i32 %121, 16777619
  %123 = or i64 %116, 1
  %124 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %123
  %125 = load i8, i8* %124, align 1, !tbaa !11
  %126 = zext i8 %125 to i32
  %127 = xor i32 %122, %126
  %128 = mul i32 %127, 16777619
  %129 = or i64 %116, 2
  %130 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %129
  %131 = load i8, i8* %130, align 2, !tbaa !11
  %132 = zext i8 %131 to i32
  %133 = xor i32 %128, %132
  %134 = mul i32 %133, 16777619
  %135 = or i64 %116, 3
  %136 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %135
  %137 = load i8, i8* %136, align 1, !tbaa !11
  %138 = zext i8 %137 to i32
  %139 = xor i32 %134, %138
  %140 = mul i32 %139, 16777619
  %141 = add nuw nsw i64 %116, 4
  %142 = icmp eq i64 %141, 812
  br i1 %142, label %143, label %115, !llvm.loop !16

143:                                              ; preds = %115
  %144 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %140) #8
  %145 = load i32, i32* @check, align 4, !tbaa !5
  %146 = xor i32 %145, %140
  %147 = mul i32 %146, 16777619
  store i32 %147, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arithu32()
  br label %148

148:                                              ; preds = %148, %143
  %149 = phi i64 [ 0, %143 ], [ %174, %148 ]
  %150 = phi i32 [ 0, %143 ], [ %173, %148 ]
  %151 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %149
  %152 = load i8, i8* %151, align 4, !tbaa !11
  %153 = zext i8 %152 to i32
  %154 = xor i32 %150, %153
  %155 = mul i32 %154, 16777619
  %156 = or i64 %149, 1
  %157 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %156
  %158 = load i8, i8* %157, align 1, !tbaa !11
  %159 = zext i8 %158 to i32
  %160 = xor i32 %155, %159
  %161 = mul i32 %160, 16777619
  %162 = or i64 %149, 2
  %163 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %162
  %164 = load i8, i8* %163, align 2, !tbaa !11
  %165 = zext i8 %164 to i32
  %166 = xor i32 %161, %165
  %167 = mul i32 %166, 16777619
  %168 = or i64 %149, 3
  %169 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %168
  %170 = load i8, i8* %169, align 1, !tbaa !11
  %171 = zext i8 %170 to i32
  %172 = xor i32 %167, %171
  %173 = mul i32 %172, 16777619
  %174 = add nuw nsw i64 %149, 4
  %175 = icmp eq i64 %174, 812
  br i1 %175, label %176, label %148, !llvm.loop !16

176:                                              ; preds = %148
  %177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i32 noundef %173) #8
  %178 = load i32, i32* @check, align 4, !tbaa !5
  %179 = xor i32 %178, %173
  %180 = mul i32 %179, 16777619
  store i32 %180, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arith16()
  br label %181

181:                                              ; preds = %181, %176
  %182 = phi i64 [ 0, %176 ], [ %195, %181 ]
  %183 = phi i32 [ 0, %176 ], [ %194, %181 ]
  %184 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %182
  %185 = load i8, i8* %184, align 2, !tbaa !11
  %186 = zext i8 %185 to i32
  %187 = xor i32 %183, %186
  %188 = mul i32 %187, 16777619
  %189 = or i64 %182, 1
  %190 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %189
  %191 = load i8, i8* %190, align 1, !tbaa !11
  %192 = zext i8 %191 to i32
  %193 = xor i32 %188, %192
  %194 = mul i32 %193, 16777619
  %195 = add nuw nsw i64 %182, 2
  %196 = icmp eq i64 %195, 406
  br i1 %196, label %197, label %181, !llvm.loop !16

197:                                              ; preds = %181
  %198 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef %194) #8
  %199 = load i32, i32* @check, align 4, !tbaa !5
  %200 = xor i32 %199, %194
  %201 = mul i32 %200, 16777619
  store i32 %201, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arith8()
  br label %202

202:                                              ; preds = %224, %197
  %203 = phi i64 [ 0, %197 ], [ %230, %224 ]
  %204 = phi i32 [ 0, %197 ], [ %229, %224 ]
  %205 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %203
  %206 = load i8, i8* %205, align 4, !tbaa !11
  %207 = zext i8 %206 to i32
  %208 = xor i32 %204, %207
  %209 = mul i32 %208, 16777619
  %210 = or i64 %203, 1
  %211 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %210
  %212 = load i8, i8* %211, align 1, !tbaa !11
  %213 = zext i8 %212 to i32
  %214 = xor i32 %209, %213
  %215 = mul i32 %214, 16777619
  %216 = or i64 %203, 2
  %217 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %216
  %218 = load i8, i8* %217, align 2, !tbaa !11
  %219 = zext i8 %218 to i32
  %220 = xor i32 %215, %219
  %221 = mul i32 %220, 16777619
  %222 = or i64 %203, 3
  %223 = icmp eq i64 %222, 203
  br i1 %223, label %231, label %224, !llvm.loop !16

224:                                              ; preds = %202
  %225 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %222
  %226 = load i8, i8* %225, align 1, !tbaa !11
  %227 = zext i8 %226 to i32
  %228 = xor i32 %221, %227
  %229 = mul i32 %228, 16777619
  %230 = add nuw nsw i64 %203, 4
  br label %202

231:                                              ; preds = %202
  %232 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0), i32 noundef %221) #8
  %233 = load i32, i32* @check, align 4, !tbaa !5
  %234 = xor i32 %233, %221
  %235 = mul i32 %234, 16777619
  store i32 %235, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arith64()
  br label %236

236:                                              ; preds = %236, %231
  %237 = phi i64 [ 0, %231 ], [ %262, %236 ]
  %238 = phi i32 [ 0, %231 ], [ %261, %236 ]
  %239 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %237
  %240 = load i8, i8* %239, align 4, !tbaa !11
  %241 = zext i8 %240 to i32
  %242 = xor i32 %238, %241
  %243 = mul i32 %242, 16777619
  %244 = or i64 %237, 1
  %245 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %244
  %246 = load i8, i8* %245, align 1, !tbaa !11
  %247 = zext i8 %246 to i32
  %248 = xor i32 %243, %247
  %249 = mul i32 %248, 16777619
  %250 = or i64 %237, 2
  %251 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %250
  %252 = load i8, i8* %251, align 2, !tbaa !11
  %253 = zext i8 %252 to i32
  %254 = xor i32 %249, %253
  %255 = mul i32 %254, 16777619
  %256 = or i64 %237, 3
  %257 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %256
  %258 = load i8, i8* %257, align 1, !tbaa !11
  %259 = zext i8 %258 to i32
  %260 = xor i32 %255, %259
  %261 = mul i32 %260, 16777619
  %262 = add nuw nsw i64 %237, 4
  %263 = icmp eq i64 %262, 1624
  br i1 %263, label %264, label %236, !llvm.loop !16

264:                                              ; preds = %236
  %265 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %261) #8
  %266 = load i32, i32* @check, align 4, !tbaa !5
  %267 = xor i32 %266, %261
  %268 = mul i32 %267, 16777619
  store i32 %268, i32* @check, align 4, !tbaa !5
  tail call fastcc void @select32()
  br label %269

269:                                              ; preds = %269, %264
  %270 = phi i64 [ 0, %264 ], [ %295, %269 ]
  %271 = phi i32 [ 0, %264 ], [ %294, %269 ]
  %272 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %270
  %273 = load i8, i8* %272, align 4, !tbaa !11
  %274 = zext i8 %273 to i32
  %275 = xor i32 %271, %274
  %276 = mul i32 %275, 16777619
  %277 = or i64 %270, 1
  %278 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %277
  %279 = load i8, i8* %278, align 1, !tbaa !11
  %280 = zext i8 %279 to i32
  %281 = xor i32 %276, %280
  %282 = mul i32 %281, 16777619
  %283 = or i64 %270, 2
  %284 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %283
  %285 = load i8, i8* %284, align 2, !tbaa !11
  %286 = zext i8 %285 to i32
  %287 = xor i32 %282, %286
  %288 = mul i32 %287, 16777619
  %289 = or i64 %270, 3
  %290 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %289
  %291 = load i8, i8* %290, align 1, !tbaa !11
  %292 = zext i8 %291 to i32
  %293 = xor i32 %288, %292
  %294 = mul i32 %293, 16777619
  %295 = add nuw nsw i64 %270, 4
  %296 = icmp eq i64 %295, 812
  br i1 %296, label %297, label %269, !llvm.loop !16

297:                                              ; preds = %269
  %298 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef %294) #8
  %299 = load i32, i32* @check, align 4, !tbaa !5
  %300 = xor i32 %299, %294
  %301 = mul i32 %300, 16777619
  store i32 %301, i32* @check, align 4, !tbaa !5
  tail call fastcc void @selectu32()
  br label %302

302:                                              ; preds = %302, %297
  %303 = phi i64 [ 0, %297 ], [ %328, %302 ]
  %304 = phi i32 [ 0, %297 ], [ %327, %302 ]
  %305 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %303
  %306 = load i8, i8* %305, align 4, !tbaa !11
  %307 = zext i8 %306 to i32
  %308 = xor i32 %304, %307
  %309 = mul i32 %308, 16777619
  %310 = or i64 %303, 1
  %311 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %310
  %312 = load i8, i8* %311, align 1, !tbaa !11
  %313 = zext i8 %312 to i32
  %314 = xor i32 %309, %313
  %315 = mul i32 %314, 16777619
  %316 = or i64 %303, 2
  %317 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %316
  %318 = load i8, i8* %317, align 2, !tbaa !11
  %319 = zext i8 %318 to i32
  %320 = xor i32 %315, %319
  %321 = mul i32 %320, 16777619
  %322 = or i64 %303, 3
  %323 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %322
  %324 = load i8, i8* %323, align 1, !tbaa !11
  %325 = zext i8 %324 to i32
  %326 = xor i32 %321, %325
  %327 = mul i32 %326, 16777619
  %328 = add nuw nsw i64 %303, 4
  %329 = icmp eq i64 %328, 812
  br i1 %329, label %330, label %302, !llvm.loop !16

330:                                              ; preds = %302
  %331 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i32 noundef %327) #8
  %332 = load i32, i32* @check, align 4, !tbaa !5
  %333 = xor i32 %332, %327
  %334 = mul i32 %333, 16777619
  store i32 %334, i32* @check, align 4, !tbaa !5
  tail call fastcc void @select8()
  br label %335

335:                                              ; preds = %357, %330
  %336 = phi i64 [ 0, %330 ], [ %363, %357 ]
  %337 = phi i32 [ 0, %330 ], [ %362, %357 ]
  %338 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %336
  %339 = load i8, i8* %338, align 4, !tbaa !11
  %340 = zext i8 %339 to i32
  %341 = xor i32 %337, %340
  %342 = mul i32 %341, 16777619
  %343 = or i64 %336, 1
  %344 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %343
  %345 = load i8, i8* %344, align 1, !tbaa !11
  %346 = zext i8 %345 to i32
  %347 = xor i32 %342, %346
  %348 = mul i32 %347, 16777619
  %349 = or i64 %336, 2
  %350 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %349
  %351 = load i8, i8* %350, align 2, !tbaa !11
  %352 = zext i8 %351 to i32
  %353 = xor i32 %348, %352
  %354 = mul i32 %353, 16777619
  %355 = or i64 %336, 3
  %356 = icmp eq i64 %355, 203
  br i1 %356, label %364, label %357, !llvm.loop !16

357:                                              ; preds = %335
  %358 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %355
  %359 = load i8, i8* %358, align 1, !tbaa !11
  %360 = zext i8 %359 to i32
  %361 = xor i32 %354, %360
  %362 = mul i32 %361, 16777619
  %363 = add nuw nsw i64 %336, 4
  br label %335

364:                                              ; preds = %335
  %365 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i64 0, i64 0), i32 noundef %354) #8
  %366 = load i32, i32* @check, align 4, !tbaa !5
  %367 = xor i32 %366, %354
  %368 = mul i32 %367, 16777619
  store i32 %368, i32* @check, align 4, !tbaa !5
  tail call fastcc void @selectu8()
  br label %369

369:                                              ; preds = %391, %364
  %370 = phi i64 [ 0, %364 ], [ %397, %391 ]
  %371 = phi i32 [ 0, %364 ], [ %396, %391 ]
  %372 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %370
  %373 = load i8, i8* %372, align 4, !tbaa !11
  %374 = zext i8 %373 to i32
  %375 = xor i32 %371, %374
  %376 = mul i32 %375, 16777619
  %377 = or i64 %370, 1
  %378 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %377
  %379 = load i8, i8* %378, align 1, !tbaa !11
  %380 = zext i8 %379 to i32
  %381 = xor i32 %376, %380
  %382 = mul i32 %381, 16777619
  %383 = or i64 %370, 2
  %384 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %383
  %385 = load i8, i8* %384, align 2, !tbaa !11
  %386 = zext i8 %385 to i32
  %387 = xor i32 %382, %386
  %388 = mul i32 %387, 16777619
  %389 = or i64 %370, 3
  %390 = icmp eq i64 %389, 203
  br i1 %390, label %398, label %391, !llvm.loop !16

391:                                              ; preds = %369
  %392 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i64 0, i64 %389
  %393 = load i8, i8* %392, align 1, !tbaa !11
  %394 = zext i8 %393 to i32
  %395 = xor i32 %388, %394
  %396 = mul i32 %395, 16777619
  %397 = add nuw nsw i64 %370, 4
  br label %369

398:                                              ; preds = %369
  %399 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %388) #8
  %400 = load i32, i32* @check, align 4, !tbaa !5
  %401 = xor i32 %400, %388
  %402 = mul i32 %401, 16777619
  store i32 %402, i32* @check, align 4, !tbaa !5
  tail call fastcc void @select64()
  br label %403

403:                                              ; preds = %403, %398
  %404 = phi i64 [ 0, %398 ], [ %429, %403 ]
  %405 = phi i32 [ 0, %398 ], [ %428, %403 ]
  %406 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %404
  %407 = load i8, i8* %406, align 4, !tbaa !11
  %408 = zext i8 %407 to i32
  %409 = xor i32 %405, %408
  %410 = mul i32 %409, 16777619
  %411 = or i64 %404, 1
  %412 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %411
  %413 = load i8, i8* %412, align 1, !tbaa !11
  %414 = zext i8 %413 to i32
  %415 = xor i32 %410, %414
  %416 = mul i32 %415, 16777619
  %417 = or i64 %404, 2
  %418 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %417
  %419 = load i8, i8* %418, align 2, !tbaa !11
  %420 = zext i8 %419 to i32
  %421 = xor i32 %416, %420
  %422 = mul i32 %421, 16777619
  %423 = or i64 %404, 3
  %424 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %423
  %425 = load i8, i8* %424, align 1, !tbaa !11
  %426 = zext i8 %425 to i32
  %427 = xor i32 %422, %426
  %428 = mul i32 %427, 16777619
  %429 = add nuw nsw i64 %404, 4
  %430 = icmp eq i64 %429, 1624
  br i1 %430, label %431, label %403, !llvm.loop !16

431:                                              ; preds = %403
  %432 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i64 0, i64 0), i32 noundef %428) #8
  %433 = load i32, i32* @check, align 4, !tbaa !5
  %434 = xor i32 %433, %428
  %435 = mul i32 %434, 16777619
  store i32 %435, i32* @check, align 4, !tbaa !5
  tail call fastcc void @abs32()
  br label %436

436:                                              ; preds = %436, %431
  %437 = phi i64 [ 0, %431 ], [ %462, %436 ]
  %438 = phi i32 [ 0, %431 ], [ %461, %436 ]
  %439 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %437
  %440 = load i8, i8* %439, align 4, !tbaa !11
  %441 = zext i8 %440 to i32
  %442 = xor i32 %438, %441
  %443 = mul i32 %442, 16777619
  %444 = or i64 %437, 1
  %445 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %444
  %446 = load i8, i8* %445, align 1, !tbaa !11
  %447 = zext i8 %446 to i32
  %448 = xor i32 %443, %447
  %449 = mul i32 %448, 16777619
  %450 = or i64 %437, 2
  %451 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %450
  %452 = load i8, i8* %451, align 2, !tbaa !11
  %453 = zext i8 %452 to i32
  %454 = xor i32 %449, %453
  %455 = mul i32 %454, 16777619
  %456 = or i64 %437, 3
  %457 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %456
  %458 = load i8, i8* %457, align 1, !tbaa !11
  %459 = zext i8 %458 to i32
  %460 = xor i32 %455, %459
  %461 = mul i32 %460, 16777619
  %462 = add nuw nsw i64 %437, 4
  %463 = icmp eq i64 %462, 812
  br i1 %463, label %464, label %436, !llvm.loop !16

464:                                              ; preds = %436
  %465 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i32 noundef %461) #8
  %466 = load i32, i32* @check, align 4, !tbaa !5
  %467 = xor i32 %466, %461
  %468 = mul i32 %467, 16777619
  store i32 %468, i32* @check, align 4, !tbaa !5
  tail call fastcc void @widen()
  br label %469

469:                                              ; preds = %469, %464
  %470 = phi i64 [ 0, %464 ], [ %495, %469 ]
  %471 = phi i32 [ 0, %464 ], [ %494, %469 ]
  %472 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %470
  %473 = load i8, i8* %472, align 4, !tbaa !11
  %474 = zext i8 %473 to i32
  %475 = xor i32 %471, %474
  %476 = mul i32 %475, 16777619
  %477 = or i64 %470, 1
  %478 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %477
  %479 = load i8, i8* %478, align 1, !tbaa !11
  %480 = zext i8 %479 to i32
  %481 = xor i32 %476, %480
  %482 = mul i32 %481, 16777619
  %483 = or i64 %470, 2
  %484 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %483
  %485 = load i8, i8* %484, align 2, !tbaa !11
  %486 = zext i8 %485 to i32
  %487 = xor i32 %482, %486
  %488 = mul i32 %487, 16777619
  %489 = or i64 %470, 3
  %490 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %489
  %491 = load i8, i8* %490, align 1, !tbaa !11
  %492 = zext i8 %491 to i32
  %493 = xor i32 %488, %492
  %494 = mul i32 %493, 16777619
  %495 = add nuw nsw i64 %470, 4
  %496 = icmp eq i64 %495, 812
  br i1 %496, label %497, label %469, !llvm.loop !16

497:                                              ; preds = %469
  %498 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef %494) #8
  %499 = load i32, i32* @check, align 4, !tbaa !5
  %500 = xor i32 %499, %494
  %501 = mul i32 %500, 16777619
  store i32 %501, i32* @check, align 4, !tbaa !5
  br label %502

502:                                              ; preds = %502, %497
  %503 = phi i64 [ 0, %497 ], [ %528, %502 ]
  %504 = phi i32 [ 0, %497 ], [ %527, %502 ]
  %505 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %503
  %506 = load i8, i8* %505, align 4, !tbaa !11
  %507 = zext i8 %506 to i32
  %508 = xor i32 %504, %507
  %509 = mul i32 %508, 16777619
  %510 = or i64 %503, 1
  %511 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %510
  %512 = load i8, i8* %511, align 1, !tbaa !11
  %513 = zext i8 %512 to i32
  %514 = xor i32 %509, %513
  %515 = mul i32 %514, 16777619
  %516 = or i64 %503, 2
  %517 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %516
  %518 = load i8, i8* %517, align 2, !tbaa !11
  %519 = zext i8 %518 to i32
  %520 = xor i32 %515, %519
  %521 = mul i32 %520, 16777619
  %522 = or i64 %503, 3
  %523 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %522
  %524 = load i8, i8* %523, align 1, !tbaa !11
  %525 = zext i8 %524 to i32
  %526 = xor i32 %521, %525
  %527 = mul i32 %526, 16777619
  %528 = add nuw nsw i64 %503, 4
  %529 = icmp eq i64 %528, 812
  br i1 %529, label %530, label %502, !llvm.loop !16

530:                                              ; preds = %502
  %531 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), i32 noundef %527) #8
  %532 = load i32, i32* @check, align 4, !tbaa !5
  %533 = xor i32 %532, %527
  %534 = mul i32 %533, 16777619
  store i32 %534, i32* @check, align 4, !tbaa !5
  tail call fastcc void @widen64()
  br label %535

535:                                              ; preds = %535, %530
  %536 = phi i64 [ 0, %530 ], [ %561, %535 ]
  %537 = phi i32 [ 0, %530 ], [ %560, %535 ]
  %538 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %536
  %539 = load i8, i8* %538, align 4, !tbaa !11
  %540 = zext i8 %539 to i32
  %541 = xor i32 %537, %540
  %542 = mul i32 %541, 16777619
  %543 = or i64 %536, 1
  %544 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %543
  %545 = load i8, i8* %544, align 1, !tbaa !11
  %546 = zext i8 %545 to i32
  %547 = xor i32 %542, %546
  %548 = mul i32 %547, 16777619
  %549 = or i64 %536, 2
  %550 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %549
  %551 = load i8, i8* %550, align 2, !tbaa !11
  %552 = zext i8 %551 to i32
  %553 = xor i32 %548, %552
  %554 = mul i32 %553, 16777619
  %555 = or i64 %536, 3
  %556 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i64 %555
  %557 = load i8, i8* %556, align 1, !tbaa !11
  %558 = zext i8 %557 to i32
  %559 = xor i32 %554, %558
  %560 = mul i32 %559, 16777619
  %561 = add nuw nsw i64 %536, 4
  %562 = icmp eq i64 %561, 1624
  br i1 %562, label %563, label %535, !llvm.loop !16

563:                                              ; preds = %535
  %564 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i64 0, i64 0), i32 noundef %560) #8
  %565 = load i32, i32* @check, align 4, !tbaa !5
  %566 = xor i32 %565, %560
  %567 = mul i32 %566, 16777619
  store i32 %567, i32* @check, align 4, !tbaa !5
  tail call fastcc void @narrow()
  br label %568

568:                                              ; preds = %568, %563
  %569 = phi i64 [ 0, %563 ], [ %582, %568 ]
  %570 = phi i32 [ 0, %563 ], [ %581, %568 ]
  %571 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %569
  %572 = load i8, i8* %571, align 2, !tbaa !11
  %573 = zext i8 %572 to i32
  %574 = xor i32 %570, %573
  %575 = mul i32 %574, 16777619
  %576 = or i64 %569, 1
  %577 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i64 %576
  %578 = load i8, i8* %577, align 1, !tbaa !11
  %579 = zext i8 %578 to i32
  %580 = xor i32 %575, %579
  %581 = mul i32 %580, 16777619
  %582 = add nuw nsw i64 %569, 2
  %583 = icmp eq i64 %582, 406
  br i1 %583, label %584, label %568, !llvm.loop !16

584:                                              ; preds = %568
  %585 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i64 0, i64 0), i32 noundef %581) #8
  %586 = load i32, i32* @check, align 4, !tbaa !5
  %587 = xor i32 %586, %581
  %588 = mul i32 %587, 16777619
  store i32 %588, i32* @check, align 4, !tbaa !5
  br label %589

589:                                              ; preds = %611, %584
  %590 = phi i64 [ 0, %584 ], [ %617, %611 ]
  %591 = phi i32 [ 0, %584 ], [ %616, %611 ]
  %592 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %590
  %593 = load i8, i8* %592, align 4, !tbaa !11
  %594 = zext i8 %593 to i32
  %595 = xor i32 %591, %594
  %596 = mul i32 %595, 16777619
  %597 = or i64 %590, 1
  %598 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %597
  %599 = load i8, i8* %598, align 1, !tbaa !11
  %600 = zext i8 %599 to i32
  %601 = xor i32 %596, %600
  %602 = mul i32 %601, 16777619
  %603 = or i64 %590, 2
  %604 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %603
  %605 = load i8, i8* %604, align 2, !tbaa !11
  %606 = zext i8 %605 to i32
  %607 = xor i32 %602, %606
  %608 = mul i32 %607, 16777619
  %609 = or i64 %590, 3
  %610 = icmp eq i64 %609, 203
  br i1 %610, label %618, label %611, !llvm.loop !16

611:                                              ; preds = %589
  %612 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %609
  %613 = load i8, i8* %612, align 1, !tbaa !11
  %614 = zext i8 %613 to i32
  %615 = xor i32 %608, %614
  %616 = mul i32 %615, 16777619
  %617 = add nuw nsw i64 %590, 4
  br label %589

618:                                              ; preds = %589
  %619 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.23, i64 0, i64 0), i32 noundef %608) #8
  %620 = load i32, i32* @check, align 4, !tbaa !5
  %621 = xor i32 %620, %608
  %622 = mul i32 %621, 16777619
  store i32 %622, i32* @check, align 4, !tbaa !5
  tail call fastcc void @divs()
  br label %623

623:                                              ; preds = %623, %618
  %624 = phi i64 [ 0, %618 ], [ %649, %623 ]
  %625 = phi i32 [ 0, %618 ], [ %648, %623 ]
  %626 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %624
  %627 = load i8, i8* %626, align 4, !tbaa !11
  %628 = zext i8 %627 to i32
  %629 = xor i32 %625, %628
  %630 = mul i32 %629, 16777619
  %631 = or i64 %624, 1
  %632 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %631
  %633 = load i8, i8* %632, align 1, !tbaa !11
  %634 = zext i8 %633 to i32
  %635 = xor i32 %630, %634
  %636 = mul i32 %635, 16777619
  %637 = or i64 %624, 2
  %638 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %637
  %639 = load i8, i8* %638, align 2, !tbaa !11
  %640 = zext i8 %639 to i32
  %641 = xor i32 %636, %640
  %642 = mul i32 %641, 16777619
  %643 = or i64 %624, 3
  %644 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i64 %643
  %645 = load i8, i8* %644, align 1, !tbaa !11
  %646 = zext i8 %645 to i32
  %647 = xor i32 %642, %646
  %648 = mul i32 %647, 16777619
  %649 = add nuw nsw i64 %624, 4
  %650 = icmp eq i64 %649, 812
  br i1 %650, label %651, label %623, !llvm.loop !16

651:                                              ; preds = %623
  %652 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i32 noundef %648) #8
  %653 = load i32, i32* @check, align 4, !tbaa !5
  %654 = xor i32 %653, %648
  %655 = mul i32 %654, 16777619
  store i32 %655, i32* @check, align 4, !tbaa !5
  br label %656

656:                                              ; preds = %656, %651
  %657 = phi i64 [ 0, %651 ], [ %682, %656 ]
  %658 = phi i32 [ 0, %651 ], [ %681, %656 ]
  %659 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %657
  %660 = load i8, i8* %659, align 4, !tbaa !11
  %661 = zext i8 %660 to i32
  %662 = xor i32 %658, %661
  %663 = mul i32 %662, 16777619
  %664 = or i64 %657, 1
  %665 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %664
  %666 = load i8, i8* %665, align 1, !tbaa !11
  %667 = zext i8 %666 to i32
  %668 = xor i32 %663, %667
  %669 = mul i32 %668, 16777619
  %670 = or i64 %657, 2
  %671 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %670
  %672 = load i8, i8* %671, align 2, !tbaa !11
  %673 = zext i8 %672 to i32
  %674 = xor i32 %669, %673
  %675 = mul i32 %674, 16777619
  %676 = or i64 %657, 3
  %677 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i64 %676
  %678 = load i8, i8* %677, align 1, !tbaa !11
  %679 = zext i8 %678 to i32
  %680 = xor i32 %675, %679
  %681 = mul i32 %680, 16777619
  %682 = add nuw nsw i64 %657, 4
  %683 = icmp eq i64 %682, 812
  br i1 %683, label %684, label %656, !llvm.loop !16

684:                                              ; preds = %656
  %685 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0), i32 noundef %681) #8
  %686 = load i32, i32* @check, align 4, !tbaa !5
  %687 = xor i32 %686, %681
  %688 = mul i32 %687, 16777619
  store i32 %688, i32* @check, align 4, !tbaa !5
  %689 = tail call fastcc i32 @count()
  %690 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.26, i64 0, i64 0), i32 noundef %689)
  %691 = load i32, i32* @check, align 4, !tbaa !5
  %692 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i64 0, i64 0), i32 noundef %691)
  %693 = load i32, i32* @check, align 4, !tbaa !5
  %694 = and i32 %693, 127
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i32 %694

695:                                              ; preds = %87, %695
  %696 = phi i32 [ %113, %87 ], [ %709, %695 ]
  %697 = phi i64 [ 0, %87 ], [ %710, %695 ]
  %698 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %697
  %699 = trunc i64 %697 to i32
  %700 = tail call fastcc i32 @sum32(i32* noundef nonnull %698, i32 noundef %699)
  %701 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %697
  %702 = tail call fastcc i32 @max32(i32* noundef nonnull %701, i32 noundef %699)
  %703 = add nsw i32 %702, %700
  %704 = shl nuw nsw i64 %697, 1
  %705 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %704
  %706 = tail call fastcc i32 @umin32(i32* noundef nonnull %705, i32 noundef %699)
  %707 = add nsw i32 %703, %706
  %708 = xor i32 %696, %707
  %709 = mul i32 %708, 16777619
  store i32 %709, i32* @check, align 4, !tbaa !5
  %710 = add nuw nsw i64 %697, 1
  %711 = icmp eq i64 %710, 9
  br i1 %711, label %114, label %695, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum32(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %91

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %88, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  %9 = add nsw i64 %8, -8
  %10 = lshr exact i64 %9, 3
  %11 = add nuw nsw i64 %10, 1
  %12 = and i64 %11, 3
  %13 = icmp ult i64 %9, 24
  br i1 %13, label %59, label %14

14:                                               ; preds = %7
  %15 = and i64 %11, 4611686018427387900
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %56, %16 ]
  %18 = phi <4 x i32> [ zeroinitializer, %14 ], [ %54, %16 ]
  %19 = phi <4 x i32> [ zeroinitializer, %14 ], [ %55, %16 ]
  %20 = phi i64 [ 0, %14 ], [ %57, %16 ]
  %21 = getelementptr inbounds i32, i32* %0, i64 %17
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %21, i64 4
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = add <4 x i32> %23, %18
  %28 = add <4 x i32> %26, %19
  %29 = or i64 %17, 8
  %30 = getelementptr inbounds i32, i32* %0, i64 %29
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %30, i64 4
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !5
  %36 = add <4 x i32> %32, %27
  %37 = add <4 x i32> %35, %28
  %38 = or i64 %17, 16
  %39 = getelementptr inbounds i32, i32* %0, i64 %38
  %40 = bitcast i32* %39 to <4 x i32>*
  %41 = load <4 x i32>, <4 x i32>* %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, i32* %39, i64 4
  %43 = bitcast i32* %42 to <4 x i32>*
  %44 = load <4 x i32>, <4 x i32>* %43, align 4, !tbaa !5
  %45 = add <4 x i32> %41, %36
  %46 = add <4 x i32> %44, %37
  %47 = or i64 %17, 24
  %48 = getelementptr inbounds i32, i32* %0, i64 %47
  %49 = bitcast i32* %48 to <4 x i32>*
  %50 = load <4 x i32>, <4 x i32>* %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i32, i32* %48, i64 4
  %52 = bitcast i32* %51 to <4 x i32>*
  %53 = load <4 x i32>, <4 x i32>* %52, align 4, !tbaa !5
  %54 = add <4 x i32> %50, %45
  %55 = add <4 x i32> %53, %46
  %56 = add nuw i64 %17, 32
  %57 = add i64 %20, 4
  %58 = icmp eq i64 %57, %15
  br i1 %58, label %59, label %16, !llvm.loop !18

59:                                               ; preds = %16, %7
  %60 = phi <4 x i32> [ undef, %7 ], [ %54, %16 ]
  %61 = phi <4 x i32> [ undef, %7 ], [ %55, %16 ]
  %62 = phi i64 [ 0, %7 ], [ %56, %16 ]
  %63 = phi <4 x i32> [ zeroinitializer, %7 ], [ %54, %16 ]
  %64 = phi <4 x i32> [ zeroinitializer, %7 ], [ %55, %16 ]
  %65 = icmp eq i64 %12, 0
  br i1 %65, label %82, label %66

66:                                               ; preds = %59, %66
  %67 = phi i64 [ %79, %66 ], [ %62, %59 ]
  %68 = phi <4 x i32> [ %77, %66 ], [ %63, %59 ]
  %69 = phi <4 x i32> [ %78, %66 ], [ %64, %59 ]
  %70 = phi i64 [ %80, %66 ], [ 0, %59 ]
  %71 = getelementptr inbounds i32, i32* %0, i64 %67
  %72 = bitcast i32* %71 to <4 x i32>*
  %73 = load <4 x i32>, <4 x i32>* %72, align 4, !tbaa !5
  %74 = getelementptr inbounds i32, i32* %71, i64 4
  %75 = bitcast i32* %74 to <4 x i32>*
  %76 = load <4 x i32>, <4 x i32>* %75, align 4, !tbaa !5
  %77 = add <4 x i32> %73, %68
  %78 = add <4 x i32> %76, %69
  %79 = add nuw i64 %67, 8
  %80 = add i64 %70, 1
  %81 = icmp eq i64 %80, %12
  br i1 %81, label %82, label %66, !llvm.loop !20

82:                                               ; preds = %66, %59
  %83 = phi <4 x i32> [ %60, %59 ], [ %77, %66 ]
  %84 = phi <4 x i32> [ %61, %59 ], [ %78, %66 ]
  %85 = add <4 x i32> %84, %83
  %86 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %85)
  %87 = icmp eq i64 %8, %5
  br i1 %87, label %91, label %88

88:                                               ; preds = %4, %82
  %89 = phi i64 [ 0, %4 ], [ %8, %82 ]
  %90 = phi i32 [ 0, %4 ], [ %86, %82 ]
  br label %93

91:                                               ; preds = %93, %82, %2
  %92 = phi i32 [ 0, %2 ], [ %86, %82 ], [ %98, %93 ]
  ret i32 %92

93:                                               ; preds = %88, %93
  %94 = phi i64 [ %99, %93 ], [ %89, %88 ]
  %95 = phi i32 [ %98, %93 ], [ %90, %88 ]
  %96 = getelementptr inbounds i32, i32* %0, i64 %94
  %97 = load i32, i32* %96, align 4, !tbaa !5
  %98 = add nsw i32 %97, %95
  %99 = add nuw nsw i64 %94, 1
  %100 = icmp eq i64 %99, %5
  br i1 %100, label %91, label %93, !llvm.loop !22
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum16() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %17 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %26, %17 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %27, %17 ]
  %5 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %2
  %6 = bitcast i16* %5 to <4 x i16>*
  %7 = load <4 x i16>, <4 x i16>* %6, align 16, !tbaa !9
  %8 = getelementptr inbounds i16, i16* %5, i64 4
  %9 = bitcast i16* %8 to <4 x i16>*
  %10 = load <4 x i16>, <4 x i16>* %9, align 8, !tbaa !9
  %11 = sext <4 x i16> %7 to <4 x i32>
  %12 = sext <4 x i16> %10 to <4 x i32>
  %13 = add <4 x i32> %3, %11
  %14 = add <4 x i32> %4, %12
  %15 = or i64 %2, 8
  %16 = icmp eq i64 %15, 200
  br i1 %16, label %29, label %17, !llvm.loop !24

17:                                               ; preds = %1
  %18 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %15
  %19 = bitcast i16* %18 to <4 x i16>*
  %20 = load <4 x i16>, <4 x i16>* %19, align 16, !tbaa !9
  %21 = getelementptr inbounds i16, i16* %18, i64 4
  %22 = bitcast i16* %21 to <4 x i16>*
  %23 = load <4 x i16>, <4 x i16>* %22, align 8, !tbaa !9
  %24 = sext <4 x i16> %20 to <4 x i32>
  %25 = sext <4 x i16> %23 to <4 x i32>
  %26 = add <4 x i32> %13, %24
  %27 = add <4 x i32> %14, %25
  %28 = add nuw nsw i64 %2, 16
  br label %1

29:                                               ; preds = %1
  %30 = add <4 x i32> %14, %13
  %31 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %30)
  %32 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 200), align 16, !tbaa !9
  %33 = sext i16 %32 to i32
  %34 = add nsw i32 %31, %33
  %35 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 201), align 2, !tbaa !9
  %36 = sext i16 %35 to i32
  %37 = add nsw i32 %34, %36
  %38 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 202), align 4, !tbaa !9
  %39 = sext i16 %38 to i32
  %40 = add nsw i32 %37, %39
  ret i32 %40
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum8() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %17 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %26, %17 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %27, %17 ]
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i64 0, i64 %2
  %6 = bitcast i8* %5 to <4 x i8>*
  %7 = load <4 x i8>, <4 x i8>* %6, align 16, !tbaa !11
  %8 = getelementptr inbounds i8, i8* %5, i64 4
  %9 = bitcast i8* %8 to <4 x i8>*
  %10 = load <4 x i8>, <4 x i8>* %9, align 4, !tbaa !11
  %11 = sext <4 x i8> %7 to <4 x i32>
  %12 = sext <4 x i8> %10 to <4 x i32>
  %13 = add <4 x i32> %3, %11
  %14 = add <4 x i32> %4, %12
  %15 = or i64 %2, 8
  %16 = icmp eq i64 %15, 200
  br i1 %16, label %29, label %17, !llvm.loop !25

17:                                               ; preds = %1
  %18 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i64 0, i64 %15
  %19 = bitcast i8* %18 to <4 x i8>*
  %20 = load <4 x i8>, <4 x i8>* %19, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, i8* %18, i64 4
  %22 = bitcast i8* %21 to <4 x i8>*
  %23 = load <4 x i8>, <4 x i8>* %22, align 4, !tbaa !11
  %24 = sext <4 x i8> %20 to <4 x i32>
  %25 = sext <4 x i8> %23 to <4 x i32>
  %26 = add <4 x i32> %13, %24
  %27 = add <4 x i32> %14, %25
  %28 = add nuw nsw i64 %2, 16
  br label %1

29:                                               ; preds = %1
  %30 = add <4 x i32> %14, %13
  %31 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %30)
  %32 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 200), align 8, !tbaa !11
  %33 = sext i8 %32 to i32
  %34 = add nsw i32 %31, %33
  %35 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 201), align 1, !tbaa !11
  %36 = sext i8 %35 to i32
  %37 = add nsw i32 %34, %36
  %38 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 202), align 2, !tbaa !11
  %39 = sext i8 %38 to i32
  %40 = add nsw i32 %37, %39
  ret i32 %40
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sumu8() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %17 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %26, %17 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %27, %17 ]
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %2
  %6 = bitcast i8* %5 to <4 x i8>*
  %7 = load <4 x i8>, <4 x i8>* %6, align 16, !tbaa !11
  %8 = getelementptr inbounds i8, i8* %5, i64 4
  %9 = bitcast i8* %8 to <4 x i8>*
  %10 = load <4 x i8>, <4 x i8>* %9, align 4, !tbaa !11
  %11 = zext <4 x i8> %7 to <4 x i32>
  %12 = zext <4 x i8> %10 to <4 x i32>
  %13 = add <4 x i32> %3, %11
  %14 = add <4 x i32> %4, %12
  %15 = or i64 %2, 8
  %16 = icmp eq i64 %15, 200
  br i1 %16, label %29, label %17, !llvm.loop !26

17:                                               ; preds = %1
  %18 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %15
  %19 = bitcast i8* %18 to <4 x i8>*
  %20 = load <4 x i8>, <4 x i8>* %19, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, i8* %18, i64 4
  %22 = bitcast i8* %21 to <4 x i8>*
  %23 = load <4 x i8>, <4 x i8>* %22, align 4, !tbaa !11
  %24 = zext <4 x i8> %20 to <4 x i32>
  %25 = zext <4 x i8> %23 to <4 x i32>
  %26 = add <4 x i32> %13, %24
  %27 = add <4 x i32> %14, %25
  %28 = add nuw nsw i64 %2, 16
  br label %1

29:                                               ; preds = %1
  %30 = add <4 x i32> %14, %13
  %31 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %30)
  %32 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 200), align 8, !tbaa !11
  %33 = zext i8 %32 to i32
  %34 = add i32 %31, %33
  %35 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 201), align 1, !tbaa !11
  %36 = zext i8 %35 to i32
  %37 = add i32 %34, %36
  %38 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 202), align 2, !tbaa !11
  %39 = zext i8 %38 to i32
  %40 = add i32 %37, %39
  ret i32 %40
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum64() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %22, %1 ]
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %20, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %21, %1 ]
  %5 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %2
  %6 = bitcast i64* %5 to <2 x i64>*
  %7 = load <2 x i64>, <2 x i64>* %6, align 16, !tbaa !12
  %8 = getelementptr inbounds i64, i64* %5, i64 2
  %9 = bitcast i64* %8 to <2 x i64>*
  %10 = load <2 x i64>, <2 x i64>* %9, align 16, !tbaa !12
  %11 = add <2 x i64> %7, %3
  %12 = add <2 x i64> %10, %4
  %13 = or i64 %2, 4
  %14 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %13
  %15 = bitcast i64* %14 to <2 x i64>*
  %16 = load <2 x i64>, <2 x i64>* %15, align 16, !tbaa !12
  %17 = getelementptr inbounds i64, i64* %14, i64 2
  %18 = bitcast i64* %17 to <2 x i64>*
  %19 = load <2 x i64>, <2 x i64>* %18, align 16, !tbaa !12
  %20 = add <2 x i64> %16, %11
  %21 = add <2 x i64> %19, %12
  %22 = add nuw nsw i64 %2, 8
  %23 = icmp eq i64 %22, 200
  br i1 %23, label %24, label %1, !llvm.loop !27

24:                                               ; preds = %1
  %25 = add <2 x i64> %21, %20
  %26 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %25)
  %27 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 200), align 16, !tbaa !12
  %28 = add nsw i64 %27, %26
  %29 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 201), align 8, !tbaa !12
  %30 = add nsw i64 %29, %28
  %31 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 202), align 16, !tbaa !12
  %32 = add nsw i64 %31, %30
  ret i64 %32
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @max32(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %73

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %70, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  %9 = add nsw i64 %8, -8
  %10 = lshr exact i64 %9, 3
  %11 = add nuw nsw i64 %10, 1
  %12 = and i64 %11, 1
  %13 = icmp eq i64 %9, 0
  br i1 %13, label %45, label %14

14:                                               ; preds = %7
  %15 = and i64 %11, 4611686018427387902
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %42, %16 ]
  %18 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %14 ], [ %40, %16 ]
  %19 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %14 ], [ %41, %16 ]
  %20 = phi i64 [ 0, %14 ], [ %43, %16 ]
  %21 = getelementptr inbounds i32, i32* %0, i64 %17
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %21, i64 4
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = icmp sgt <4 x i32> %23, %18
  %28 = icmp sgt <4 x i32> %26, %19
  %29 = select <4 x i1> %27, <4 x i32> %23, <4 x i32> %18
  %30 = select <4 x i1> %28, <4 x i32> %26, <4 x i32> %19
  %31 = or i64 %17, 8
  %32 = getelementptr inbounds i32, i32* %0, i64 %31
  %33 = bitcast i32* %32 to <4 x i32>*
  %34 = load <4 x i32>, <4 x i32>* %33, align 4, !tbaa !5
  %35 = getelementptr inbounds i32, i32* %32, i64 4
  %36 = bitcast i32* %35 to <4 x i32>*
  %37 = load <4 x i32>, <4 x i32>* %36, align 4, !tbaa !5
  %38 = icmp sgt <4 x i32> %34, %29
  %39 = icmp sgt <4 x i32> %37, %30
  %40 = select <4 x i1> %38, <4 x i32> %34, <4 x i32> %29
  %41 = select <4 x i1> %39, <4 x i32> %37, <4 x i32> %30
  %42 = add nuw i64 %17, 16
  %43 = add i64 %20, 2
  %44 = icmp eq i64 %43, %15
  br i1 %44, label %45, label %16, !llvm.loop !28

45:                                               ; preds = %16, %7
  %46 = phi <4 x i32> [ undef, %7 ], [ %40, %16 ]
  %47 = phi <4 x i32> [ undef, %7 ], [ %41, %16 ]
  %48 = phi i64 [ 0, %7 ], [ %42, %16 ]
  %49 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %40, %16 ]
  %50 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %41, %16 ]
  %51 = icmp eq i64 %12, 0
  br i1 %51, label %63, label %52

52:                                               ; preds = %45
  %53 = getelementptr inbounds i32, i32* %0, i64 %48
  %54 = bitcast i32* %53 to <4 x i32>*
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !tbaa !5
  %56 = getelementptr inbounds i32, i32* %53, i64 4
  %57 = bitcast i32* %56 to <4 x i32>*
  %58 = load <4 x i32>, <4 x i32>* %57, align 4, !tbaa !5
  %59 = icmp sgt <4 x i32> %55, %49
  %60 = icmp sgt <4 x i32> %58, %50
  %61 = select <4 x i1> %59, <4 x i32> %55, <4 x i32> %49
  %62 = select <4 x i1> %60, <4 x i32> %58, <4 x i32> %50
  br label %63

63:                                               ; preds = %45, %52
  %64 = phi <4 x i32> [ %46, %45 ], [ %61, %52 ]
  %65 = phi <4 x i32> [ %47, %45 ], [ %62, %52 ]
  %66 = icmp sgt <4 x i32> %64, %65
  %67 = select <4 x i1> %66, <4 x i32> %64, <4 x i32> %65
  %68 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %67)
  %69 = icmp eq i64 %8, %5
  br i1 %69, label %73, label %70

70:                                               ; preds = %4, %63
  %71 = phi i64 [ 0, %4 ], [ %8, %63 ]
  %72 = phi i32 [ -2147483648, %4 ], [ %68, %63 ]
  br label %75

73:                                               ; preds = %75, %63, %2
  %74 = phi i32 [ -2147483648, %2 ], [ %68, %63 ], [ %81, %75 ]
  ret i32 %74

75:                                               ; preds = %70, %75
  %76 = phi i64 [ %82, %75 ], [ %71, %70 ]
  %77 = phi i32 [ %81, %75 ], [ %72, %70 ]
  %78 = getelementptr inbounds i32, i32* %0, i64 %76
  %79 = load i32, i32* %78, align 4, !tbaa !5
  %80 = icmp sgt i32 %79, %77
  %81 = select i1 %80, i32 %79, i32 %77
  %82 = add nuw nsw i64 %76, 1
  %83 = icmp eq i64 %82, %5
  br i1 %83, label %73, label %75, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @min32() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %17 ]
  %3 = phi <4 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %0 ], [ %26, %17 ]
  %4 = phi <4 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %0 ], [ %27, %17 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !tbaa !5
  %11 = icmp slt <4 x i32> %7, %3
  %12 = icmp slt <4 x i32> %10, %4
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4
  %15 = or i64 %2, 8
  %16 = icmp eq i64 %15, 200
  br i1 %16, label %29, label %17, !llvm.loop !30

17:                                               ; preds = %1
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %15
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 16, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %18, i64 4
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 16, !tbaa !5
  %24 = icmp slt <4 x i32> %20, %13
  %25 = icmp slt <4 x i32> %23, %14
  %26 = select <4 x i1> %24, <4 x i32> %20, <4 x i32> %13
  %27 = select <4 x i1> %25, <4 x i32> %23, <4 x i32> %14
  %28 = add nuw nsw i64 %2, 16
  br label %1

29:                                               ; preds = %1
  %30 = icmp slt <4 x i32> %13, %14
  %31 = select <4 x i1> %30, <4 x i32> %13, <4 x i32> %14
  %32 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %31)
  %33 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 200), align 16, !tbaa !5
  %34 = icmp slt i32 %33, %32
  %35 = select i1 %34, i32 %33, i32 %32
  %36 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 201), align 4, !tbaa !5
  %37 = icmp slt i32 %36, %35
  %38 = select i1 %37, i32 %36, i32 %35
  %39 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 202), align 8, !tbaa !5
  %40 = icmp slt i32 %39, %38
  %41 = select i1 %40, i32 %39, i32 %38
  ret i32 %41
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @umin32(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %73

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %70, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  %9 = add nsw i64 %8, -8
  %10 = lshr exact i64 %9, 3
  %11 = add nuw nsw i64 %10, 1
  %12 = and i64 %11, 1
  %13 = icmp eq i64 %9, 0
  br i1 %13, label %45, label %14

14:                                               ; preds = %7
  %15 = and i64 %11, 4611686018427387902
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %42, %16 ]
  %18 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %14 ], [ %40, %16 ]
  %19 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %14 ], [ %41, %16 ]
  %20 = phi i64 [ 0, %14 ], [ %43, %16 ]
  %21 = getelementptr inbounds i32, i32* %0, i64 %17
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %21, i64 4
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = icmp ult <4 x i32> %23, %18
  %28 = icmp ult <4 x i32> %26, %19
  %29 = select <4 x i1> %27, <4 x i32> %23, <4 x i32> %18
  %30 = select <4 x i1> %28, <4 x i32> %26, <4 x i32> %19
  %31 = or i64 %17, 8
  %32 = getelementptr inbounds i32, i32* %0, i64 %31
  %33 = bitcast i32* %32 to <4 x i32>*
  %34 = load <4 x i32>, <4 x i32>* %33, align 4, !tbaa !5
  %35 = getelementptr inbounds i32, i32* %32, i64 4
  %36 = bitcast i32* %35 to <4 x i32>*
  %37 = load <4 x i32>, <4 x i32>* %36, align 4, !tbaa !5
  %38 = icmp ult <4 x i32> %34, %29
  %39 = icmp ult <4 x i32> %37, %30
  %40 = select <4 x i1> %38, <4 x i32> %34, <4 x i32> %29
  %41 = select <4 x i1> %39, <4 x i32> %37, <4 x i32> %30
  %42 = add nuw i64 %17, 16
  %43 = add i64 %20, 2
  %44 = icmp eq i64 %43, %15
  br i1 %44, label %45, label %16, !llvm.loop !31

45:                                               ; preds = %16, %7
  %46 = phi <4 x i32> [ undef, %7 ], [ %40, %16 ]
  %47 = phi <4 x i32> [ undef, %7 ], [ %41, %16 ]
  %48 = phi i64 [ 0, %7 ], [ %42, %16 ]
  %49 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %40, %16 ]
  %50 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %7 ], [ %41, %16 ]
  %51 = icmp eq i64 %12, 0
  br i1 %51, label %63, label %52

52:                                               ; preds = %45
  %53 = getelementptr inbounds i32, i32* %0, i64 %48
  %54 = bitcast i32* %53 to <4 x i32>*
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !tbaa !5
  %56 = getelementptr inbounds i32, i32* %53, i64 4
  %57 = bitcast i32* %56 to <4 x i32>*
  %58 = load <4 x i32>, <4 x i32>* %57, align 4, !tbaa !5
  %59 = icmp ult <4 x i32> %55, %49
  %60 = icmp ult <4 x i32> %58, %50
  %61 = select <4 x i1> %59, <4 x i32> %55, <4 x i32> %49
  %62 = select <4 x i1> %60, <4 x i32> %58, <4 x i32> %50
  br label %63

63:                                               ; preds = %45, %52
  %64 = phi <4 x i32> [ %46, %45 ], [ %61, %52 ]
  %65 = phi <4 x i32> [ %47, %45 ], [ %62, %52 ]
  %66 = icmp ult <4 x i32> %64, %65
  %67 = select <4 x i1> %66, <4 x i32> %64, <4 x i32> %65
  %68 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %67)
  %69 = icmp eq i64 %8, %5
  br i1 %69, label %73, label %70

70:                                               ; preds = %4, %63
  %71 = phi i64 [ 0, %4 ], [ %8, %63 ]
  %72 = phi i32 [ -1, %4 ], [ %68, %63 ]
  br label %75

73:                                               ; preds = %75, %63, %2
  %74 = phi i32 [ -1, %2 ], [ %68, %63 ], [ %81, %75 ]
  ret i32 %74

75:                                               ; preds = %70, %75
  %76 = phi i64 [ %82, %75 ], [ %71, %70 ]
  %77 = phi i32 [ %81, %75 ], [ %72, %70 ]
  %78 = getelementptr inbounds i32, i32* %0, i64 %76
  %79 = load i32, i32* %78, align 4, !tbaa !5
  %80 = icmp ult i32 %79, %77
  %81 = select i1 %80, i32 %79, i32 %77
  %82 = add nuw nsw i64 %76, 1
  %83 = icmp eq i64 %82, %5
  br i1 %83, label %73, label %75, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @umax32() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %17 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %26, %17 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %27, %17 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !tbaa !5
  %11 = icmp ugt <4 x i32> %7, %3
  %12 = icmp ugt <4 x i32> %10, %4
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4
  %15 = or i64 %2, 8
  %16 = icmp eq i64 %15, 200
  br i1 %16, label %29, label %17, !llvm.loop !33

17:                                               ; preds = %1
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %15
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 16, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %18, i64 4
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 16, !tbaa !5
  %24 = icmp ugt <4 x i32> %20, %13
  %25 = icmp ugt <4 x i32> %23, %14
  %26 = select <4 x i1> %24, <4 x i32> %20, <4 x i32> %13
  %27 = select <4 x i1> %25, <4 x i32> %23, <4 x i32> %14
  %28 = add nuw nsw i64 %2, 16
  br label %1

29:                                               ; preds = %1
  %30 = icmp ugt <4 x i32> %13, %14
  %31 = select <4 x i1> %30, <4 x i32> %13, <4 x i32> %14
  %32 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %31)
  %33 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %34 = icmp ugt i32 %33, %32
  %35 = select i1 %34, i32 %33, i32 %32
  %36 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %37 = icmp ugt i32 %36, %35
  %38 = select i1 %37, i32 %36, i32 %35
  %39 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %40 = icmp ugt i32 %39, %38
  %41 = select i1 %40, i32 %39, i32 %38
  ret i32 %41
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i16 @max16() unnamed_addr #3 {
  %1 = load <8 x i16>, <8 x i16>* bitcast ([203 x i16]* @a16 to <8 x i16>*), align 16, !tbaa !9
  %2 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 8) to <8 x i16>*), align 16, !tbaa !9
  %3 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 16) to <8 x i16>*), align 16, !tbaa !9
  %4 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 24) to <8 x i16>*), align 16, !tbaa !9
  %5 = icmp sgt <8 x i16> %3, %1
  %6 = icmp sgt <8 x i16> %4, %2
  %7 = select <8 x i1> %5, <8 x i16> %3, <8 x i16> %1
  %8 = select <8 x i1> %6, <8 x i16> %4, <8 x i16> %2
  %9 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 32) to <8 x i16>*), align 16, !tbaa !9
  %10 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 40) to <8 x i16>*), align 16, !tbaa !9
  %11 = icmp sgt <8 x i16> %9, %7
  %12 = icmp sgt <8 x i16> %10, %8
  %13 = select <8 x i1> %11, <8 x i16> %9, <8 x i16> %7
  %14 = select <8 x i1> %12, <8 x i16> %10, <8 x i16> %8
  %15 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 48) to <8 x i16>*), align 16, !tbaa !9
  %16 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 56) to <8 x i16>*), align 16, !tbaa !9
  %17 = icmp sgt <8 x i16> %15, %13
  %18 = icmp sgt <8 x i16> %16, %14
  %19 = select <8 x i1> %17, <8 x i16> %15, <8 x i16> %13
  %20 = select <8 x i1> %18, <8 x i16> %16, <8 x i16> %14
  %21 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 64) to <8 x i16>*), align 16, !tbaa !9
  %22 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 72) to <8 x i16>*), align 16, !tbaa !9
  %23 = icmp sgt <8 x i16> %21, %19
  %24 = icmp sgt <8 x i16> %22, %20
  %25 = select <8 x i1> %23, <8 x i16> %21, <8 x i16> %19
  %26 = select <8 x i1> %24, <8 x i16> %22, <8 x i16> %20
  %27 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 80) to <8 x i16>*), align 16, !tbaa !9
  %28 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 88) to <8 x i16>*), align 16, !tbaa !9
  %29 = icmp sgt <8 x i16> %27, %25
  %30 = icmp sgt <8 x i16> %28, %26
  %31 = select <8 x i1> %29, <8 x i16> %27, <8 x i16> %25
  %32 = select <8 x i1> %30, <8 x i16> %28, <8 x i16> %26
  %33 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 96) to <8 x i16>*), align 16, !tbaa !9
  %34 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 104) to <8 x i16>*), align 16, !tbaa !9
  %35 = icmp sgt <8 x i16> %33, %31
  %36 = icmp sgt <8 x i16> %34, %32
  %37 = select <8 x i1> %35, <8 x i16> %33, <8 x i16> %31
  %38 = select <8 x i1> %36, <8 x i16> %34, <8 x i16> %32
  %39 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 112) to <8 x i16>*), align 16, !tbaa !9
  %40 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 120) to <8 x i16>*), align 16, !tbaa !9
  %41 = icmp sgt <8 x i16> %39, %37
  %42 = icmp sgt <8 x i16> %40, %38
  %43 = select <8 x i1> %41, <8 x i16> %39, <8 x i16> %37
  %44 = select <8 x i1> %42, <8 x i16> %40, <8 x i16> %38
  %45 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 128) to <8 x i16>*), align 16, !tbaa !9
  %46 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 136) to <8 x i16>*), align 16, !tbaa !9
  %47 = icmp sgt <8 x i16> %45, %43
  %48 = icmp sgt <8 x i16> %46, %44
  %49 = select <8 x i1> %47, <8 x i16> %45, <8 x i16> %43
  %50 = select <8 x i1> %48, <8 x i16> %46, <8 x i16> %44
  %51 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 144) to <8 x i16>*), align 16, !tbaa !9
  %52 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 152) to <8 x i16>*), align 16, !tbaa !9
  %53 = icmp sgt <8 x i16> %51, %49
  %54 = icmp sgt <8 x i16> %52, %50
  %55 = select <8 x i1> %53, <8 x i16> %51, <8 x i16> %49
  %56 = select <8 x i1> %54, <8 x i16> %52, <8 x i16> %50
  %57 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 160) to <8 x i16>*), align 16, !tbaa !9
  %58 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 168) to <8 x i16>*), align 16, !tbaa !9
  %59 = icmp sgt <8 x i16> %57, %55
  %60 = icmp sgt <8 x i16> %58, %56
  %61 = select <8 x i1> %59, <8 x i16> %57, <8 x i16> %55
  %62 = select <8 x i1> %60, <8 x i16> %58, <8 x i16> %56
  %63 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 176) to <8 x i16>*), align 16, !tbaa !9
  %64 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 184) to <8 x i16>*), align 16, !tbaa !9
  %65 = icmp sgt <8 x i16> %63, %61
  %66 = icmp sgt <8 x i16> %64, %62
  %67 = select <8 x i1> %65, <8 x i16> %63, <8 x i16> %61
  %68 = select <8 x i1> %66, <8 x i16> %64, <8 x i16> %62
  %69 = icmp sgt <8 x i16> %67, %68
  %70 = select <8 x i1> %69, <8 x i16> %67, <8 x i16> %68
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
  %5 = icmp ugt <16 x i8> %3, %1
  %6 = icmp ugt <16 x i8> %4, %2
  %7 = select <16 x i1> %5, <16 x i8> %3, <16 x i8> %1
  %8 = select <16 x i1> %6, <16 x i8> %4, <16 x i8> %2
  %9 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %10 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %11 = icmp ugt <16 x i8> %9, %7
  %12 = icmp ugt <16 x i8> %10, %8
  %13 = select <16 x i1> %11, <16 x i8> %9, <16 x i8> %7
  %14 = select <16 x i1> %12, <16 x i8> %10, <16 x i8> %8
  %15 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %16 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %17 = icmp ugt <16 x i8> %15, %13
  %18 = icmp ugt <16 x i8> %16, %14
  %19 = select <16 x i1> %17, <16 x i8> %15, <16 x i8> %13
  %20 = select <16 x i1> %18, <16 x i8> %16, <16 x i8> %14
  %21 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %22 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %23 = icmp ugt <16 x i8> %21, %19
  %24 = icmp ugt <16 x i8> %22, %20
  %25 = select <16 x i1> %23, <16 x i8> %21, <16 x i8> %19
  %26 = select <16 x i1> %24, <16 x i8> %22, <16 x i8> %20
  %27 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %28 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %29 = icmp ugt <16 x i8> %27, %25
  %30 = icmp ugt <16 x i8> %28, %26
  %31 = select <16 x i1> %29, <16 x i8> %27, <16 x i8> %25
  %32 = select <16 x i1> %30, <16 x i8> %28, <16 x i8> %26
  %33 = icmp ugt <16 x i8> %31, %32
  %34 = select <16 x i1> %33, <16 x i8> %31, <16 x i8> %32
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
define internal fastcc i32 @bits32(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #4 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %27, %3 ]
  %5 = phi <4 x i32> [ zeroinitializer, %2 ], [ %25, %3 ]
  %6 = phi <4 x i32> [ zeroinitializer, %2 ], [ %26, %3 ]
  %7 = phi <4 x i32> [ zeroinitializer, %2 ], [ %23, %3 ]
  %8 = phi <4 x i32> [ zeroinitializer, %2 ], [ %24, %3 ]
  %9 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %2 ], [ %19, %3 ]
  %10 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %2 ], [ %20, %3 ]
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %4
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 16, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %11, i64 4
  %15 = bitcast i32* %14 to <4 x i32>*
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !tbaa !5
  %17 = or <4 x i32> %13, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  %18 = or <4 x i32> %16, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  %19 = and <4 x i32> %17, %9
  %20 = and <4 x i32> %18, %10
  %21 = and <4 x i32> %13, <i32 15790320, i32 15790320, i32 15790320, i32 15790320>
  %22 = and <4 x i32> %16, <i32 15790320, i32 15790320, i32 15790320, i32 15790320>
  %23 = or <4 x i32> %21, %7
  %24 = or <4 x i32> %22, %8
  %25 = xor <4 x i32> %13, %5
  %26 = xor <4 x i32> %16, %6
  %27 = add nuw i64 %4, 8
  %28 = icmp eq i64 %27, 200
  br i1 %28, label %29, label %3, !llvm.loop !34

29:                                               ; preds = %3
  %30 = xor <4 x i32> %26, %25
  %31 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %30)
  %32 = or <4 x i32> %24, %23
  %33 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %32)
  %34 = and <4 x i32> %20, %19
  %35 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %34)
  %36 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %37 = or i32 %36, -2147483647
  %38 = and i32 %37, %35
  %39 = and i32 %36, 15790320
  %40 = or i32 %39, %33
  %41 = xor i32 %36, %31
  %42 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %43 = or i32 %42, -2147483647
  %44 = and i32 %43, %38
  %45 = and i32 %42, 15790320
  %46 = or i32 %45, %40
  %47 = xor i32 %42, %41
  %48 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %49 = or i32 %48, -2147483647
  %50 = and i32 %49, %44
  %51 = and i32 %48, 15790320
  %52 = or i32 %51, %46
  %53 = xor i32 %48, %47
  store i32 %52, i32* %0, align 4, !tbaa !5
  store i32 %53, i32* %1, align 4, !tbaa !5
  ret i32 %50
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @prod32() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %17 ]
  %3 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %0 ], [ %26, %17 ]
  %4 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %0 ], [ %27, %17 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !tbaa !5
  %11 = or <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>
  %12 = or <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  %13 = mul <4 x i32> %11, %3
  %14 = mul <4 x i32> %12, %4
  %15 = or i64 %2, 8
  %16 = icmp eq i64 %15, 200
  br i1 %16, label %29, label %17, !llvm.loop !35

17:                                               ; preds = %1
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %15
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 16, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %18, i64 4
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 16, !tbaa !5
  %24 = or <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>
  %25 = or <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %26 = mul <4 x i32> %24, %13
  %27 = mul <4 x i32> %25, %14
  %28 = add nuw nsw i64 %2, 16
  br label %1

29:                                               ; preds = %1
  %30 = mul <4 x i32> %14, %13
  %31 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %30)
  %32 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %33 = or i32 %32, 1
  %34 = mul i32 %33, %31
  %35 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %36 = or i32 %35, 1
  %37 = mul i32 %36, %34
  %38 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %39 = or i32 %38, 1
  %40 = mul i32 %39, %37
  ret i32 %40
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !5
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %2
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !5
  %9 = sub nsw <4 x i32> %5, %8
  %10 = mul nsw <4 x i32> %9, <i32 5, i32 5, i32 5, i32 5>
  %11 = ashr <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>
  %12 = add <4 x i32> %5, <i32 -8, i32 -8, i32 -8, i32 -8>
  %13 = mul <4 x i32> %12, %8
  %14 = add <4 x i32> %13, %11
  %15 = add <4 x i32> %14, %10
  %16 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %17 = bitcast i32* %16 to <4 x i32>*
  store <4 x i32> %15, <4 x i32>* %17, align 16, !tbaa !5
  %18 = add nuw i64 %2, 4
  %19 = icmp eq i64 %18, 200
  br i1 %19, label %20, label %1, !llvm.loop !36

20:                                               ; preds = %1
  %21 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 16, !tbaa !5
  %22 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 200), align 16, !tbaa !5
  %23 = sub nsw i32 %21, %22
  %24 = mul nsw i32 %23, 5
  %25 = ashr i32 %21, 4
  %26 = add i32 %21, -8
  %27 = mul i32 %26, %22
  %28 = add i32 %27, %25
  %29 = add i32 %28, %24
  store i32 %29, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 200), align 16, !tbaa !5
  %30 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %31 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 201), align 4, !tbaa !5
  %32 = sub nsw i32 %30, %31
  %33 = mul nsw i32 %32, 5
  %34 = ashr i32 %30, 4
  %35 = add i32 %30, -8
  %36 = mul i32 %35, %31
  %37 = add i32 %36, %34
  %38 = add i32 %37, %33
  store i32 %38, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 201), align 4, !tbaa !5
  %39 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 8, !tbaa !5
  %40 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 202), align 8, !tbaa !5
  %41 = sub nsw i32 %39, %40
  %42 = mul nsw i32 %41, 5
  %43 = ashr i32 %39, 4
  %44 = add i32 %39, -8
  %45 = mul i32 %44, %40
  %46 = add i32 %45, %43
  %47 = add i32 %46, %42
  store i32 %47, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 202), align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arithu32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !5
  %6 = lshr <4 x i32> %5, <i32 7, i32 7, i32 7, i32 7>
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %2
  %8 = bitcast i32* %7 to <4 x i32>*
  %9 = load <4 x i32>, <4 x i32>* %8, align 16, !tbaa !5
  %10 = shl <4 x i32> %9, <i32 11, i32 11, i32 11, i32 11>
  %11 = xor <4 x i32> %10, %6
  %12 = and <4 x i32> %9, <i32 31, i32 31, i32 31, i32 31>
  %13 = lshr <4 x i32> %5, %12
  %14 = and <4 x i32> %5, <i32 15, i32 15, i32 15, i32 15>
  %15 = shl <4 x i32> %9, %14
  %16 = xor <4 x i32> %11, %15
  %17 = xor <4 x i32> %16, %13
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %2
  %19 = bitcast i32* %18 to <4 x i32>*
  store <4 x i32> %17, <4 x i32>* %19, align 16, !tbaa !5
  %20 = add nuw i64 %2, 4
  %21 = icmp eq i64 %20, 200
  br i1 %21, label %22, label %1, !llvm.loop !37

22:                                               ; preds = %1
  %23 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %24 = lshr i32 %23, 7
  %25 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i64 0, i64 200), align 16, !tbaa !5
  %26 = shl i32 %25, 11
  %27 = xor i32 %26, %24
  %28 = and i32 %25, 31
  %29 = lshr i32 %23, %28
  %30 = and i32 %23, 15
  %31 = shl i32 %25, %30
  %32 = xor i32 %27, %31
  %33 = xor i32 %32, %29
  store i32 %33, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 200), align 16, !tbaa !5
  %34 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %35 = lshr i32 %34, 7
  %36 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i64 0, i64 201), align 4, !tbaa !5
  %37 = shl i32 %36, 11
  %38 = xor i32 %37, %35
  %39 = and i32 %36, 31
  %40 = lshr i32 %34, %39
  %41 = and i32 %34, 15
  %42 = shl i32 %36, %41
  %43 = xor i32 %38, %42
  %44 = xor i32 %43, %40
  store i32 %44, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 201), align 4, !tbaa !5
  %45 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %46 = lshr i32 %45, 7
  %47 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i64 0, i64 202), align 8, !tbaa !5
  %48 = shl i32 %47, 11
  %49 = xor i32 %48, %46
  %50 = and i32 %47, 31
  %51 = lshr i32 %45, %50
  %52 = and i32 %45, 15
  %53 = shl i32 %47, %52
  %54 = xor i32 %49, %53
  %55 = xor i32 %54, %51
  store i32 %55, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 202), align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith16() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %27, %1 ]
  %3 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %2
  %4 = bitcast i16* %3 to <8 x i16>*
  %5 = load <8 x i16>, <8 x i16>* %4, align 16, !tbaa !9
  %6 = getelementptr inbounds i16, i16* %3, i64 8
  %7 = bitcast i16* %6 to <8 x i16>*
  %8 = load <8 x i16>, <8 x i16>* %7, align 16, !tbaa !9
  %9 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i64 0, i64 %2
  %10 = bitcast i16* %9 to <8 x i16>*
  %11 = load <8 x i16>, <8 x i16>* %10, align 16, !tbaa !9
  %12 = getelementptr inbounds i16, i16* %9, i64 8
  %13 = bitcast i16* %12 to <8 x i16>*
  %14 = load <8 x i16>, <8 x i16>* %13, align 16, !tbaa !9
  %15 = ashr <8 x i16> %5, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %16 = ashr <8 x i16> %8, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %17 = add <8 x i16> %5, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %18 = add <8 x i16> %8, <i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4, i16 -4>
  %19 = mul <8 x i16> %17, %11
  %20 = mul <8 x i16> %18, %14
  %21 = add <8 x i16> %19, %15
  %22 = add <8 x i16> %20, %16
  %23 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %2
  %24 = bitcast i16* %23 to <8 x i16>*
  store <8 x i16> %21, <8 x i16>* %24, align 16, !tbaa !9
  %25 = getelementptr inbounds i16, i16* %23, i64 8
  %26 = bitcast i16* %25 to <8 x i16>*
  store <8 x i16> %22, <8 x i16>* %26, align 16, !tbaa !9
  %27 = add nuw i64 %2, 16
  %28 = icmp eq i64 %27, 192
  br i1 %28, label %29, label %1, !llvm.loop !38

29:                                               ; preds = %1
  %30 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 192), align 16, !tbaa !9
  %31 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 192), align 16, !tbaa !9
  %32 = ashr i16 %30, 3
  %33 = add i16 %30, -4
  %34 = mul i16 %33, %31
  %35 = add i16 %34, %32
  store i16 %35, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 192), align 16, !tbaa !9
  %36 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 193), align 2, !tbaa !9
  %37 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 193), align 2, !tbaa !9
  %38 = ashr i16 %36, 3
  %39 = add i16 %36, -4
  %40 = mul i16 %39, %37
  %41 = add i16 %40, %38
  store i16 %41, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 193), align 2, !tbaa !9
  %42 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 194), align 4, !tbaa !9
  %43 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 194), align 4, !tbaa !9
  %44 = ashr i16 %42, 3
  %45 = add i16 %42, -4
  %46 = mul i16 %45, %43
  %47 = add i16 %46, %44
  store i16 %47, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 194), align 4, !tbaa !9
  %48 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 195), align 2, !tbaa !9
  %49 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 195), align 2, !tbaa !9
  %50 = ashr i16 %48, 3
  %51 = add i16 %48, -4
  %52 = mul i16 %51, %49
  %53 = add i16 %52, %50
  store i16 %53, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 195), align 2, !tbaa !9
  %54 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 196), align 8, !tbaa !9
  %55 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 196), align 8, !tbaa !9
  %56 = ashr i16 %54, 3
  %57 = add i16 %54, -4
  %58 = mul i16 %57, %55
  %59 = add i16 %58, %56
  store i16 %59, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 196), align 8, !tbaa !9
  %60 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 197), align 2, !tbaa !9
  %61 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 197), align 2, !tbaa !9
  %62 = ashr i16 %60, 3
  %63 = add i16 %60, -4
  %64 = mul i16 %63, %61
  %65 = add i16 %64, %62
  store i16 %65, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 197), align 2, !tbaa !9
  %66 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 198), align 4, !tbaa !9
  %67 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 198), align 4, !tbaa !9
  %68 = ashr i16 %66, 3
  %69 = add i16 %66, -4
  %70 = mul i16 %69, %67
  %71 = add i16 %70, %68
  store i16 %71, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 198), align 4, !tbaa !9
  %72 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 199), align 2, !tbaa !9
  %73 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 199), align 2, !tbaa !9
  %74 = ashr i16 %72, 3
  %75 = add i16 %72, -4
  %76 = mul i16 %75, %73
  %77 = add i16 %76, %74
  store i16 %77, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 199), align 2, !tbaa !9
  %78 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 200), align 16, !tbaa !9
  %79 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 200), align 16, !tbaa !9
  %80 = ashr i16 %78, 3
  %81 = add i16 %78, -4
  %82 = mul i16 %81, %79
  %83 = add i16 %82, %80
  store i16 %83, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 200), align 16, !tbaa !9
  %84 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 201), align 2, !tbaa !9
  %85 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 201), align 2, !tbaa !9
  %86 = ashr i16 %84, 3
  %87 = add i16 %84, -4
  %88 = mul i16 %87, %85
  %89 = add i16 %88, %86
  store i16 %89, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 201), align 2, !tbaa !9
  %90 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 202), align 4, !tbaa !9
  %91 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i64 0, i64 202), align 4, !tbaa !9
  %92 = ashr i16 %90, 3
  %93 = add i16 %90, -4
  %94 = mul i16 %93, %91
  %95 = add i16 %94, %92
  store i16 %95, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 202), align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith8() unnamed_addr #4 {
  %1 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @a8 to <16 x i8>*), align 16, !tbaa !11
  %2 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %3 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @b8 to <16 x i8>*), align 16, !tbaa !11
  %4 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %5 = mul <16 x i8> %3, %1
  %6 = mul <16 x i8> %4, %2
  %7 = add <16 x i8> %5, %1
  %8 = add <16 x i8> %6, %2
  %9 = ashr <16 x i8> %3, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %10 = ashr <16 x i8> %4, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %11 = sub <16 x i8> %7, %9
  %12 = sub <16 x i8> %8, %10
  store <16 x i8> %11, <16 x i8>* bitcast ([203 x i8]* @c8 to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %12, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %13 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %14 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %15 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %16 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %17 = mul <16 x i8> %15, %13
  %18 = mul <16 x i8> %16, %14
  %19 = add <16 x i8> %17, %13
  %20 = add <16 x i8> %18, %14
  %21 = ashr <16 x i8> %15, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %22 = ashr <16 x i8> %16, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %23 = sub <16 x i8> %19, %21
  %24 = sub <16 x i8> %20, %22
  store <16 x i8> %23, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %24, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %25 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %26 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %27 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %28 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %29 = mul <16 x i8> %27, %25
  %30 = mul <16 x i8> %28, %26
  %31 = add <16 x i8> %29, %25
  %32 = add <16 x i8> %30, %26
  %33 = ashr <16 x i8> %27, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %34 = ashr <16 x i8> %28, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %35 = sub <16 x i8> %31, %33
  %36 = sub <16 x i8> %32, %34
  store <16 x i8> %35, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %36, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %37 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %38 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %39 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %40 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %41 = mul <16 x i8> %39, %37
  %42 = mul <16 x i8> %40, %38
  %43 = add <16 x i8> %41, %37
  %44 = add <16 x i8> %42, %38
  %45 = ashr <16 x i8> %39, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %46 = ashr <16 x i8> %40, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %47 = sub <16 x i8> %43, %45
  %48 = sub <16 x i8> %44, %46
  store <16 x i8> %47, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %48, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %49 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %50 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %51 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %52 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %53 = mul <16 x i8> %51, %49
  %54 = mul <16 x i8> %52, %50
  %55 = add <16 x i8> %53, %49
  %56 = add <16 x i8> %54, %50
  %57 = ashr <16 x i8> %51, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %58 = ashr <16 x i8> %52, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %59 = sub <16 x i8> %55, %57
  %60 = sub <16 x i8> %56, %58
  store <16 x i8> %59, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %60, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %61 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %62 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %63 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %64 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %65 = mul <16 x i8> %63, %61
  %66 = mul <16 x i8> %64, %62
  %67 = add <16 x i8> %65, %61
  %68 = add <16 x i8> %66, %62
  %69 = ashr <16 x i8> %63, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %70 = ashr <16 x i8> %64, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %71 = sub <16 x i8> %67, %69
  %72 = sub <16 x i8> %68, %70
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

1:                                                ; preds = %19, %0
  %2 = phi i64 [ 0, %0 ], [ %34, %19 ]
  %3 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %2
  %4 = bitcast i64* %3 to <2 x i64>*
  %5 = load <2 x i64>, <2 x i64>* %4, align 16, !tbaa !12
  %6 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %2
  %7 = bitcast i64* %6 to <2 x i64>*
  %8 = load <2 x i64>, <2 x i64>* %7, align 16, !tbaa !12
  %9 = ashr <2 x i64> %5, <i64 9, i64 9>
  %10 = xor <2 x i64> %8, %5
  %11 = add <2 x i64> %5, <i64 -4, i64 -4>
  %12 = mul <2 x i64> %11, %8
  %13 = add <2 x i64> %10, %9
  %14 = add <2 x i64> %13, %12
  %15 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %2
  %16 = bitcast i64* %15 to <2 x i64>*
  store <2 x i64> %14, <2 x i64>* %16, align 16, !tbaa !12
  %17 = or i64 %2, 2
  %18 = icmp eq i64 %17, 202
  br i1 %18, label %35, label %19, !llvm.loop !39

19:                                               ; preds = %1
  %20 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %17
  %21 = bitcast i64* %20 to <2 x i64>*
  %22 = load <2 x i64>, <2 x i64>* %21, align 16, !tbaa !12
  %23 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %17
  %24 = bitcast i64* %23 to <2 x i64>*
  %25 = load <2 x i64>, <2 x i64>* %24, align 16, !tbaa !12
  %26 = ashr <2 x i64> %22, <i64 9, i64 9>
  %27 = xor <2 x i64> %25, %22
  %28 = add <2 x i64> %22, <i64 -4, i64 -4>
  %29 = mul <2 x i64> %28, %25
  %30 = add <2 x i64> %27, %26
  %31 = add <2 x i64> %30, %29
  %32 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %17
  %33 = bitcast i64* %32 to <2 x i64>*
  store <2 x i64> %31, <2 x i64>* %33, align 16, !tbaa !12
  %34 = add nuw nsw i64 %2, 4
  br label %1

35:                                               ; preds = %1
  %36 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 202), align 16, !tbaa !12
  %37 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i64 0, i64 202), align 16, !tbaa !12
  %38 = ashr i64 %36, 9
  %39 = xor i64 %37, %36
  %40 = add i64 %36, -4
  %41 = mul i64 %40, %37
  %42 = add i64 %39, %38
  %43 = add i64 %42, %41
  store i64 %43, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i64 0, i64 202), align 16, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %31, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !5
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %2
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 16, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %9, i64 4
  %13 = bitcast i32* %12 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 16, !tbaa !5
  %15 = icmp sgt <4 x i32> %5, %11
  %16 = icmp sgt <4 x i32> %8, %14
  %17 = sub nsw <4 x i32> %5, %11
  %18 = sub nsw <4 x i32> %8, %14
  %19 = icmp eq <4 x i32> %5, %11
  %20 = icmp eq <4 x i32> %8, %14
  %21 = add nsw <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  %22 = add nsw <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %23 = select <4 x i1> %19, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %21
  %24 = select <4 x i1> %20, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %22
  %25 = select <4 x i1> %15, <4 x i32> %17, <4 x i32> %23
  %26 = select <4 x i1> %16, <4 x i32> %18, <4 x i32> %24
  %27 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %28 = bitcast i32* %27 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %28, align 16, !tbaa !5
  %29 = getelementptr inbounds i32, i32* %27, i64 4
  %30 = bitcast i32* %29 to <4 x i32>*
  store <4 x i32> %26, <4 x i32>* %30, align 16, !tbaa !5
  %31 = add nuw i64 %2, 8
  %32 = icmp eq i64 %31, 200
  br i1 %32, label %33, label %1, !llvm.loop !40

33:                                               ; preds = %1
  %34 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 16, !tbaa !5
  %35 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 200), align 16, !tbaa !5
  %36 = icmp sgt i32 %34, %35
  %37 = sub nsw i32 %34, %35
  %38 = icmp eq i32 %34, %35
  %39 = add nsw i32 %35, 1
  %40 = select i1 %38, i32 7, i32 %39
  %41 = select i1 %36, i32 %37, i32 %40
  store i32 %41, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 200), align 16, !tbaa !5
  %42 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %43 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 201), align 4, !tbaa !5
  %44 = icmp sgt i32 %42, %43
  %45 = sub nsw i32 %42, %43
  %46 = icmp eq i32 %42, %43
  %47 = add nsw i32 %43, 1
  %48 = select i1 %46, i32 7, i32 %47
  %49 = select i1 %44, i32 %45, i32 %48
  store i32 %49, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 201), align 4, !tbaa !5
  %50 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 8, !tbaa !5
  %51 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 202), align 8, !tbaa !5
  %52 = icmp sgt i32 %50, %51
  %53 = sub nsw i32 %50, %51
  %54 = icmp eq i32 %50, %51
  %55 = add nsw i32 %51, 1
  %56 = select i1 %54, i32 7, i32 %55
  %57 = select i1 %52, i32 %53, i32 %56
  store i32 %57, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 202), align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @selectu32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !5
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i64 0, i64 %2
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !5
  %9 = icmp ugt <4 x i32> %8, %5
  %10 = lshr <4 x i32> %8, <i32 2, i32 2, i32 2, i32 2>
  %11 = mul nuw <4 x i32> %10, <i32 3, i32 3, i32 3, i32 3>
  %12 = icmp ult <4 x i32> %5, %11
  %13 = select <4 x i1> %12, <4 x i32> zeroinitializer, <4 x i32> %5
  %14 = sub <4 x i32> %8, %5
  %15 = select <4 x i1> %9, <4 x i32> %14, <4 x i32> %13
  %16 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %2
  %17 = bitcast i32* %16 to <4 x i32>*
  store <4 x i32> %15, <4 x i32>* %17, align 16, !tbaa !5
  %18 = add nuw i64 %2, 4
  %19 = icmp eq i64 %18, 200
  br i1 %19, label %20, label %1, !llvm.loop !41

20:                                               ; preds = %1
  %21 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %22 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i64 0, i64 200), align 16, !tbaa !5
  %23 = icmp ugt i32 %22, %21
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  %25 = sub i32 %22, %21
  br label %31

26:                                               ; preds = %20
  %27 = lshr i32 %22, 2
  %28 = mul nuw i32 %27, 3
  %29 = icmp ult i32 %21, %28
  %30 = select i1 %29, i32 0, i32 %21
  br label %31

31:                                               ; preds = %26, %24
  %32 = phi i32 [ %25, %24 ], [ %30, %26 ]
  store i32 %32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 200), align 16, !tbaa !5
  %33 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %34 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i64 0, i64 201), align 4, !tbaa !5
  %35 = icmp ugt i32 %34, %33
  br i1 %35, label %41, label %36

36:                                               ; preds = %31
  %37 = lshr i32 %34, 2
  %38 = mul nuw i32 %37, 3
  %39 = icmp ult i32 %33, %38
  %40 = select i1 %39, i32 0, i32 %33
  br label %43

41:                                               ; preds = %31
  %42 = sub i32 %34, %33
  br label %43

43:                                               ; preds = %41, %36
  %44 = phi i32 [ %42, %41 ], [ %40, %36 ]
  store i32 %44, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 201), align 4, !tbaa !5
  %45 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %46 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i64 0, i64 202), align 8, !tbaa !5
  %47 = icmp ugt i32 %46, %45
  br i1 %47, label %53, label %48

48:                                               ; preds = %43
  %49 = lshr i32 %46, 2
  %50 = mul nuw i32 %49, 3
  %51 = icmp ult i32 %45, %50
  %52 = select i1 %51, i32 0, i32 %45
  br label %55

53:                                               ; preds = %43
  %54 = sub i32 %46, %45
  br label %55

55:                                               ; preds = %53, %48
  %56 = phi i32 [ %54, %53 ], [ %52, %48 ]
  store i32 %56, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 202), align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select8() unnamed_addr #4 {
  %1 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @a8 to <16 x i8>*), align 16, !tbaa !11
  %2 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %3 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @b8 to <16 x i8>*), align 16, !tbaa !11
  %4 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %5 = icmp slt <16 x i8> %1, %3
  %6 = icmp slt <16 x i8> %2, %4
  %7 = xor <16 x i8> %3, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %8 = xor <16 x i8> %4, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %9 = select <16 x i1> %5, <16 x i8> %1, <16 x i8> %7
  %10 = select <16 x i1> %6, <16 x i8> %2, <16 x i8> %8
  store <16 x i8> %9, <16 x i8>* bitcast ([203 x i8]* @c8 to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %10, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %11 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %12 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %13 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %14 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %15 = icmp slt <16 x i8> %11, %13
  %16 = icmp slt <16 x i8> %12, %14
  %17 = xor <16 x i8> %13, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %18 = xor <16 x i8> %14, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %19 = select <16 x i1> %15, <16 x i8> %11, <16 x i8> %17
  %20 = select <16 x i1> %16, <16 x i8> %12, <16 x i8> %18
  store <16 x i8> %19, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %20, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %21 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %22 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %23 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %24 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %25 = icmp slt <16 x i8> %21, %23
  %26 = icmp slt <16 x i8> %22, %24
  %27 = xor <16 x i8> %23, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %28 = xor <16 x i8> %24, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %29 = select <16 x i1> %25, <16 x i8> %21, <16 x i8> %27
  %30 = select <16 x i1> %26, <16 x i8> %22, <16 x i8> %28
  store <16 x i8> %29, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %30, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %31 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %32 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %33 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %34 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %35 = icmp slt <16 x i8> %31, %33
  %36 = icmp slt <16 x i8> %32, %34
  %37 = xor <16 x i8> %33, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %38 = xor <16 x i8> %34, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %39 = select <16 x i1> %35, <16 x i8> %31, <16 x i8> %37
  %40 = select <16 x i1> %36, <16 x i8> %32, <16 x i8> %38
  store <16 x i8> %39, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %40, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %41 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %42 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %43 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %44 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %45 = icmp slt <16 x i8> %41, %43
  %46 = icmp slt <16 x i8> %42, %44
  %47 = xor <16 x i8> %43, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %48 = xor <16 x i8> %44, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %49 = select <16 x i1> %45, <16 x i8> %41, <16 x i8> %47
  %50 = select <16 x i1> %46, <16 x i8> %42, <16 x i8> %48
  store <16 x i8> %49, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %50, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %51 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %52 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %53 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %54 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %55 = icmp slt <16 x i8> %51, %53
  %56 = icmp slt <16 x i8> %52, %54
  %57 = xor <16 x i8> %53, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %58 = xor <16 x i8> %54, <i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85, i8 85>
  %59 = select <16 x i1> %55, <16 x i8> %51, <16 x i8> %57
  %60 = select <16 x i1> %56, <16 x i8> %52, <16 x i8> %58
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
  %1 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @u8a to <16 x i8>*), align 16, !tbaa !11
  %2 = zext <16 x i8> %1 to <16 x i32>
  %3 = load <16 x i8>, <16 x i8>* bitcast ([203 x i8]* @u8b to <16 x i8>*), align 16, !tbaa !11
  %4 = zext <16 x i8> %3 to <16 x i32>
  %5 = add nuw nsw <16 x i32> %4, %2
  %6 = icmp ult <16 x i32> %5, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %7 = select <16 x i1> %6, <16 x i32> %5, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %8 = trunc <16 x i32> %7 to <16 x i8>
  store <16 x i8> %8, <16 x i8>* bitcast ([203 x i8]* @u8c to <16 x i8>*), align 16, !tbaa !11
  %9 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %10 = zext <16 x i8> %9 to <16 x i32>
  %11 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %12 = zext <16 x i8> %11 to <16 x i32>
  %13 = add nuw nsw <16 x i32> %12, %10
  %14 = icmp ult <16 x i32> %13, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %15 = select <16 x i1> %14, <16 x i32> %13, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %16 = trunc <16 x i32> %15 to <16 x i8>
  store <16 x i8> %16, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %17 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %18 = zext <16 x i8> %17 to <16 x i32>
  %19 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %20 = zext <16 x i8> %19 to <16 x i32>
  %21 = add nuw nsw <16 x i32> %20, %18
  %22 = icmp ult <16 x i32> %21, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %23 = select <16 x i1> %22, <16 x i32> %21, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %24 = trunc <16 x i32> %23 to <16 x i8>
  store <16 x i8> %24, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %25 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %26 = zext <16 x i8> %25 to <16 x i32>
  %27 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %28 = zext <16 x i8> %27 to <16 x i32>
  %29 = add nuw nsw <16 x i32> %28, %26
  %30 = icmp ult <16 x i32> %29, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %31 = select <16 x i1> %30, <16 x i32> %29, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %32 = trunc <16 x i32> %31 to <16 x i8>
  store <16 x i8> %32, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %33 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %34 = zext <16 x i8> %33 to <16 x i32>
  %35 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %36 = zext <16 x i8> %35 to <16 x i32>
  %37 = add nuw nsw <16 x i32> %36, %34
  %38 = icmp ult <16 x i32> %37, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %39 = select <16 x i1> %38, <16 x i32> %37, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %40 = trunc <16 x i32> %39 to <16 x i8>
  store <16 x i8> %40, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %41 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %42 = zext <16 x i8> %41 to <16 x i32>
  %43 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %44 = zext <16 x i8> %43 to <16 x i32>
  %45 = add nuw nsw <16 x i32> %44, %42
  %46 = icmp ult <16 x i32> %45, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %47 = select <16 x i1> %46, <16 x i32> %45, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %48 = trunc <16 x i32> %47 to <16 x i8>
  store <16 x i8> %48, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %49 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %50 = zext <16 x i8> %49 to <16 x i32>
  %51 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %52 = zext <16 x i8> %51 to <16 x i32>
  %53 = add nuw nsw <16 x i32> %52, %50
  %54 = icmp ult <16 x i32> %53, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %55 = select <16 x i1> %54, <16 x i32> %53, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %56 = trunc <16 x i32> %55 to <16 x i8>
  store <16 x i8> %56, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %57 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %58 = zext <16 x i8> %57 to <16 x i32>
  %59 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %60 = zext <16 x i8> %59 to <16 x i32>
  %61 = add nuw nsw <16 x i32> %60, %58
  %62 = icmp ult <16 x i32> %61, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %63 = select <16 x i1> %62, <16 x i32> %61, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %64 = trunc <16 x i32> %63 to <16 x i8>
  store <16 x i8> %64, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %65 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %66 = zext <16 x i8> %65 to <16 x i32>
  %67 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %68 = zext <16 x i8> %67 to <16 x i32>
  %69 = add nuw nsw <16 x i32> %68, %66
  %70 = icmp ult <16 x i32> %69, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %71 = select <16 x i1> %70, <16 x i32> %69, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %72 = trunc <16 x i32> %71 to <16 x i8>
  store <16 x i8> %72, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %73 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %74 = zext <16 x i8> %73 to <16 x i32>
  %75 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %76 = zext <16 x i8> %75 to <16 x i32>
  %77 = add nuw nsw <16 x i32> %76, %74
  %78 = icmp ult <16 x i32> %77, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %79 = select <16 x i1> %78, <16 x i32> %77, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %80 = trunc <16 x i32> %79 to <16 x i8>
  store <16 x i8> %80, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !11
  %81 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %82 = zext <16 x i8> %81 to <16 x i32>
  %83 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %84 = zext <16 x i8> %83 to <16 x i32>
  %85 = add nuw nsw <16 x i32> %84, %82
  %86 = icmp ult <16 x i32> %85, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %87 = select <16 x i1> %86, <16 x i32> %85, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %88 = trunc <16 x i32> %87 to <16 x i8>
  store <16 x i8> %88, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !11
  %89 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %90 = zext <16 x i8> %89 to <16 x i32>
  %91 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %92 = zext <16 x i8> %91 to <16 x i32>
  %93 = add nuw nsw <16 x i32> %92, %90
  %94 = icmp ult <16 x i32> %93, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %95 = select <16 x i1> %94, <16 x i32> %93, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %96 = trunc <16 x i32> %95 to <16 x i8>
  store <16 x i8> %96, <16 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !11
  %97 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %98 = zext <8 x i8> %97 to <8 x i32>
  %99 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %100 = zext <8 x i8> %99 to <8 x i32>
  %101 = add nuw nsw <8 x i32> %100, %98
  %102 = icmp ult <8 x i32> %101, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %103 = select <8 x i1> %102, <8 x i32> %101, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %104 = trunc <8 x i32> %103 to <8 x i8>
  store <8 x i8> %104, <8 x i8>* bitcast (i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 192) to <8 x i8>*), align 16, !tbaa !11
  %105 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 200), align 8, !tbaa !11
  %106 = zext i8 %105 to i32
  %107 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 200), align 8, !tbaa !11
  %108 = zext i8 %107 to i32
  %109 = add nuw nsw i32 %108, %106
  %110 = icmp ult i32 %109, 255
  %111 = select i1 %110, i32 %109, i32 255
  %112 = trunc i32 %111 to i8
  store i8 %112, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 200), align 8, !tbaa !11
  %113 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 201), align 1, !tbaa !11
  %114 = zext i8 %113 to i32
  %115 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 201), align 1, !tbaa !11
  %116 = zext i8 %115 to i32
  %117 = add nuw nsw i32 %116, %114
  %118 = icmp ult i32 %117, 255
  %119 = select i1 %118, i32 %117, i32 255
  %120 = trunc i32 %119 to i8
  store i8 %120, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 201), align 1, !tbaa !11
  %121 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 202), align 2, !tbaa !11
  %122 = zext i8 %121 to i32
  %123 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i64 0, i64 202), align 2, !tbaa !11
  %124 = zext i8 %123 to i32
  %125 = add nuw nsw i32 %124, %122
  %126 = icmp ult i32 %125, 255
  %127 = select i1 %126, i32 %125, i32 255
  %128 = trunc i32 %127 to i8
  store i8 %128, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i64 0, i64 202), align 2, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select64() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %16, %0
  %3 = phi i64 [ 0, %0 ], [ %27, %16 ]
  %4 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %3
  %5 = load i64, i64* %4, align 16, !tbaa !12
  %6 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %3
  %7 = load i64, i64* %6, align 16, !tbaa !12
  %8 = icmp sgt i64 %5, %7
  %9 = icmp eq i64 %5, %7
  %10 = add nsw i64 %7, -3
  %11 = select i1 %9, i64 1, i64 %10
  %12 = select i1 %8, i64 %5, i64 %11
  %13 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %3
  store i64 %12, i64* %13, align 16, !tbaa !12
  %14 = or i64 %3, 1
  %15 = icmp eq i64 %14, 203
  br i1 %15, label %1, label %16, !llvm.loop !42

16:                                               ; preds = %2
  %17 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %14
  %18 = load i64, i64* %17, align 8, !tbaa !12
  %19 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i64 0, i64 %14
  %20 = load i64, i64* %19, align 8, !tbaa !12
  %21 = icmp sgt i64 %18, %20
  %22 = icmp eq i64 %18, %20
  %23 = add nsw i64 %20, -3
  %24 = select i1 %22, i64 1, i64 %23
  %25 = select i1 %21, i64 %18, i64 %24
  %26 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %14
  store i64 %25, i64* %26, align 8, !tbaa !12
  %27 = add nuw nsw i64 %3, 2
  br label %2
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @abs32() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i64 [ 0, %0 ], [ %30, %17 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !5
  %9 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %5, i1 true)
  %10 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %8, i1 true)
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %12 = bitcast i32* %11 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %12, align 16, !tbaa !5
  %13 = getelementptr inbounds i32, i32* %11, i64 4
  %14 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> %10, <4 x i32>* %14, align 16, !tbaa !5
  %15 = or i64 %2, 8
  %16 = icmp eq i64 %15, 200
  br i1 %16, label %31, label %17, !llvm.loop !43

17:                                               ; preds = %1
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %15
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 16, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %18, i64 4
  %22 = bitcast i32* %21 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 16, !tbaa !5
  %24 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %20, i1 true)
  %25 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %23, i1 true)
  %26 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %15
  %27 = bitcast i32* %26 to <4 x i32>*
  store <4 x i32> %24, <4 x i32>* %27, align 16, !tbaa !5
  %28 = getelementptr inbounds i32, i32* %26, i64 4
  %29 = bitcast i32* %28 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %29, align 16, !tbaa !5
  %30 = add nuw nsw i64 %2, 16
  br label %1

31:                                               ; preds = %1
  %32 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 16, !tbaa !5
  %33 = tail call i32 @llvm.abs.i32(i32 %32, i1 true)
  store i32 %33, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 200), align 16, !tbaa !5
  %34 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %35 = tail call i32 @llvm.abs.i32(i32 %34, i1 true)
  store i32 %35, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 201), align 4, !tbaa !5
  %36 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 8, !tbaa !5
  %37 = tail call i32 @llvm.abs.i32(i32 %36, i1 true)
  store i32 %37, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 202), align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %27, %1 ]
  %3 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i64 0, i64 %2
  %4 = bitcast i16* %3 to <4 x i16>*
  %5 = load <4 x i16>, <4 x i16>* %4, align 16, !tbaa !9
  %6 = getelementptr inbounds i16, i16* %3, i64 4
  %7 = bitcast i16* %6 to <4 x i16>*
  %8 = load <4 x i16>, <4 x i16>* %7, align 8, !tbaa !9
  %9 = sext <4 x i16> %5 to <4 x i32>
  %10 = sext <4 x i16> %8 to <4 x i32>
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %12 = bitcast i32* %11 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %12, align 16, !tbaa !5
  %13 = getelementptr inbounds i32, i32* %11, i64 4
  %14 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> %10, <4 x i32>* %14, align 16, !tbaa !5
  %15 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i64 0, i64 %2
  %16 = bitcast i8* %15 to <4 x i8>*
  %17 = load <4 x i8>, <4 x i8>* %16, align 8, !tbaa !11
  %18 = getelementptr inbounds i8, i8* %15, i64 4
  %19 = bitcast i8* %18 to <4 x i8>*
  %20 = load <4 x i8>, <4 x i8>* %19, align 4, !tbaa !11
  %21 = zext <4 x i8> %17 to <4 x i32>
  %22 = zext <4 x i8> %20 to <4 x i32>
  %23 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %2
  %24 = bitcast i32* %23 to <4 x i32>*
  store <4 x i32> %21, <4 x i32>* %24, align 16, !tbaa !5
  %25 = getelementptr inbounds i32, i32* %23, i64 4
  %26 = bitcast i32* %25 to <4 x i32>*
  store <4 x i32> %22, <4 x i32>* %26, align 16, !tbaa !5
  %27 = add nuw i64 %2, 8
  %28 = icmp eq i64 %27, 200
  br i1 %28, label %29, label %1, !llvm.loop !44

29:                                               ; preds = %1
  %30 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 200), align 16, !tbaa !9
  %31 = sext i16 %30 to i32
  store i32 %31, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 200), align 16, !tbaa !5
  %32 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 200), align 8, !tbaa !11
  %33 = zext i8 %32 to i32
  store i32 %33, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 200), align 16, !tbaa !5
  %34 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 201), align 2, !tbaa !9
  %35 = sext i16 %34 to i32
  store i32 %35, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 201), align 4, !tbaa !5
  %36 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 201), align 1, !tbaa !11
  %37 = zext i8 %36 to i32
  store i32 %37, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 201), align 4, !tbaa !5
  %38 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i64 0, i64 202), align 4, !tbaa !9
  %39 = sext i16 %38 to i32
  store i32 %39, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 202), align 8, !tbaa !5
  %40 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i64 0, i64 202), align 2, !tbaa !11
  %41 = zext i8 %40 to i32
  store i32 %41, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 202), align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen64() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %11, %0
  %3 = phi i64 [ 0, %0 ], [ %17, %11 ]
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %3
  %5 = load i32, i32* %4, align 8, !tbaa !5
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 3
  %8 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %3
  store i64 %7, i64* %8, align 16, !tbaa !12
  %9 = or i64 %3, 1
  %10 = icmp eq i64 %9, 203
  br i1 %10, label %1, label %11, !llvm.loop !45

11:                                               ; preds = %2
  %12 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %9
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %14, 3
  %16 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i64 0, i64 %9
  store i64 %15, i64* %16, align 8, !tbaa !12
  %17 = add nuw nsw i64 %3, 2
  br label %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @narrow() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i64 [ 0, %0 ], [ %30, %17 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <2 x i32>*
  %5 = load <2 x i32>, <2 x i32>* %4, align 16, !tbaa !5
  %6 = trunc <2 x i32> %5 to <2 x i16>
  %7 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %2
  %8 = bitcast i16* %7 to <2 x i16>*
  store <2 x i16> %6, <2 x i16>* %8, align 8, !tbaa !9
  %9 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %2
  %10 = bitcast i64* %9 to <2 x i64>*
  %11 = load <2 x i64>, <2 x i64>* %10, align 16, !tbaa !12
  %12 = trunc <2 x i64> %11 to <2 x i8>
  %13 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %2
  %14 = bitcast i8* %13 to <2 x i8>*
  store <2 x i8> %12, <2 x i8>* %14, align 4, !tbaa !11
  %15 = or i64 %2, 2
  %16 = icmp eq i64 %15, 202
  br i1 %16, label %31, label %17, !llvm.loop !46

17:                                               ; preds = %1
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %15
  %19 = bitcast i32* %18 to <2 x i32>*
  %20 = load <2 x i32>, <2 x i32>* %19, align 8, !tbaa !5
  %21 = trunc <2 x i32> %20 to <2 x i16>
  %22 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i64 0, i64 %15
  %23 = bitcast i16* %22 to <2 x i16>*
  store <2 x i16> %21, <2 x i16>* %23, align 4, !tbaa !9
  %24 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i64 0, i64 %15
  %25 = bitcast i64* %24 to <2 x i64>*
  %26 = load <2 x i64>, <2 x i64>* %25, align 16, !tbaa !12
  %27 = trunc <2 x i64> %26 to <2 x i8>
  %28 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i64 0, i64 %15
  %29 = bitcast i8* %28 to <2 x i8>*
  store <2 x i8> %27, <2 x i8>* %29, align 2, !tbaa !11
  %30 = add nuw nsw i64 %2, 4
  br label %1

31:                                               ; preds = %1
  %32 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 8, !tbaa !5
  %33 = trunc i32 %32 to i16
  store i16 %33, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i64 0, i64 202), align 4, !tbaa !9
  %34 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i64 0, i64 202), align 16, !tbaa !12
  %35 = trunc i64 %34 to i8
  store i8 %35, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i64 0, i64 202), align 2, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @divs() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !5
  %6 = sdiv <4 x i32> %5, <i32 7, i32 7, i32 7, i32 7>
  %7 = srem <4 x i32> %5, <i32 10, i32 10, i32 10, i32 10>
  %8 = add nsw <4 x i32> %6, %7
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i64 0, i64 %2
  %10 = bitcast i32* %9 to <4 x i32>*
  store <4 x i32> %8, <4 x i32>* %10, align 16, !tbaa !5
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i64 0, i64 %2
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 16, !tbaa !5
  %14 = udiv <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>
  %15 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i64 0, i64 %2
  %16 = bitcast i32* %15 to <4 x i32>*
  store <4 x i32> %14, <4 x i32>* %16, align 16, !tbaa !5
  %17 = add nuw i64 %2, 4
  %18 = icmp eq i64 %17, 200
  br i1 %18, label %19, label %1, !llvm.loop !47

19:                                               ; preds = %1
  %20 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 16, !tbaa !5
  %21 = sdiv i32 %20, 7
  %22 = srem i32 %20, 10
  %23 = add nsw i32 %21, %22
  store i32 %23, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 200), align 16, !tbaa !5
  %24 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %25 = udiv i32 %24, 3
  store i32 %25, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 200), align 16, !tbaa !5
  %26 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %27 = sdiv i32 %26, 7
  %28 = srem i32 %26, 10
  %29 = add nsw i32 %27, %28
  store i32 %29, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 201), align 4, !tbaa !5
  %30 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 201), align 4, !tbaa !5
  %31 = udiv i32 %30, 3
  store i32 %31, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 201), align 4, !tbaa !5
  %32 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 8, !tbaa !5
  %33 = sdiv i32 %32, 7
  %34 = srem i32 %32, 10
  %35 = add nsw i32 %33, %34
  store i32 %35, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i64 0, i64 202), align 8, !tbaa !5
  %36 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i64 0, i64 202), align 8, !tbaa !5
  %37 = udiv i32 %36, 3
  store i32 %37, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i64 0, i64 202), align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @count() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %25, %0
  %2 = phi i64 [ 0, %0 ], [ %44, %25 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %42, %25 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %43, %25 ]
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !tbaa !5
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %2
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 16, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %11, i64 4
  %15 = bitcast i32* %14 to <4 x i32>*
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !tbaa !5
  %17 = icmp sgt <4 x i32> %7, %13
  %18 = icmp sgt <4 x i32> %10, %16
  %19 = zext <4 x i1> %17 to <4 x i32>
  %20 = zext <4 x i1> %18 to <4 x i32>
  %21 = add <4 x i32> %3, %19
  %22 = add <4 x i32> %4, %20
  %23 = or i64 %2, 8
  %24 = icmp eq i64 %23, 200
  br i1 %24, label %45, label %25, !llvm.loop !48

25:                                               ; preds = %1
  %26 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i64 0, i64 %23
  %27 = bitcast i32* %26 to <4 x i32>*
  %28 = load <4 x i32>, <4 x i32>* %27, align 16, !tbaa !5
  %29 = getelementptr inbounds i32, i32* %26, i64 4
  %30 = bitcast i32* %29 to <4 x i32>*
  %31 = load <4 x i32>, <4 x i32>* %30, align 16, !tbaa !5
  %32 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i64 0, i64 %23
  %33 = bitcast i32* %32 to <4 x i32>*
  %34 = load <4 x i32>, <4 x i32>* %33, align 16, !tbaa !5
  %35 = getelementptr inbounds i32, i32* %32, i64 4
  %36 = bitcast i32* %35 to <4 x i32>*
  %37 = load <4 x i32>, <4 x i32>* %36, align 16, !tbaa !5
  %38 = icmp sgt <4 x i32> %28, %34
  %39 = icmp sgt <4 x i32> %31, %37
  %40 = zext <4 x i1> %38 to <4 x i32>
  %41 = zext <4 x i1> %39 to <4 x i32>
  %42 = add <4 x i32> %21, %40
  %43 = add <4 x i32> %22, %41
  %44 = add nuw nsw i64 %2, 16
  br label %1

45:                                               ; preds = %1
  %46 = add <4 x i32> %22, %21
  %47 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %46)
  %48 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 200), align 16, !tbaa !5
  %49 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 200), align 16, !tbaa !5
  %50 = icmp sgt i32 %48, %49
  %51 = zext i1 %50 to i32
  %52 = add nuw nsw i32 %47, %51
  %53 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 201), align 4, !tbaa !5
  %54 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 201), align 4, !tbaa !5
  %55 = icmp sgt i32 %53, %54
  %56 = zext i1 %55 to i32
  %57 = add nuw nsw i32 %52, %56
  %58 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i64 0, i64 202), align 8, !tbaa !5
  %59 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i64 0, i64 202), align 8, !tbaa !5
  %60 = icmp sgt i32 %58, %59
  %61 = zext i1 %60 to i32
  %62 = add nuw nsw i32 %57, %61
  ret i32 %62
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !15, !23, !19}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !15, !19}
!25 = distinct !{!25, !15, !19}
!26 = distinct !{!26, !15, !19}
!27 = distinct !{!27, !15, !19}
!28 = distinct !{!28, !15, !19}
!29 = distinct !{!29, !15, !23, !19}
!30 = distinct !{!30, !15, !19}
!31 = distinct !{!31, !15, !19}
!32 = distinct !{!32, !15, !23, !19}
!33 = distinct !{!33, !15, !19}
!34 = distinct !{!34, !15, !19}
!35 = distinct !{!35, !15, !19}
!36 = distinct !{!36, !15, !19}
!37 = distinct !{!37, !15, !19}
!38 = distinct !{!38, !15, !19}
!39 = distinct !{!39, !15, !19}
!40 = distinct !{!40, !15, !19}
!41 = distinct !{!41, !15, !19}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15, !19}
!44 = distinct !{!44, !15, !19}
!45 = distinct !{!45, !15}
!46 = distinct !{!46, !15, !19}
!47 = distinct !{!47, !15, !19}
!48 = distinct !{!48, !15, !19}
