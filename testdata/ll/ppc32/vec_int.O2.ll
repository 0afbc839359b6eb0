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
  %7 = phi i32 [ 0, %0 ], [ %85, %6 ]
  %8 = phi i32 [ %5, %0 ], [ %77, %6 ]
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
  %20 = trunc i32 %7 to i8
  %21 = urem i8 %20, 17
  %22 = icmp eq i8 %21, 0
  %23 = select i1 %22, i32 %12, i32 %18
  store i32 %23, i32* %19, align 4
  %24 = mul i32 %15, 1103515245
  %25 = add i32 %24, 12345
  %26 = lshr i32 %25, 7
  %27 = mul i32 %26, -1640531535
  %28 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %7
  store i32 %27, i32* %28, align 4, !tbaa !5
  %29 = mul i32 %25, 1103515245
  %30 = add i32 %29, 12345
  %31 = lshr i32 %30, 7
  %32 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i32 0, i32 %7
  store i32 %31, i32* %32, align 4, !tbaa !5
  %33 = mul i32 %30, 1103515245
  %34 = add i32 %33, 12345
  %35 = lshr i32 %34, 7
  %36 = trunc i32 %35 to i16
  %37 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %7
  store i16 %36, i16* %37, align 2, !tbaa !9
  %38 = mul i32 %34, 1103515245
  %39 = add i32 %38, 12345
  %40 = lshr i32 %39, 7
  %41 = urem i32 %40, 300
  %42 = trunc i32 %41 to i16
  %43 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i32 0, i32 %7
  store i16 %42, i16* %43, align 2, !tbaa !9
  %44 = mul i32 %39, 1103515245
  %45 = add i32 %44, 12345
  %46 = lshr i32 %45, 7
  %47 = trunc i32 %46 to i8
  %48 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %7
  store i8 %47, i8* %48, align 1, !tbaa !11
  %49 = mul i32 %45, 1103515245
  %50 = add i32 %49, 12345
  %51 = lshr i32 %50, 10
  %52 = trunc i32 %51 to i8
  %53 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i32 0, i32 %7
  store i8 %52, i8* %53, align 1, !tbaa !11
  %54 = mul i32 %50, 1103515245
  %55 = add i32 %54, 12345
  %56 = lshr i32 %55, 7
  %57 = trunc i32 %56 to i8
  %58 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %7
  store i8 %57, i8* %58, align 1, !tbaa !11
  %59 = mul i32 %55, 1103515245
  %60 = add i32 %59, 12345
  %61 = lshr i32 %60, 12
  %62 = trunc i32 %61 to i8
  %63 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i32 0, i32 %7
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
  %75 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %7
  store i64 %74, i64* %75, align 8, !tbaa !12
  %76 = mul i32 %70, 1103515245
  %77 = add i32 %76, 12345
  %78 = lshr i32 %77, 7
  %79 = zext i32 %78 to i64
  %80 = add nsw i64 %79, -1048576
  %81 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i32 0, i32 %7
  %82 = urem i8 %20, 13
  %83 = icmp eq i8 %82, 0
  %84 = select i1 %83, i64 %74, i64 %80
  store i64 %84, i64* %81, align 8
  %85 = add nuw nsw i32 %7, 1
  %86 = icmp eq i32 %85, 203
  br i1 %86, label %87, label %6, !llvm.loop !14

87:                                               ; preds = %6
  store i32 %77, i32* @seed, align 4, !tbaa !5
  %88 = tail call fastcc i32 @sum32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32 noundef 203)
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %88)
  %90 = tail call fastcc i32 @sum16()
  %91 = tail call fastcc i32 @sum8()
  %92 = tail call fastcc i32 @sumu8()
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %90, i32 noundef %91, i32 noundef %92)
  %94 = tail call fastcc i64 @sum64()
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i64 noundef %94)
  %96 = tail call fastcc i32 @max32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32 noundef 203)
  %97 = tail call fastcc i32 @min32()
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i32 0, i32 0), i32 noundef %96, i32 noundef %97)
  %99 = tail call fastcc i32 @umin32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32 noundef 203)
  %100 = tail call fastcc i32 @umax32()
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i32 0, i32 0), i32 noundef %99, i32 noundef %100)
  %102 = tail call fastcc signext i16 @max16()
  %103 = sext i16 %102 to i32
  %104 = tail call fastcc zeroext i8 @maxu8()
  %105 = zext i8 %104 to i32
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef %103, i32 noundef %105)
  %107 = call fastcc i32 @bits32(i32* noundef nonnull %1, i32* noundef nonnull %2)
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef %107)
  %109 = load i32, i32* %1, align 4, !tbaa !5
  %110 = load i32, i32* %2, align 4, !tbaa !5
  %111 = tail call fastcc i32 @prod32()
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i32 0, i32 0), i32 noundef %109, i32 noundef %110, i32 noundef %111)
  %113 = load i32, i32* @check, align 4, !tbaa !5
  br label %391

114:                                              ; preds = %391
  tail call fastcc void @arith32()
  br label %115

115:                                              ; preds = %115, %114
  %116 = phi i32 [ %123, %115 ], [ 0, %114 ]
  %117 = phi i32 [ %122, %115 ], [ 0, %114 ]
  %118 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %116
  %119 = load i8, i8* %118, align 1, !tbaa !11
  %120 = zext i8 %119 to i32
  %121 = xor i32 %117, %120
  %122 = mul i32 %121, 16777619
  %123 = add nuw nsw i32 %116, 1
  %124 = icmp eq i32 %123, 812
  br i1 %124, label %125, label %115, !llvm.loop !16

125:                                              ; preds = %115
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %122) #7
  %127 = load i32, i32* @check, align 4, !tbaa !5
  %128 = xor i32 %127, %122
  %129 = mul i32 %128, 16777619
  store i32 %129, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arithu32()
  br label %130

130:                                              ; preds = %130, %125
  %131 = phi i32 [ %138, %130 ], [ 0, %125 ]
  %132 = phi i32 [ %137, %130 ], [ 0, %125 ]
  %133 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i32 %131
  %134 = load i8, i8* %133, align 1, !tbaa !11
  %135 = zext i8 %134 to i32
  %136 = xor i32 %132, %135
  %137 = mul i32 %136, 16777619
  %138 = add nuw nsw i32 %131, 1
  %139 = icmp eq i32 %138, 812
  br i1 %139, label %140, label %130, !llvm.loop !16

140:                                              ; preds = %130
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i32 0, i32 0), i32 noundef %137) #7
  %142 = load i32, i32* @check, align 4, !tbaa !5
  %143 = xor i32 %142, %137
  %144 = mul i32 %143, 16777619
  store i32 %144, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arith16()
  br label %145

145:                                              ; preds = %145, %140
  %146 = phi i32 [ %153, %145 ], [ 0, %140 ]
  %147 = phi i32 [ %152, %145 ], [ 0, %140 ]
  %148 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i32 %146
  %149 = load i8, i8* %148, align 1, !tbaa !11
  %150 = zext i8 %149 to i32
  %151 = xor i32 %147, %150
  %152 = mul i32 %151, 16777619
  %153 = add nuw nsw i32 %146, 1
  %154 = icmp eq i32 %153, 406
  br i1 %154, label %155, label %145, !llvm.loop !16

155:                                              ; preds = %145
  %156 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i32 noundef %152) #7
  %157 = load i32, i32* @check, align 4, !tbaa !5
  %158 = xor i32 %157, %152
  %159 = mul i32 %158, 16777619
  store i32 %159, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arith8()
  br label %160

160:                                              ; preds = %160, %155
  %161 = phi i32 [ %168, %160 ], [ 0, %155 ]
  %162 = phi i32 [ %167, %160 ], [ 0, %155 ]
  %163 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %161
  %164 = load i8, i8* %163, align 1, !tbaa !11
  %165 = zext i8 %164 to i32
  %166 = xor i32 %162, %165
  %167 = mul i32 %166, 16777619
  %168 = add nuw nsw i32 %161, 1
  %169 = icmp eq i32 %168, 203
  br i1 %169, label %170, label %160, !llvm.loop !16

170:                                              ; preds = %160
  %171 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i32 noundef %167) #7
  %172 = load i32, i32* @check, align 4, !tbaa !5
  %173 = xor i32 %172, %167
  %174 = mul i32 %173, 16777619
  store i32 %174, i32* @check, align 4, !tbaa !5
  tail call fastcc void @arith64()
  br label %175

175:                                              ; preds = %175, %170
  %176 = phi i32 [ %183, %175 ], [ 0, %170 ]
  %177 = phi i32 [ %182, %175 ], [ 0, %170 ]
  %178 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i32 %176
  %179 = load i8, i8* %178, align 1, !tbaa !11
  %180 = zext i8 %179 to i32
  %181 = xor i32 %177, %180
  %182 = mul i32 %181, 16777619
  %183 = add nuw nsw i32 %176, 1
  %184 = icmp eq i32 %183, 1624
  br i1 %184, label %185, label %175, !llvm.loop !16

185:                                              ; preds = %175
  %186 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %182) #7
  %187 = load i32, i32* @check, align 4, !tbaa !5
  %188 = xor i32 %187, %182
  %189 = mul i32 %188, 16777619
  store i32 %189, i32* @check, align 4, !tbaa !5
  tail call fastcc void @select32()
  br label %190

190:                                              ; preds = %190, %185
  %191 = phi i32 [ %198, %190 ], [ 0, %185 ]
  %192 = phi i32 [ %197, %190 ], [ 0, %185 ]
  %193 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %191
  %194 = load i8, i8* %193, align 1, !tbaa !11
  %195 = zext i8 %194 to i32
  %196 = xor i32 %192, %195
  %197 = mul i32 %196, 16777619
  %198 = add nuw nsw i32 %191, 1
  %199 = icmp eq i32 %198, 812
  br i1 %199, label %200, label %190, !llvm.loop !16

200:                                              ; preds = %190
  %201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i32 noundef %197) #7
  %202 = load i32, i32* @check, align 4, !tbaa !5
  %203 = xor i32 %202, %197
  %204 = mul i32 %203, 16777619
  store i32 %204, i32* @check, align 4, !tbaa !5
  tail call fastcc void @selectu32()
  br label %205

205:                                              ; preds = %205, %200
  %206 = phi i32 [ %213, %205 ], [ 0, %200 ]
  %207 = phi i32 [ %212, %205 ], [ 0, %200 ]
  %208 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i32 %206
  %209 = load i8, i8* %208, align 1, !tbaa !11
  %210 = zext i8 %209 to i32
  %211 = xor i32 %207, %210
  %212 = mul i32 %211, 16777619
  %213 = add nuw nsw i32 %206, 1
  %214 = icmp eq i32 %213, 812
  br i1 %214, label %215, label %205, !llvm.loop !16

215:                                              ; preds = %205
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i32 0, i32 0), i32 noundef %212) #7
  %217 = load i32, i32* @check, align 4, !tbaa !5
  %218 = xor i32 %217, %212
  %219 = mul i32 %218, 16777619
  store i32 %219, i32* @check, align 4, !tbaa !5
  tail call fastcc void @select8()
  br label %220

220:                                              ; preds = %220, %215
  %221 = phi i32 [ %228, %220 ], [ 0, %215 ]
  %222 = phi i32 [ %227, %220 ], [ 0, %215 ]
  %223 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %221
  %224 = load i8, i8* %223, align 1, !tbaa !11
  %225 = zext i8 %224 to i32
  %226 = xor i32 %222, %225
  %227 = mul i32 %226, 16777619
  %228 = add nuw nsw i32 %221, 1
  %229 = icmp eq i32 %228, 203
  br i1 %229, label %230, label %220, !llvm.loop !16

230:                                              ; preds = %220
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i32 0, i32 0), i32 noundef %227) #7
  %232 = load i32, i32* @check, align 4, !tbaa !5
  %233 = xor i32 %232, %227
  %234 = mul i32 %233, 16777619
  store i32 %234, i32* @check, align 4, !tbaa !5
  tail call fastcc void @selectu8()
  br label %235

235:                                              ; preds = %235, %230
  %236 = phi i32 [ %243, %235 ], [ 0, %230 ]
  %237 = phi i32 [ %242, %235 ], [ 0, %230 ]
  %238 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i32 0, i32 %236
  %239 = load i8, i8* %238, align 1, !tbaa !11
  %240 = zext i8 %239 to i32
  %241 = xor i32 %237, %240
  %242 = mul i32 %241, 16777619
  %243 = add nuw nsw i32 %236, 1
  %244 = icmp eq i32 %243, 203
  br i1 %244, label %245, label %235, !llvm.loop !16

245:                                              ; preds = %235
  %246 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i32 0, i32 0), i32 noundef %242) #7
  %247 = load i32, i32* @check, align 4, !tbaa !5
  %248 = xor i32 %247, %242
  %249 = mul i32 %248, 16777619
  store i32 %249, i32* @check, align 4, !tbaa !5
  tail call fastcc void @select64()
  br label %250

250:                                              ; preds = %250, %245
  %251 = phi i32 [ %258, %250 ], [ 0, %245 ]
  %252 = phi i32 [ %257, %250 ], [ 0, %245 ]
  %253 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i32 %251
  %254 = load i8, i8* %253, align 1, !tbaa !11
  %255 = zext i8 %254 to i32
  %256 = xor i32 %252, %255
  %257 = mul i32 %256, 16777619
  %258 = add nuw nsw i32 %251, 1
  %259 = icmp eq i32 %258, 1624
  br i1 %259, label %260, label %250, !llvm.loop !16

260:                                              ; preds = %250
  %261 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0), i32 noundef %257) #7
  %262 = load i32, i32* @check, align 4, !tbaa !5
  %263 = xor i32 %262, %257
  %264 = mul i32 %263, 16777619
  store i32 %264, i32* @check, align 4, !tbaa !5
  tail call fastcc void @abs32()
  br label %265

265:                                              ; preds = %265, %260
  %266 = phi i32 [ %273, %265 ], [ 0, %260 ]
  %267 = phi i32 [ %272, %265 ], [ 0, %260 ]
  %268 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %266
  %269 = load i8, i8* %268, align 1, !tbaa !11
  %270 = zext i8 %269 to i32
  %271 = xor i32 %267, %270
  %272 = mul i32 %271, 16777619
  %273 = add nuw nsw i32 %266, 1
  %274 = icmp eq i32 %273, 812
  br i1 %274, label %275, label %265, !llvm.loop !16

275:                                              ; preds = %265
  %276 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), i32 noundef %272) #7
  %277 = load i32, i32* @check, align 4, !tbaa !5
  %278 = xor i32 %277, %272
  %279 = mul i32 %278, 16777619
  store i32 %279, i32* @check, align 4, !tbaa !5
  tail call fastcc void @widen()
  br label %280

280:                                              ; preds = %280, %275
  %281 = phi i32 [ %288, %280 ], [ 0, %275 ]
  %282 = phi i32 [ %287, %280 ], [ 0, %275 ]
  %283 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %281
  %284 = load i8, i8* %283, align 1, !tbaa !11
  %285 = zext i8 %284 to i32
  %286 = xor i32 %282, %285
  %287 = mul i32 %286, 16777619
  %288 = add nuw nsw i32 %281, 1
  %289 = icmp eq i32 %288, 812
  br i1 %289, label %290, label %280, !llvm.loop !16

290:                                              ; preds = %280
  %291 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i32 noundef %287) #7
  %292 = load i32, i32* @check, align 4, !tbaa !5
  %293 = xor i32 %292, %287
  %294 = mul i32 %293, 16777619
  store i32 %294, i32* @check, align 4, !tbaa !5
  br label %295

295:                                              ; preds = %295, %290
  %296 = phi i32 [ %303, %295 ], [ 0, %290 ]
  %297 = phi i32 [ %302, %295 ], [ 0, %290 ]
  %298 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i32 %296
  %299 = load i8, i8* %298, align 1, !tbaa !11
  %300 = zext i8 %299 to i32
  %301 = xor i32 %297, %300
  %302 = mul i32 %301, 16777619
  %303 = add nuw nsw i32 %296, 1
  %304 = icmp eq i32 %303, 812
  br i1 %304, label %305, label %295, !llvm.loop !16

305:                                              ; preds = %295
  %306 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), i32 noundef %302) #7
  %307 = load i32, i32* @check, align 4, !tbaa !5
  %308 = xor i32 %307, %302
  %309 = mul i32 %308, 16777619
  store i32 %309, i32* @check, align 4, !tbaa !5
  tail call fastcc void @widen64()
  br label %310

310:                                              ; preds = %310, %305
  %311 = phi i32 [ %318, %310 ], [ 0, %305 ]
  %312 = phi i32 [ %317, %310 ], [ 0, %305 ]
  %313 = getelementptr inbounds i8, i8* bitcast ([203 x i64]* @c64 to i8*), i32 %311
  %314 = load i8, i8* %313, align 1, !tbaa !11
  %315 = zext i8 %314 to i32
  %316 = xor i32 %312, %315
  %317 = mul i32 %316, 16777619
  %318 = add nuw nsw i32 %311, 1
  %319 = icmp eq i32 %318, 1624
  br i1 %319, label %320, label %310, !llvm.loop !16

320:                                              ; preds = %310
  %321 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i32 0, i32 0), i32 noundef %317) #7
  %322 = load i32, i32* @check, align 4, !tbaa !5
  %323 = xor i32 %322, %317
  %324 = mul i32 %323, 16777619
  store i32 %324, i32* @check, align 4, !tbaa !5
  tail call fastcc void @narrow()
  br label %325

325:                                              ; preds = %325, %320
  %326 = phi i32 [ %333, %325 ], [ 0, %320 ]
  %327 = phi i32 [ %332, %325 ], [ 0, %320 ]
  %328 = getelementptr inbounds i8, i8* bitcast ([203 x i16]* @c16 to i8*), i32 %326
  %329 = load i8, i8* %328, align 1, !tbaa !11
  %330 = zext i8 %329 to i32
  %331 = xor i32 %327, %330
  %332 = mul i32 %331, 16777619
  %333 = add nuw nsw i32 %326, 1
  %334 = icmp eq i32 %333, 406
  br i1 %334, label %335, label %325, !llvm.loop !16

335:                                              ; preds = %325
  %336 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), i32 noundef %332) #7
  %337 = load i32, i32* @check, align 4, !tbaa !5
  %338 = xor i32 %337, %332
  %339 = mul i32 %338, 16777619
  store i32 %339, i32* @check, align 4, !tbaa !5
  br label %340

340:                                              ; preds = %340, %335
  %341 = phi i32 [ %348, %340 ], [ 0, %335 ]
  %342 = phi i32 [ %347, %340 ], [ 0, %335 ]
  %343 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %341
  %344 = load i8, i8* %343, align 1, !tbaa !11
  %345 = zext i8 %344 to i32
  %346 = xor i32 %342, %345
  %347 = mul i32 %346, 16777619
  %348 = add nuw nsw i32 %341, 1
  %349 = icmp eq i32 %348, 203
  br i1 %349, label %350, label %340, !llvm.loop !16

350:                                              ; preds = %340
  %351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.23, i32 0, i32 0), i32 noundef %347) #7
  %352 = load i32, i32* @check, align 4, !tbaa !5
  %353 = xor i32 %352, %347
  %354 = mul i32 %353, 16777619
  store i32 %354, i32* @check, align 4, !tbaa !5
  tail call fastcc void @divs()
  br label %355

355:                                              ; preds = %355, %350
  %356 = phi i32 [ %363, %355 ], [ 0, %350 ]
  %357 = phi i32 [ %362, %355 ], [ 0, %350 ]
  %358 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @c32 to i8*), i32 %356
  %359 = load i8, i8* %358, align 1, !tbaa !11
  %360 = zext i8 %359 to i32
  %361 = xor i32 %357, %360
  %362 = mul i32 %361, 16777619
  %363 = add nuw nsw i32 %356, 1
  %364 = icmp eq i32 %363, 812
  br i1 %364, label %365, label %355, !llvm.loop !16

365:                                              ; preds = %355
  %366 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i32 noundef %362) #7
  %367 = load i32, i32* @check, align 4, !tbaa !5
  %368 = xor i32 %367, %362
  %369 = mul i32 %368, 16777619
  store i32 %369, i32* @check, align 4, !tbaa !5
  br label %370

370:                                              ; preds = %370, %365
  %371 = phi i32 [ %378, %370 ], [ 0, %365 ]
  %372 = phi i32 [ %377, %370 ], [ 0, %365 ]
  %373 = getelementptr inbounds i8, i8* bitcast ([203 x i32]* @uc to i8*), i32 %371
  %374 = load i8, i8* %373, align 1, !tbaa !11
  %375 = zext i8 %374 to i32
  %376 = xor i32 %372, %375
  %377 = mul i32 %376, 16777619
  %378 = add nuw nsw i32 %371, 1
  %379 = icmp eq i32 %378, 812
  br i1 %379, label %380, label %370, !llvm.loop !16

380:                                              ; preds = %370
  %381 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i32 0, i32 0), i32 noundef %377) #7
  %382 = load i32, i32* @check, align 4, !tbaa !5
  %383 = xor i32 %382, %377
  %384 = mul i32 %383, 16777619
  store i32 %384, i32* @check, align 4, !tbaa !5
  %385 = tail call fastcc i32 @count()
  %386 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.26, i32 0, i32 0), i32 noundef %385)
  %387 = load i32, i32* @check, align 4, !tbaa !5
  %388 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), i32 noundef %387)
  %389 = load i32, i32* @check, align 4, !tbaa !5
  %390 = and i32 %389, 127
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #7
  ret i32 %390

391:                                              ; preds = %87, %391
  %392 = phi i32 [ %113, %87 ], [ %404, %391 ]
  %393 = phi i32 [ 0, %87 ], [ %405, %391 ]
  %394 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %393
  %395 = tail call fastcc i32 @sum32(i32* noundef nonnull %394, i32 noundef %393)
  %396 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %393
  %397 = tail call fastcc i32 @max32(i32* noundef nonnull %396, i32 noundef %393)
  %398 = add nsw i32 %397, %395
  %399 = shl nuw nsw i32 %393, 1
  %400 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %399
  %401 = tail call fastcc i32 @umin32(i32* noundef nonnull %400, i32 noundef %393)
  %402 = add nsw i32 %398, %401
  %403 = xor i32 %392, %402
  %404 = mul i32 %403, 16777619
  store i32 %404, i32* @check, align 4, !tbaa !5
  %405 = add nuw nsw i32 %393, 1
  %406 = icmp eq i32 %405, 9
  br i1 %406, label %114, label %391, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum32(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = icmp eq i32 %1, 1
  br i1 %5, label %24, label %6

6:                                                ; preds = %4
  %7 = and i32 %1, -2
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i32 [ 0, %6 ], [ %19, %8 ]
  %10 = phi i32 [ 0, %6 ], [ %17, %8 ]
  %11 = phi i32 [ 0, %6 ], [ %18, %8 ]
  %12 = or i32 %9, 1
  %13 = getelementptr inbounds i32, i32* %0, i32 %9
  %14 = getelementptr inbounds i32, i32* %0, i32 %12
  %15 = load i32, i32* %13, align 4, !tbaa !5
  %16 = load i32, i32* %14, align 4, !tbaa !5
  %17 = add i32 %15, %10
  %18 = add i32 %16, %11
  %19 = add nuw i32 %9, 2
  %20 = icmp eq i32 %19, %7
  br i1 %20, label %21, label %8, !llvm.loop !18

21:                                               ; preds = %8
  %22 = add i32 %18, %17
  %23 = icmp eq i32 %7, %1
  br i1 %23, label %27, label %24

24:                                               ; preds = %4, %21
  %25 = phi i32 [ 0, %4 ], [ %7, %21 ]
  %26 = phi i32 [ 0, %4 ], [ %22, %21 ]
  br label %29

27:                                               ; preds = %29, %21, %2
  %28 = phi i32 [ 0, %2 ], [ %22, %21 ], [ %34, %29 ]
  ret i32 %28

29:                                               ; preds = %24, %29
  %30 = phi i32 [ %35, %29 ], [ %25, %24 ]
  %31 = phi i32 [ %34, %29 ], [ %26, %24 ]
  %32 = getelementptr inbounds i32, i32* %0, i32 %30
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = add nsw i32 %33, %31
  %35 = add nuw nsw i32 %30, 1
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %27, label %29, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum16() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %12, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %13, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %5
  %8 = load i16, i16* %6, align 2, !tbaa !9
  %9 = load i16, i16* %7, align 2, !tbaa !9
  %10 = sext i16 %8 to i32
  %11 = sext i16 %9 to i32
  %12 = add i32 %3, %10
  %13 = add i32 %4, %11
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 202
  br i1 %15, label %16, label %1, !llvm.loop !21

16:                                               ; preds = %1
  %17 = add i32 %13, %12
  %18 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i32 0, i32 202), align 2, !tbaa !9
  %19 = sext i16 %18 to i32
  %20 = add nsw i32 %17, %19
  ret i32 %20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum8() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %12, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %13, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %5
  %8 = load i8, i8* %6, align 1, !tbaa !11
  %9 = load i8, i8* %7, align 1, !tbaa !11
  %10 = sext i8 %8 to i32
  %11 = sext i8 %9 to i32
  %12 = add i32 %3, %10
  %13 = add i32 %4, %11
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 202
  br i1 %15, label %16, label %1, !llvm.loop !22

16:                                               ; preds = %1
  %17 = add i32 %13, %12
  %18 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i32 0, i32 202), align 1, !tbaa !11
  %19 = sext i8 %18 to i32
  %20 = add nsw i32 %17, %19
  ret i32 %20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sumu8() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %12, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %13, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %5
  %8 = load i8, i8* %6, align 1, !tbaa !11
  %9 = load i8, i8* %7, align 1, !tbaa !11
  %10 = zext i8 %8 to i32
  %11 = zext i8 %9 to i32
  %12 = add i32 %3, %10
  %13 = add i32 %4, %11
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 202
  br i1 %15, label %16, label %1, !llvm.loop !23

16:                                               ; preds = %1
  %17 = add i32 %13, %12
  %18 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i32 0, i32 202), align 1, !tbaa !11
  %19 = zext i8 %18 to i32
  %20 = add i32 %17, %19
  ret i32 %20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum64() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %12, %1 ]
  %3 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %4 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %5
  %8 = load i64, i64* %6, align 8, !tbaa !12
  %9 = load i64, i64* %7, align 8, !tbaa !12
  %10 = add i64 %8, %3
  %11 = add i64 %9, %4
  %12 = add nuw i32 %2, 2
  %13 = icmp eq i32 %12, 202
  br i1 %13, label %14, label %1, !llvm.loop !24

14:                                               ; preds = %1
  %15 = add i64 %11, %10
  %16 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i32 0, i32 202), align 8, !tbaa !12
  %17 = add nsw i64 %16, %15
  ret i64 %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @max32(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = icmp eq i32 %1, 1
  br i1 %5, label %27, label %6

6:                                                ; preds = %4
  %7 = and i32 %1, -2
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i32 [ 0, %6 ], [ %21, %8 ]
  %10 = phi i32 [ -2147483648, %6 ], [ %19, %8 ]
  %11 = phi i32 [ -2147483648, %6 ], [ %20, %8 ]
  %12 = or i32 %9, 1
  %13 = getelementptr inbounds i32, i32* %0, i32 %9
  %14 = getelementptr inbounds i32, i32* %0, i32 %12
  %15 = load i32, i32* %13, align 4, !tbaa !5
  %16 = load i32, i32* %14, align 4, !tbaa !5
  %17 = icmp sgt i32 %15, %10
  %18 = icmp sgt i32 %16, %11
  %19 = select i1 %17, i32 %15, i32 %10
  %20 = select i1 %18, i32 %16, i32 %11
  %21 = add nuw i32 %9, 2
  %22 = icmp eq i32 %21, %7
  br i1 %22, label %23, label %8, !llvm.loop !25

23:                                               ; preds = %8
  %24 = icmp sgt i32 %19, %20
  %25 = select i1 %24, i32 %19, i32 %20
  %26 = icmp eq i32 %7, %1
  br i1 %26, label %30, label %27

27:                                               ; preds = %4, %23
  %28 = phi i32 [ 0, %4 ], [ %7, %23 ]
  %29 = phi i32 [ -2147483648, %4 ], [ %25, %23 ]
  br label %32

30:                                               ; preds = %32, %23, %2
  %31 = phi i32 [ -2147483648, %2 ], [ %25, %23 ], [ %38, %32 ]
  ret i32 %31

32:                                               ; preds = %27, %32
  %33 = phi i32 [ %39, %32 ], [ %28, %27 ]
  %34 = phi i32 [ %38, %32 ], [ %29, %27 ]
  %35 = getelementptr inbounds i32, i32* %0, i32 %33
  %36 = load i32, i32* %35, align 4, !tbaa !5
  %37 = icmp sgt i32 %36, %34
  %38 = select i1 %37, i32 %36, i32 %34
  %39 = add nuw nsw i32 %33, 1
  %40 = icmp eq i32 %39, %1
  br i1 %40, label %30, label %32, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @min32() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = phi i32 [ 2147483647, %0 ], [ %12, %1 ]
  %4 = phi i32 [ 2147483647, %0 ], [ %13, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %5
  %8 = load i32, i32* %6, align 4, !tbaa !5
  %9 = load i32, i32* %7, align 4, !tbaa !5
  %10 = icmp slt i32 %8, %3
  %11 = icmp slt i32 %9, %4
  %12 = select i1 %10, i32 %8, i32 %3
  %13 = select i1 %11, i32 %9, i32 %4
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 202
  br i1 %15, label %16, label %1, !llvm.loop !27

16:                                               ; preds = %1
  %17 = icmp slt i32 %12, %13
  %18 = select i1 %17, i32 %12, i32 %13
  %19 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i32 0, i32 202), align 4, !tbaa !5
  %20 = icmp slt i32 %19, %18
  %21 = select i1 %20, i32 %19, i32 %18
  ret i32 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @umin32(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = icmp eq i32 %1, 1
  br i1 %5, label %27, label %6

6:                                                ; preds = %4
  %7 = and i32 %1, -2
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i32 [ 0, %6 ], [ %21, %8 ]
  %10 = phi i32 [ -1, %6 ], [ %19, %8 ]
  %11 = phi i32 [ -1, %6 ], [ %20, %8 ]
  %12 = or i32 %9, 1
  %13 = getelementptr inbounds i32, i32* %0, i32 %9
  %14 = getelementptr inbounds i32, i32* %0, i32 %12
  %15 = load i32, i32* %13, align 4, !tbaa !5
  %16 = load i32, i32* %14, align 4, !tbaa !5
  %17 = icmp ult i32 %15, %10
  %18 = icmp ult i32 %16, %11
  %19 = select i1 %17, i32 %15, i32 %10
  %20 = select i1 %18, i32 %16, i32 %11
  %21 = add nuw i32 %9, 2
  %22 = icmp eq i32 %21, %7
  br i1 %22, label %23, label %8, !llvm.loop !28

23:                                               ; preds = %8
  %24 = icmp ult i32 %19, %20
  %25 = select i1 %24, i32 %19, i32 %20
  %26 = icmp eq i32 %7, %1
  br i1 %26, label %30, label %27

27:                                               ; preds = %4, %23
  %28 = phi i32 [ 0, %4 ], [ %7, %23 ]
  %29 = phi i32 [ -1, %4 ], [ %25, %23 ]
  br label %32

30:                                               ; preds = %32, %23, %2
  %31 = phi i32 [ -1, %2 ], [ %25, %23 ], [ %38, %32 ]
  ret i32 %31

32:                                               ; preds = %27, %32
  %33 = phi i32 [ %39, %32 ], [ %28, %27 ]
  %34 = phi i32 [ %38, %32 ], [ %29, %27 ]
  %35 = getelementptr inbounds i32, i32* %0, i32 %33
  %36 = load i32, i32* %35, align 4, !tbaa !5
  %37 = icmp ult i32 %36, %34
  %38 = select i1 %37, i32 %36, i32 %34
  %39 = add nuw nsw i32 %33, 1
  %40 = icmp eq i32 %39, %1
  br i1 %40, label %30, label %32, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @umax32() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %12, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %13, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %5
  %8 = load i32, i32* %6, align 4, !tbaa !5
  %9 = load i32, i32* %7, align 4, !tbaa !5
  %10 = icmp ugt i32 %8, %3
  %11 = icmp ugt i32 %9, %4
  %12 = select i1 %10, i32 %8, i32 %3
  %13 = select i1 %11, i32 %9, i32 %4
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 202
  br i1 %15, label %16, label %1, !llvm.loop !30

16:                                               ; preds = %1
  %17 = icmp ugt i32 %12, %13
  %18 = select i1 %17, i32 %12, i32 %13
  %19 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 202), align 4, !tbaa !5
  %20 = icmp ugt i32 %19, %18
  %21 = select i1 %20, i32 %19, i32 %18
  ret i32 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i16 @max16() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = phi i16 [ -32768, %0 ], [ %12, %1 ]
  %4 = phi i16 [ -32768, %0 ], [ %13, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %5
  %8 = load i16, i16* %6, align 2, !tbaa !9
  %9 = load i16, i16* %7, align 2, !tbaa !9
  %10 = icmp sgt i16 %8, %3
  %11 = icmp sgt i16 %9, %4
  %12 = select i1 %10, i16 %8, i16 %3
  %13 = select i1 %11, i16 %9, i16 %4
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 202
  br i1 %15, label %16, label %1, !llvm.loop !31

16:                                               ; preds = %1
  %17 = icmp sgt i16 %12, %13
  %18 = select i1 %17, i16 %12, i16 %13
  %19 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i32 0, i32 202), align 2, !tbaa !9
  %20 = icmp sgt i16 %19, %18
  %21 = select i1 %20, i16 %19, i16 %18
  ret i16 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i8 @maxu8() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = phi i8 [ 0, %0 ], [ %12, %1 ]
  %4 = phi i8 [ 0, %0 ], [ %13, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %5
  %8 = load i8, i8* %6, align 1, !tbaa !11
  %9 = load i8, i8* %7, align 1, !tbaa !11
  %10 = icmp ugt i8 %8, %3
  %11 = icmp ugt i8 %9, %4
  %12 = select i1 %10, i8 %8, i8 %3
  %13 = select i1 %11, i8 %9, i8 %4
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 202
  br i1 %15, label %16, label %1, !llvm.loop !32

16:                                               ; preds = %1
  %17 = icmp ugt i8 %12, %13
  %18 = select i1 %17, i8 %12, i8 %13
  %19 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i32 0, i32 202), align 1, !tbaa !11
  %20 = icmp ugt i8 %19, %18
  %21 = select i1 %20, i8 %19, i8 %18
  ret i8 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @bits32(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #4 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i32 [ 0, %2 ], [ %26, %3 ]
  %5 = phi i32 [ 0, %2 ], [ %24, %3 ]
  %6 = phi i32 [ 0, %2 ], [ %25, %3 ]
  %7 = phi i32 [ 0, %2 ], [ %22, %3 ]
  %8 = phi i32 [ 0, %2 ], [ %23, %3 ]
  %9 = phi i32 [ -1, %2 ], [ %18, %3 ]
  %10 = phi i32 [ -1, %2 ], [ %19, %3 ]
  %11 = or i32 %4, 1
  %12 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %4
  %13 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %11
  %14 = load i32, i32* %12, align 4, !tbaa !5
  %15 = load i32, i32* %13, align 4, !tbaa !5
  %16 = or i32 %14, -2147483647
  %17 = or i32 %15, -2147483647
  %18 = and i32 %16, %9
  %19 = and i32 %17, %10
  %20 = and i32 %14, 15790320
  %21 = and i32 %15, 15790320
  %22 = or i32 %20, %7
  %23 = or i32 %21, %8
  %24 = xor i32 %14, %5
  %25 = xor i32 %15, %6
  %26 = add nuw i32 %4, 2
  %27 = icmp eq i32 %26, 202
  br i1 %27, label %28, label %3, !llvm.loop !33

28:                                               ; preds = %3
  %29 = xor i32 %25, %24
  %30 = or i32 %23, %22
  %31 = and i32 %19, %18
  %32 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 202), align 4, !tbaa !5
  %33 = or i32 %32, -2147483647
  %34 = and i32 %33, %31
  %35 = and i32 %32, 15790320
  %36 = or i32 %35, %30
  %37 = xor i32 %32, %29
  store i32 %36, i32* %0, align 4, !tbaa !5
  store i32 %37, i32* %1, align 4, !tbaa !5
  ret i32 %34
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @prod32() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = phi i32 [ 1, %0 ], [ %12, %1 ]
  %4 = phi i32 [ 1, %0 ], [ %13, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %5
  %8 = load i32, i32* %6, align 4, !tbaa !5
  %9 = load i32, i32* %7, align 4, !tbaa !5
  %10 = or i32 %8, 1
  %11 = or i32 %9, 1
  %12 = mul i32 %10, %3
  %13 = mul i32 %11, %4
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 202
  br i1 %15, label %16, label %1, !llvm.loop !34

16:                                               ; preds = %1
  %17 = mul i32 %13, %12
  %18 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 202), align 4, !tbaa !5
  %19 = or i32 %18, 1
  %20 = mul i32 %19, %17
  ret i32 %20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %28, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = load i32, i32* %5, align 4, !tbaa !5
  %8 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %2
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %3
  %10 = load i32, i32* %8, align 4, !tbaa !5
  %11 = load i32, i32* %9, align 4, !tbaa !5
  %12 = sub nsw i32 %6, %10
  %13 = sub nsw i32 %7, %11
  %14 = mul nsw i32 %12, 5
  %15 = mul nsw i32 %13, 5
  %16 = ashr i32 %6, 4
  %17 = ashr i32 %7, 4
  %18 = add i32 %6, -8
  %19 = add i32 %7, -8
  %20 = mul i32 %18, %10
  %21 = mul i32 %19, %11
  %22 = add i32 %20, %16
  %23 = add i32 %21, %17
  %24 = add i32 %22, %14
  %25 = add i32 %23, %15
  %26 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %2
  %27 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %3
  store i32 %24, i32* %26, align 4, !tbaa !5
  store i32 %25, i32* %27, align 4, !tbaa !5
  %28 = add nuw i32 %2, 2
  %29 = icmp eq i32 %28, 202
  br i1 %29, label %30, label %1, !llvm.loop !35

30:                                               ; preds = %1
  %31 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 202), align 4, !tbaa !5
  %32 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i32 0, i32 202), align 4, !tbaa !5
  %33 = sub nsw i32 %31, %32
  %34 = mul nsw i32 %33, 5
  %35 = ashr i32 %31, 4
  %36 = add i32 %31, -8
  %37 = mul i32 %36, %32
  %38 = add i32 %37, %35
  %39 = add i32 %38, %34
  store i32 %39, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i32 0, i32 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arithu32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %32, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %3
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = load i32, i32* %5, align 4, !tbaa !5
  %8 = lshr i32 %6, 7
  %9 = lshr i32 %7, 7
  %10 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i32 0, i32 %2
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i32 0, i32 %3
  %12 = load i32, i32* %10, align 4, !tbaa !5
  %13 = load i32, i32* %11, align 4, !tbaa !5
  %14 = shl i32 %12, 11
  %15 = shl i32 %13, 11
  %16 = xor i32 %14, %8
  %17 = xor i32 %15, %9
  %18 = and i32 %12, 31
  %19 = and i32 %13, 31
  %20 = lshr i32 %6, %18
  %21 = lshr i32 %7, %19
  %22 = and i32 %6, 15
  %23 = and i32 %7, 15
  %24 = shl i32 %12, %22
  %25 = shl i32 %13, %23
  %26 = xor i32 %16, %24
  %27 = xor i32 %17, %25
  %28 = xor i32 %26, %20
  %29 = xor i32 %27, %21
  %30 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %2
  %31 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %3
  store i32 %28, i32* %30, align 4, !tbaa !5
  store i32 %29, i32* %31, align 4, !tbaa !5
  %32 = add nuw i32 %2, 2
  %33 = icmp eq i32 %32, 202
  br i1 %33, label %34, label %1, !llvm.loop !36

34:                                               ; preds = %1
  %35 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 202), align 4, !tbaa !5
  %36 = lshr i32 %35, 7
  %37 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i32 0, i32 202), align 4, !tbaa !5
  %38 = shl i32 %37, 11
  %39 = xor i32 %38, %36
  %40 = and i32 %37, 31
  %41 = lshr i32 %35, %40
  %42 = and i32 %35, 15
  %43 = shl i32 %37, %42
  %44 = xor i32 %39, %43
  %45 = xor i32 %44, %41
  store i32 %45, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i32 0, i32 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith16() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %22, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %3
  %6 = load i16, i16* %4, align 2, !tbaa !9
  %7 = load i16, i16* %5, align 2, !tbaa !9
  %8 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i32 0, i32 %2
  %9 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i32 0, i32 %3
  %10 = load i16, i16* %8, align 2, !tbaa !9
  %11 = load i16, i16* %9, align 2, !tbaa !9
  %12 = ashr i16 %6, 3
  %13 = ashr i16 %7, 3
  %14 = add i16 %6, -4
  %15 = add i16 %7, -4
  %16 = mul i16 %14, %10
  %17 = mul i16 %15, %11
  %18 = add i16 %16, %12
  %19 = add i16 %17, %13
  %20 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i32 0, i32 %2
  %21 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i32 0, i32 %3
  store i16 %18, i16* %20, align 2, !tbaa !9
  store i16 %19, i16* %21, align 2, !tbaa !9
  %22 = add nuw i32 %2, 2
  %23 = icmp eq i32 %22, 202
  br i1 %23, label %24, label %1, !llvm.loop !37

24:                                               ; preds = %1
  %25 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i32 0, i32 202), align 2, !tbaa !9
  %26 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i32 0, i32 202), align 2, !tbaa !9
  %27 = ashr i16 %25, 3
  %28 = add i16 %25, -4
  %29 = mul i16 %28, %26
  %30 = add i16 %29, %27
  store i16 %30, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i32 0, i32 202), align 2, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @arith8() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %22, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %3
  %6 = load i8, i8* %4, align 1, !tbaa !11
  %7 = load i8, i8* %5, align 1, !tbaa !11
  %8 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i32 0, i32 %2
  %9 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i32 0, i32 %3
  %10 = load i8, i8* %8, align 1, !tbaa !11
  %11 = load i8, i8* %9, align 1, !tbaa !11
  %12 = mul i8 %10, %6
  %13 = mul i8 %11, %7
  %14 = add i8 %12, %6
  %15 = add i8 %13, %7
  %16 = ashr i8 %10, 1
  %17 = ashr i8 %11, 1
  %18 = sub i8 %14, %16
  %19 = sub i8 %15, %17
  %20 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %2
  %21 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %3
  store i8 %18, i8* %20, align 1, !tbaa !11
  store i8 %19, i8* %21, align 1, !tbaa !11
  %22 = add nuw i32 %2, 2
  %23 = icmp eq i32 %22, 202
  br i1 %23, label %24, label %1, !llvm.loop !38

24:                                               ; preds = %1
  %25 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i32 0, i32 202), align 1, !tbaa !11
  %26 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i32 0, i32 202), align 1, !tbaa !11
  %27 = mul i8 %26, %25
  %28 = add i8 %27, %25
  %29 = ashr i8 %26, 1
  %30 = sub i8 %28, %29
  store i8 %30, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i32 0, i32 202), align 1, !tbaa !11
  ret void
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
  br i1 %16, label %1, label %2, !llvm.loop !39
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %26, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = load i32, i32* %5, align 4, !tbaa !5
  %8 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %2
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %3
  %10 = load i32, i32* %8, align 4, !tbaa !5
  %11 = load i32, i32* %9, align 4, !tbaa !5
  %12 = icmp sgt i32 %6, %10
  %13 = icmp sgt i32 %7, %11
  %14 = sub nsw i32 %6, %10
  %15 = sub nsw i32 %7, %11
  %16 = icmp eq i32 %6, %10
  %17 = icmp eq i32 %7, %11
  %18 = add nsw i32 %10, 1
  %19 = add nsw i32 %11, 1
  %20 = select i1 %16, i32 7, i32 %18
  %21 = select i1 %17, i32 7, i32 %19
  %22 = select i1 %12, i32 %14, i32 %20
  %23 = select i1 %13, i32 %15, i32 %21
  %24 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %2
  %25 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %3
  store i32 %22, i32* %24, align 4, !tbaa !5
  store i32 %23, i32* %25, align 4, !tbaa !5
  %26 = add nuw i32 %2, 2
  %27 = icmp eq i32 %26, 202
  br i1 %27, label %28, label %1, !llvm.loop !40

28:                                               ; preds = %1
  %29 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 202), align 4, !tbaa !5
  %30 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i32 0, i32 202), align 4, !tbaa !5
  %31 = icmp sgt i32 %29, %30
  %32 = sub nsw i32 %29, %30
  %33 = icmp eq i32 %29, %30
  %34 = add nsw i32 %30, 1
  %35 = select i1 %33, i32 7, i32 %34
  %36 = select i1 %31, i32 %32, i32 %35
  store i32 %36, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i32 0, i32 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @selectu32() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %28, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %3
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = load i32, i32* %5, align 4, !tbaa !5
  %8 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i32 0, i32 %2
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i32 0, i32 %3
  %10 = load i32, i32* %8, align 4, !tbaa !5
  %11 = load i32, i32* %9, align 4, !tbaa !5
  %12 = icmp ugt i32 %10, %6
  %13 = icmp ugt i32 %11, %7
  %14 = lshr i32 %10, 2
  %15 = lshr i32 %11, 2
  %16 = mul nuw i32 %14, 3
  %17 = mul nuw i32 %15, 3
  %18 = icmp ult i32 %6, %16
  %19 = icmp ult i32 %7, %17
  %20 = select i1 %18, i32 0, i32 %6
  %21 = select i1 %19, i32 0, i32 %7
  %22 = sub i32 %10, %6
  %23 = sub i32 %11, %7
  %24 = select i1 %12, i32 %22, i32 %20
  %25 = select i1 %13, i32 %23, i32 %21
  %26 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %2
  %27 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %3
  store i32 %24, i32* %26, align 4, !tbaa !5
  store i32 %25, i32* %27, align 4, !tbaa !5
  %28 = add nuw i32 %2, 2
  %29 = icmp eq i32 %28, 202
  br i1 %29, label %30, label %1, !llvm.loop !41

30:                                               ; preds = %1
  %31 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 202), align 4, !tbaa !5
  %32 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i32 0, i32 202), align 4, !tbaa !5
  %33 = icmp ugt i32 %32, %31
  br i1 %33, label %34, label %36

34:                                               ; preds = %30
  %35 = sub i32 %32, %31
  br label %41

36:                                               ; preds = %30
  %37 = lshr i32 %32, 2
  %38 = mul nuw i32 %37, 3
  %39 = icmp ult i32 %31, %38
  %40 = select i1 %39, i32 0, i32 %31
  br label %41

41:                                               ; preds = %36, %34
  %42 = phi i32 [ %35, %34 ], [ %40, %36 ]
  store i32 %42, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i32 0, i32 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select8() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %20, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %3
  %6 = load i8, i8* %4, align 1, !tbaa !11
  %7 = load i8, i8* %5, align 1, !tbaa !11
  %8 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i32 0, i32 %2
  %9 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i32 0, i32 %3
  %10 = load i8, i8* %8, align 1, !tbaa !11
  %11 = load i8, i8* %9, align 1, !tbaa !11
  %12 = icmp slt i8 %6, %10
  %13 = icmp slt i8 %7, %11
  %14 = xor i8 %10, 85
  %15 = xor i8 %11, 85
  %16 = select i1 %12, i8 %6, i8 %14
  %17 = select i1 %13, i8 %7, i8 %15
  %18 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %2
  %19 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %3
  store i8 %16, i8* %18, align 1, !tbaa !11
  store i8 %17, i8* %19, align 1, !tbaa !11
  %20 = add nuw i32 %2, 2
  %21 = icmp eq i32 %20, 202
  br i1 %21, label %22, label %1, !llvm.loop !42

22:                                               ; preds = %1
  %23 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i32 0, i32 202), align 1, !tbaa !11
  %24 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i32 0, i32 202), align 1, !tbaa !11
  %25 = icmp slt i8 %23, %24
  %26 = xor i8 %24, 85
  %27 = select i1 %25, i8 %23, i8 %26
  store i8 %27, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i32 0, i32 202), align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @selectu8() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %26, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %3
  %6 = load i8, i8* %4, align 1, !tbaa !11
  %7 = load i8, i8* %5, align 1, !tbaa !11
  %8 = zext i8 %6 to i32
  %9 = zext i8 %7 to i32
  %10 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i32 0, i32 %2
  %11 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i32 0, i32 %3
  %12 = load i8, i8* %10, align 1, !tbaa !11
  %13 = load i8, i8* %11, align 1, !tbaa !11
  %14 = zext i8 %12 to i32
  %15 = zext i8 %13 to i32
  %16 = add nuw nsw i32 %14, %8
  %17 = add nuw nsw i32 %15, %9
  %18 = icmp ult i32 %16, 255
  %19 = icmp ult i32 %17, 255
  %20 = select i1 %18, i32 %16, i32 255
  %21 = select i1 %19, i32 %17, i32 255
  %22 = trunc i32 %20 to i8
  %23 = trunc i32 %21 to i8
  %24 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i32 0, i32 %2
  %25 = getelementptr inbounds [203 x i8], [203 x i8]* @u8c, i32 0, i32 %3
  store i8 %22, i8* %24, align 1, !tbaa !11
  store i8 %23, i8* %25, align 1, !tbaa !11
  %26 = add nuw i32 %2, 2
  %27 = icmp eq i32 %26, 202
  br i1 %27, label %28, label %1, !llvm.loop !43

28:                                               ; preds = %1
  %29 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i32 0, i32 202), align 1, !tbaa !11
  %30 = zext i8 %29 to i32
  %31 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i32 0, i32 202), align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = add nuw nsw i32 %32, %30
  %34 = icmp ult i32 %33, 255
  %35 = select i1 %34, i32 %33, i32 255
  %36 = trunc i32 %35 to i8
  store i8 %36, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i32 0, i32 202), align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @select64() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %24, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %3
  %6 = load i64, i64* %4, align 8, !tbaa !12
  %7 = load i64, i64* %5, align 8, !tbaa !12
  %8 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i32 0, i32 %2
  %9 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i32 0, i32 %3
  %10 = load i64, i64* %8, align 8, !tbaa !12
  %11 = load i64, i64* %9, align 8, !tbaa !12
  %12 = icmp sgt i64 %6, %10
  %13 = icmp sgt i64 %7, %11
  %14 = icmp eq i64 %6, %10
  %15 = icmp eq i64 %7, %11
  %16 = add nsw i64 %10, -3
  %17 = add nsw i64 %11, -3
  %18 = select i1 %14, i64 1, i64 %16
  %19 = select i1 %15, i64 1, i64 %17
  %20 = select i1 %12, i64 %6, i64 %18
  %21 = select i1 %13, i64 %7, i64 %19
  %22 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i32 0, i32 %2
  %23 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i32 0, i32 %3
  store i64 %20, i64* %22, align 8, !tbaa !12
  store i64 %21, i64* %23, align 8, !tbaa !12
  %24 = add nuw i32 %2, 2
  %25 = icmp eq i32 %24, 202
  br i1 %25, label %26, label %1, !llvm.loop !44

26:                                               ; preds = %1
  %27 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i32 0, i32 202), align 8, !tbaa !12
  %28 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i32 0, i32 202), align 8, !tbaa !12
  %29 = icmp sgt i64 %27, %28
  %30 = icmp eq i64 %27, %28
  %31 = add nsw i64 %28, -3
  %32 = select i1 %30, i64 1, i64 %31
  %33 = select i1 %29, i64 %27, i64 %32
  store i64 %33, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i32 0, i32 202), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @abs32() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %12, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = load i32, i32* %5, align 4, !tbaa !5
  %8 = call i32 @llvm.abs.i32(i32 %6, i1 true)
  %9 = call i32 @llvm.abs.i32(i32 %7, i1 true)
  %10 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %2
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %3
  store i32 %8, i32* %10, align 4, !tbaa !5
  store i32 %9, i32* %11, align 4, !tbaa !5
  %12 = add nuw i32 %2, 2
  %13 = icmp eq i32 %12, 202
  br i1 %13, label %14, label %1, !llvm.loop !45

14:                                               ; preds = %1
  %15 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 202), align 4, !tbaa !5
  %16 = tail call i32 @llvm.abs.i32(i32 %15, i1 true)
  store i32 %16, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i32 0, i32 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %20, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %3
  %6 = load i16, i16* %4, align 2, !tbaa !9
  %7 = load i16, i16* %5, align 2, !tbaa !9
  %8 = sext i16 %6 to i32
  %9 = sext i16 %7 to i32
  %10 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %2
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @c32, i32 0, i32 %3
  store i32 %8, i32* %10, align 4, !tbaa !5
  store i32 %9, i32* %11, align 4, !tbaa !5
  %12 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %2
  %13 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %3
  %14 = load i8, i8* %12, align 1, !tbaa !11
  %15 = load i8, i8* %13, align 1, !tbaa !11
  %16 = zext i8 %14 to i32
  %17 = zext i8 %15 to i32
  %18 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %2
  %19 = getelementptr inbounds [203 x i32], [203 x i32]* @uc, i32 0, i32 %3
  store i32 %16, i32* %18, align 4, !tbaa !5
  store i32 %17, i32* %19, align 4, !tbaa !5
  %20 = add nuw i32 %2, 2
  %21 = icmp eq i32 %20, 202
  br i1 %21, label %22, label %1, !llvm.loop !46

22:                                               ; preds = %1
  %23 = load i16, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i32 0, i32 202), align 2, !tbaa !9
  %24 = sext i16 %23 to i32
  store i32 %24, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i32 0, i32 202), align 4, !tbaa !5
  %25 = load i8, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i32 0, i32 202), align 1, !tbaa !11
  %26 = zext i8 %25 to i32
  store i32 %26, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i32 0, i32 202), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @widen64() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = load i32, i32* %5, align 4, !tbaa !5
  %8 = sext i32 %6 to i64
  %9 = sext i32 %7 to i64
  %10 = mul nsw i64 %8, 3
  %11 = mul nsw i64 %9, 3
  %12 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i32 0, i32 %2
  %13 = getelementptr inbounds [203 x i64], [203 x i64]* @c64, i32 0, i32 %3
  store i64 %10, i64* %12, align 8, !tbaa !12
  store i64 %11, i64* %13, align 8, !tbaa !12
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 202
  br i1 %15, label %16, label %1, !llvm.loop !47

16:                                               ; preds = %1
  %17 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 202), align 4, !tbaa !5
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %18, 3
  store i64 %19, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i32 0, i32 202), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @narrow() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %20, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %2
  %5 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %3
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = load i32, i32* %5, align 4, !tbaa !5
  %8 = trunc i32 %6 to i16
  %9 = trunc i32 %7 to i16
  %10 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i32 0, i32 %2
  %11 = getelementptr inbounds [203 x i16], [203 x i16]* @c16, i32 0, i32 %3
  store i16 %8, i16* %10, align 2, !tbaa !9
  store i16 %9, i16* %11, align 2, !tbaa !9
  %12 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %2
  %13 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %3
  %14 = load i64, i64* %12, align 8, !tbaa !12
  %15 = load i64, i64* %13, align 8, !tbaa !12
  %16 = trunc i64 %14 to i8
  %17 = trunc i64 %15 to i8
  %18 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %2
  %19 = getelementptr inbounds [203 x i8], [203 x i8]* @c8, i32 0, i32 %3
  store i8 %16, i8* %18, align 1, !tbaa !11
  store i8 %17, i8* %19, align 1, !tbaa !11
  %20 = add nuw i32 %2, 2
  %21 = icmp eq i32 %20, 202
  br i1 %21, label %22, label %1, !llvm.loop !48

22:                                               ; preds = %1
  %23 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 202), align 4, !tbaa !5
  %24 = trunc i32 %23 to i16
  store i16 %24, i16* getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i32 0, i32 202), align 2, !tbaa !9
  %25 = load i64, i64* getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i32 0, i32 202), align 8, !tbaa !12
  %26 = trunc i64 %25 to i8
  store i8 %26, i8* getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i32 0, i32 202), align 1, !tbaa !11
  ret void
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
  br i1 %15, label %1, label %2, !llvm.loop !49
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @count() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %20, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %18, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %19, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %2
  %7 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %5
  %8 = load i32, i32* %6, align 4, !tbaa !5
  %9 = load i32, i32* %7, align 4, !tbaa !5
  %10 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %2
  %11 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %5
  %12 = load i32, i32* %10, align 4, !tbaa !5
  %13 = load i32, i32* %11, align 4, !tbaa !5
  %14 = icmp sgt i32 %8, %12
  %15 = icmp sgt i32 %9, %13
  %16 = zext i1 %14 to i32
  %17 = zext i1 %15 to i32
  %18 = add i32 %3, %16
  %19 = add i32 %4, %17
  %20 = add nuw i32 %2, 2
  %21 = icmp eq i32 %20, 202
  br i1 %21, label %22, label %1, !llvm.loop !50

22:                                               ; preds = %1
  %23 = add i32 %19, %18
  %24 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 202), align 4, !tbaa !5
  %25 = load i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i32 0, i32 202), align 4, !tbaa !5
  %26 = icmp sgt i32 %24, %25
  %27 = zext i1 %26 to i32
  %28 = add nuw nsw i32 %23, %27
  ret i32 %28
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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !15, !19}
!21 = distinct !{!21, !15, !19}
!22 = distinct !{!22, !15, !19}
!23 = distinct !{!23, !15, !19}
!24 = distinct !{!24, !15, !19}
!25 = distinct !{!25, !15, !19}
!26 = distinct !{!26, !15, !19}
!27 = distinct !{!27, !15, !19}
!28 = distinct !{!28, !15, !19}
!29 = distinct !{!29, !15, !19}
!30 = distinct !{!30, !15, !19}
!31 = distinct !{!31, !15, !19}
!32 = distinct !{!32, !15, !19}
!33 = distinct !{!33, !15, !19}
!34 = distinct !{!34, !15, !19}
!35 = distinct !{!35, !15, !19}
!36 = distinct !{!36, !15, !19}
!37 = distinct !{!37, !15, !19}
!38 = distinct !{!38, !15, !19}
!39 = distinct !{!39, !15}
!40 = distinct !{!40, !15, !19}
!41 = distinct !{!41, !15, !19}
!42 = distinct !{!42, !15, !19}
!43 = distinct !{!43, !15, !19}
!44 = distinct !{!44, !15, !19}
!45 = distinct !{!45, !15, !19}
!46 = distinct !{!46, !15, !19}
!47 = distinct !{!47, !15, !19}
!48 = distinct !{!48, !15, !19}
!49 = distinct !{!49, !15}
!50 = distinct !{!50, !15, !19}
