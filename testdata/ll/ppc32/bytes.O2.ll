; ModuleID = 'c/bytes.c'
source_filename = "c/bytes.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@buf = internal global [64 x i8] zeroinitializer, align 1
@vbuf = internal global [8 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [33 x i8] c"be16 %d be32 %u le16 %u le32 %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"be64 %llu le64 %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"walk %u header %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"store_between %d volatile %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [33 x i8] c"shuffled %u gapped %u reused %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"put %u %u %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"put_then_read %d \00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"cells %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i16, align 2
  %2 = alloca [16 x i8], align 1
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %9, %3 ]
  %5 = trunc i32 %4 to i8
  %6 = mul i8 %5, 37
  %7 = add i8 %6, 11
  %8 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i32 0, i32 %4
  store i8 %7, i8* %8, align 1, !tbaa !5
  %9 = add nuw nsw i32 %4, 1
  %10 = icmp eq i32 %9, 64
  br i1 %10, label %11, label %3, !llvm.loop !8

11:                                               ; preds = %3
  store volatile i8 -16, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 0), align 1, !tbaa !5
  store volatile i8 -25, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 1), align 1, !tbaa !5
  store volatile i8 -34, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 2), align 1, !tbaa !5
  store volatile i8 -43, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 3), align 1, !tbaa !5
  store volatile i8 -52, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 4), align 1, !tbaa !5
  store volatile i8 -61, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 5), align 1, !tbaa !5
  store volatile i8 -70, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 6), align 1, !tbaa !5
  store volatile i8 -79, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 7), align 1, !tbaa !5
  %12 = load i32, i32* @check, align 4, !tbaa !10
  br label %236

13:                                               ; preds = %236
  %14 = tail call fastcc i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 5))
  %15 = tail call fastcc i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 9))
  %16 = tail call fastcc zeroext i16 @le16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 3))
  %17 = zext i16 %16 to i32
  %18 = tail call fastcc i32 @le32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 17))
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i32 0, i32 0), i32 noundef %14, i32 noundef %15, i32 noundef %17, i32 noundef %18)
  %20 = tail call fastcc i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 1))
  %21 = tail call fastcc i64 @le64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 30))
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i64 noundef %20, i64 noundef %21)
  %23 = tail call fastcc i32 @walk(i32 noundef 20)
  %24 = tail call fastcc i32 @header_sum()
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i32 0, i32 0), i32 noundef %23, i32 noundef %24)
  %26 = bitcast i16* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %26) #10
  store i16 4660, i16* %1, align 2
  %27 = call fastcc i32 @store_between(i8* noundef nonnull %26)
  %28 = tail call fastcc i32 @from_volatile()
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i32 0, i32 0), i32 noundef %27, i32 noundef %28)
  %30 = tail call fastcc i32 @shuffled(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 7))
  %31 = tail call fastcc i32 @gapped(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 40))
  %32 = tail call fastcc i32 @reused(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 2))
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.4, i32 0, i32 0), i32 noundef %30, i32 noundef %31, i32 noundef %32)
  %34 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %34) #10
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(16) %34, i8 0, i32 16, i1 false)
  %35 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 1
  %36 = tail call fastcc i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 11))
  call fastcc void @put16(i8* noundef nonnull %35, i32 noundef %36)
  %37 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 4
  %38 = tail call fastcc i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 20))
  call fastcc void @put32(i8* noundef nonnull %37, i32 noundef %38)
  %39 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 8
  %40 = tail call fastcc i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 3))
  call fastcc void @putle64(i8* noundef nonnull %39, i64 noundef %40)
  %41 = load i32, i32* @check, align 4, !tbaa !10
  %42 = load i8, i8* %34, align 1, !tbaa !5
  %43 = zext i8 %42 to i32
  %44 = xor i32 %41, %43
  %45 = mul i32 %44, -62244025
  %46 = load i8, i8* %35, align 1, !tbaa !5
  %47 = zext i8 %46 to i32
  %48 = or i32 %47, 256
  %49 = xor i32 %48, %45
  %50 = mul i32 %49, -62244025
  %51 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 2
  %52 = load i8, i8* %51, align 1, !tbaa !5
  %53 = zext i8 %52 to i32
  %54 = or i32 %53, 512
  %55 = xor i32 %54, %50
  %56 = mul i32 %55, -62244025
  %57 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 3
  %58 = load i8, i8* %57, align 1, !tbaa !5
  %59 = zext i8 %58 to i32
  %60 = or i32 %59, 768
  %61 = xor i32 %60, %56
  %62 = mul i32 %61, -62244025
  %63 = load i8, i8* %37, align 1, !tbaa !5
  %64 = zext i8 %63 to i32
  %65 = or i32 %64, 1024
  %66 = xor i32 %65, %62
  %67 = mul i32 %66, -62244025
  %68 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 5
  %69 = load i8, i8* %68, align 1, !tbaa !5
  %70 = zext i8 %69 to i32
  %71 = or i32 %70, 1280
  %72 = xor i32 %71, %67
  %73 = mul i32 %72, -62244025
  %74 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 6
  %75 = load i8, i8* %74, align 1, !tbaa !5
  %76 = zext i8 %75 to i32
  %77 = or i32 %76, 1536
  %78 = xor i32 %77, %73
  %79 = mul i32 %78, -62244025
  %80 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 7
  %81 = load i8, i8* %80, align 1, !tbaa !5
  %82 = zext i8 %81 to i32
  %83 = or i32 %82, 1792
  %84 = xor i32 %83, %79
  %85 = mul i32 %84, -62244025
  %86 = load i8, i8* %39, align 1, !tbaa !5
  %87 = zext i8 %86 to i32
  %88 = or i32 %87, 2048
  %89 = xor i32 %88, %85
  %90 = mul i32 %89, -62244025
  %91 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 9
  %92 = load i8, i8* %91, align 1, !tbaa !5
  %93 = zext i8 %92 to i32
  %94 = or i32 %93, 2304
  %95 = xor i32 %94, %90
  %96 = mul i32 %95, -62244025
  %97 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 10
  %98 = load i8, i8* %97, align 1, !tbaa !5
  %99 = zext i8 %98 to i32
  %100 = or i32 %99, 2560
  %101 = xor i32 %100, %96
  %102 = mul i32 %101, -62244025
  %103 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 11
  %104 = load i8, i8* %103, align 1, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = or i32 %105, 2816
  %107 = xor i32 %106, %102
  %108 = mul i32 %107, -62244025
  %109 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 12
  %110 = load i8, i8* %109, align 1, !tbaa !5
  %111 = zext i8 %110 to i32
  %112 = or i32 %111, 3072
  %113 = xor i32 %112, %108
  %114 = mul i32 %113, -62244025
  %115 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 13
  %116 = load i8, i8* %115, align 1, !tbaa !5
  %117 = zext i8 %116 to i32
  %118 = or i32 %117, 3328
  %119 = xor i32 %118, %114
  %120 = mul i32 %119, -62244025
  %121 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 14
  %122 = load i8, i8* %121, align 1, !tbaa !5
  %123 = zext i8 %122 to i32
  %124 = or i32 %123, 3584
  %125 = xor i32 %124, %120
  %126 = mul i32 %125, -62244025
  %127 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 15
  %128 = load i8, i8* %127, align 1, !tbaa !5
  %129 = zext i8 %128 to i32
  %130 = or i32 %129, 3840
  %131 = xor i32 %130, %126
  %132 = mul i32 %131, -62244025
  store i32 %132, i32* @check, align 4, !tbaa !10
  %133 = call fastcc i32 @be32(i8* noundef nonnull %37)
  %134 = call fastcc zeroext i16 @le16(i8* noundef nonnull %35)
  %135 = zext i16 %134 to i32
  %136 = call fastcc i64 @le64(i8* noundef nonnull %39)
  %137 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0), i32 noundef %133, i32 noundef %135, i64 noundef %136)
  store i8 9, i8* %57, align 1, !tbaa !5
  %138 = tail call fastcc i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 40))
  %139 = call fastcc i32 @put_then_read(i8* noundef nonnull %34, i32 noundef %138), !range !12
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i32 0, i32 0), i32 noundef %139)
  %141 = tail call fastcc i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 50))
  %142 = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 9), align 1, !tbaa !5
  %143 = zext i8 %142 to i32
  call fastcc void @put_two(i8* noundef nonnull %74, i32 noundef %141, i32 noundef %143)
  %144 = load i8, i8* %34, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = load i8, i8* %35, align 1, !tbaa !5
  %147 = zext i8 %146 to i32
  %148 = call fastcc i32 @be16(i8* noundef nonnull %74)
  %149 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i32 0, i32 0), i32 noundef %145, i32 noundef %147, i32 noundef %148)
  tail call fastcc void @shift_cells()
  call fastcc void @put_magic(i8* noundef nonnull %57)
  %150 = load i32, i32* @check, align 4, !tbaa !10
  %151 = load i8, i8* %34, align 1, !tbaa !5
  %152 = zext i8 %151 to i32
  %153 = xor i32 %150, %152
  %154 = mul i32 %153, -62244025
  %155 = load i8, i8* %35, align 1, !tbaa !5
  %156 = zext i8 %155 to i32
  %157 = or i32 %156, 256
  %158 = xor i32 %157, %154
  %159 = mul i32 %158, -62244025
  %160 = load i8, i8* %51, align 1, !tbaa !5
  %161 = zext i8 %160 to i32
  %162 = or i32 %161, 512
  %163 = xor i32 %162, %159
  %164 = mul i32 %163, -62244025
  %165 = load i8, i8* %57, align 1, !tbaa !5
  %166 = zext i8 %165 to i32
  %167 = or i32 %166, 768
  %168 = xor i32 %167, %164
  %169 = mul i32 %168, -62244025
  %170 = load i8, i8* %37, align 1, !tbaa !5
  %171 = zext i8 %170 to i32
  %172 = or i32 %171, 1024
  %173 = xor i32 %172, %169
  %174 = mul i32 %173, -62244025
  %175 = load i8, i8* %68, align 1, !tbaa !5
  %176 = zext i8 %175 to i32
  %177 = or i32 %176, 1280
  %178 = xor i32 %177, %174
  %179 = mul i32 %178, -62244025
  %180 = load i8, i8* %74, align 1, !tbaa !5
  %181 = zext i8 %180 to i32
  %182 = or i32 %181, 1536
  %183 = xor i32 %182, %179
  %184 = mul i32 %183, -62244025
  %185 = load i8, i8* %80, align 1, !tbaa !5
  %186 = zext i8 %185 to i32
  %187 = or i32 %186, 1792
  %188 = xor i32 %187, %184
  %189 = mul i32 %188, -62244025
  %190 = load i8, i8* %39, align 1, !tbaa !5
  %191 = zext i8 %190 to i32
  %192 = or i32 %191, 2048
  %193 = xor i32 %192, %189
  %194 = mul i32 %193, -62244025
  %195 = load i8, i8* %91, align 1, !tbaa !5
  %196 = zext i8 %195 to i32
  %197 = or i32 %196, 2304
  %198 = xor i32 %197, %194
  %199 = mul i32 %198, -62244025
  %200 = load i8, i8* %97, align 1, !tbaa !5
  %201 = zext i8 %200 to i32
  %202 = or i32 %201, 2560
  %203 = xor i32 %202, %199
  %204 = mul i32 %203, -62244025
  %205 = load i8, i8* %103, align 1, !tbaa !5
  %206 = zext i8 %205 to i32
  %207 = or i32 %206, 2816
  %208 = xor i32 %207, %204
  %209 = mul i32 %208, -62244025
  %210 = load i8, i8* %109, align 1, !tbaa !5
  %211 = zext i8 %210 to i32
  %212 = or i32 %211, 3072
  %213 = xor i32 %212, %209
  %214 = mul i32 %213, -62244025
  %215 = load i8, i8* %115, align 1, !tbaa !5
  %216 = zext i8 %215 to i32
  %217 = or i32 %216, 3328
  %218 = xor i32 %217, %214
  %219 = mul i32 %218, -62244025
  %220 = load i8, i8* %121, align 1, !tbaa !5
  %221 = zext i8 %220 to i32
  %222 = or i32 %221, 3584
  %223 = xor i32 %222, %219
  %224 = mul i32 %223, -62244025
  %225 = load i8, i8* %127, align 1, !tbaa !5
  %226 = zext i8 %225 to i32
  %227 = or i32 %226, 3840
  %228 = xor i32 %227, %224
  %229 = mul i32 %228, -62244025
  store i32 %229, i32* @check, align 4, !tbaa !10
  %230 = tail call fastcc i32 @walk(i32 noundef 12)
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef %230)
  %232 = load i32, i32* @check, align 4, !tbaa !10
  %233 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i32 0, i32 0), i32 noundef %232)
  %234 = load i32, i32* @check, align 4, !tbaa !10
  %235 = and i32 %234, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %34) #10
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %26) #10
  ret i32 %235

236:                                              ; preds = %11, %236
  %237 = phi i32 [ %280, %236 ], [ %12, %11 ]
  %238 = phi i32 [ %281, %236 ], [ 0, %11 ]
  %239 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i32 0, i32 %238
  %240 = tail call fastcc i32 @be16(i8* noundef nonnull %239)
  %241 = xor i32 %237, %240
  %242 = mul i32 %241, -1640531535
  %243 = ashr i32 %240, 31
  %244 = xor i32 %242, %243
  %245 = mul i32 %244, -2048144777
  %246 = tail call fastcc i32 @be32(i8* noundef nonnull %239)
  %247 = xor i32 %245, %246
  %248 = mul i32 %247, -62244025
  %249 = tail call fastcc zeroext i16 @le16(i8* noundef nonnull %239)
  %250 = zext i16 %249 to i32
  %251 = xor i32 %248, %250
  %252 = mul i32 %251, -62244025
  %253 = tail call fastcc i32 @le32(i8* noundef nonnull %239)
  %254 = xor i32 %252, %253
  %255 = mul i32 %254, -62244025
  %256 = tail call fastcc i64 @be64(i8* noundef nonnull %239)
  %257 = trunc i64 %256 to i32
  %258 = xor i32 %255, %257
  %259 = mul i32 %258, -1640531535
  %260 = lshr i64 %256, 32
  %261 = trunc i64 %260 to i32
  %262 = xor i32 %259, %261
  %263 = mul i32 %262, -2048144777
  %264 = tail call fastcc i64 @le64(i8* noundef nonnull %239)
  %265 = trunc i64 %264 to i32
  %266 = xor i32 %263, %265
  %267 = mul i32 %266, -1640531535
  %268 = lshr i64 %264, 32
  %269 = trunc i64 %268 to i32
  %270 = xor i32 %267, %269
  %271 = mul i32 %270, -2048144777
  %272 = tail call fastcc i32 @shuffled(i8* noundef nonnull %239)
  %273 = xor i32 %271, %272
  %274 = mul i32 %273, -62244025
  %275 = tail call fastcc i32 @gapped(i8* noundef nonnull %239)
  %276 = xor i32 %274, %275
  %277 = mul i32 %276, -62244025
  %278 = tail call fastcc i32 @reused(i8* noundef nonnull %239)
  %279 = xor i32 %277, %278
  %280 = mul i32 %279, -62244025
  store i32 %280, i32* @check, align 4, !tbaa !10
  %281 = add nuw nsw i32 %238, 1
  %282 = icmp eq i32 %281, 56
  br i1 %282, label %13, label %236, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @be16(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = shl nuw nsw i32 %3, 8
  %5 = getelementptr inbounds i8, i8* %0, i32 1
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i32
  %8 = or i32 %4, %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @be32(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = shl nuw i32 %3, 24
  %5 = getelementptr inbounds i8, i8* %0, i32 1
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i32
  %8 = shl nuw nsw i32 %7, 16
  %9 = or i32 %8, %4
  %10 = getelementptr inbounds i8, i8* %0, i32 2
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 8
  %14 = or i32 %9, %13
  %15 = getelementptr inbounds i8, i8* %0, i32 3
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = or i32 %14, %17
  ret i32 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc zeroext i16 @le16(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i16
  %4 = getelementptr inbounds i8, i8* %0, i32 1
  %5 = load i8, i8* %4, align 1, !tbaa !5
  %6 = zext i8 %5 to i16
  %7 = shl nuw i16 %6, 8
  %8 = or i16 %7, %3
  ret i16 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @le32(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = getelementptr inbounds i8, i8* %0, i32 1
  %5 = load i8, i8* %4, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = shl nuw nsw i32 %6, 8
  %8 = or i32 %7, %3
  %9 = getelementptr inbounds i8, i8* %0, i32 2
  %10 = load i8, i8* %9, align 1, !tbaa !5
  %11 = zext i8 %10 to i32
  %12 = shl nuw nsw i32 %11, 16
  %13 = or i32 %8, %12
  %14 = getelementptr inbounds i8, i8* %0, i32 3
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = zext i8 %15 to i32
  %17 = shl nuw i32 %16, 24
  %18 = or i32 %13, %17
  ret i32 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i64 @be64(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i64
  %4 = shl nuw i64 %3, 56
  %5 = getelementptr inbounds i8, i8* %0, i32 1
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i64
  %8 = shl nuw nsw i64 %7, 48
  %9 = or i64 %8, %4
  %10 = getelementptr inbounds i8, i8* %0, i32 2
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i64
  %13 = shl nuw nsw i64 %12, 40
  %14 = or i64 %9, %13
  %15 = getelementptr inbounds i8, i8* %0, i32 3
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i64
  %18 = shl nuw nsw i64 %17, 32
  %19 = or i64 %14, %18
  %20 = getelementptr inbounds i8, i8* %0, i32 4
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = zext i8 %21 to i64
  %23 = shl nuw nsw i64 %22, 24
  %24 = or i64 %19, %23
  %25 = getelementptr inbounds i8, i8* %0, i32 5
  %26 = load i8, i8* %25, align 1, !tbaa !5
  %27 = zext i8 %26 to i64
  %28 = shl nuw nsw i64 %27, 16
  %29 = or i64 %24, %28
  %30 = getelementptr inbounds i8, i8* %0, i32 6
  %31 = load i8, i8* %30, align 1, !tbaa !5
  %32 = zext i8 %31 to i64
  %33 = shl nuw nsw i64 %32, 8
  %34 = or i64 %29, %33
  %35 = getelementptr inbounds i8, i8* %0, i32 7
  %36 = load i8, i8* %35, align 1, !tbaa !5
  %37 = zext i8 %36 to i64
  %38 = or i64 %34, %37
  ret i64 %38
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @le64(i8* nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, i8* %0, i32 7
  %3 = load i8, i8* %2, align 1, !tbaa !5
  %4 = zext i8 %3 to i64
  %5 = getelementptr inbounds i8, i8* %0, i32 6
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i64
  %8 = shl nuw nsw i64 %4, 16
  %9 = shl nuw nsw i64 %7, 8
  %10 = or i64 %8, %9
  %11 = getelementptr inbounds i8, i8* %0, i32 5
  %12 = load i8, i8* %11, align 1, !tbaa !5
  %13 = zext i8 %12 to i64
  %14 = or i64 %10, %13
  %15 = getelementptr inbounds i8, i8* %0, i32 4
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i64
  %18 = shl nuw nsw i64 %14, 16
  %19 = shl nuw nsw i64 %17, 8
  %20 = or i64 %18, %19
  %21 = getelementptr inbounds i8, i8* %0, i32 3
  %22 = load i8, i8* %21, align 1, !tbaa !5
  %23 = zext i8 %22 to i64
  %24 = or i64 %20, %23
  %25 = getelementptr inbounds i8, i8* %0, i32 2
  %26 = load i8, i8* %25, align 1, !tbaa !5
  %27 = zext i8 %26 to i64
  %28 = shl i64 %24, 16
  %29 = shl nuw nsw i64 %27, 8
  %30 = or i64 %28, %29
  %31 = getelementptr inbounds i8, i8* %0, i32 1
  %32 = load i8, i8* %31, align 1, !tbaa !5
  %33 = zext i8 %32 to i64
  %34 = or i64 %30, %33
  %35 = shl i64 %34, 8
  %36 = load i8, i8* %0, align 1, !tbaa !5
  %37 = zext i8 %36 to i64
  %38 = or i64 %35, %37
  ret i64 %38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @shuffled(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = getelementptr inbounds i8, i8* %0, i32 1
  %3 = load i8, i8* %2, align 1, !tbaa !5
  %4 = zext i8 %3 to i32
  %5 = shl nuw i32 %4, 24
  %6 = load i8, i8* %0, align 1, !tbaa !5
  %7 = zext i8 %6 to i32
  %8 = shl nuw nsw i32 %7, 16
  %9 = or i32 %8, %5
  %10 = getelementptr inbounds i8, i8* %0, i32 2
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 8
  %14 = or i32 %9, %13
  %15 = getelementptr inbounds i8, i8* %0, i32 3
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = or i32 %14, %17
  ret i32 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @gapped(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = shl nuw nsw i32 %3, 8
  %5 = getelementptr inbounds i8, i8* %0, i32 2
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i32
  %8 = or i32 %4, %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @reused(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = shl nuw nsw i32 %3, 8
  %5 = getelementptr inbounds i8, i8* %0, i32 1
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i32
  %8 = or i32 %4, %7
  %9 = mul nuw nsw i32 %8, 3
  %10 = add nuw nsw i32 %9, %3
  ret i32 %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @walk(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %5, label %3

3:                                                ; preds = %5, %1
  %4 = phi i32 [ 0, %1 ], [ %25, %5 ]
  ret i32 %4

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %25, %5 ], [ 0, %1 ]
  %7 = phi i32 [ %26, %5 ], [ 0, %1 ]
  %8 = shl nuw nsw i32 %7, 1
  %9 = add nuw nsw i32 %8, 8
  %10 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i32 0, i32 %9
  %11 = getelementptr inbounds i8, i8* %10, i32 1
  %12 = load i8, i8* %11, align 1, !tbaa !5
  %13 = and i8 %12, 62
  %14 = zext i8 %13 to i32
  %15 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = shl nuw nsw i32 %17, 8
  %19 = getelementptr inbounds i8, i8* %15, i32 1
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = zext i8 %20 to i32
  %22 = or i32 %18, %21
  %23 = lshr i32 %6, 3
  %24 = add i32 %23, %6
  %25 = add i32 %24, %22
  %26 = add nuw nsw i32 %7, 1
  %27 = icmp eq i32 %26, %0
  br i1 %27, label %3, label %5, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @header_sum() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %24

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %25, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %24, %2 ]
  %5 = mul i32 %4, 31
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i32 0, i32 %3
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = shl nuw i32 %8, 24
  %10 = getelementptr inbounds i8, i8* %6, i32 1
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 16
  %14 = or i32 %13, %9
  %15 = getelementptr inbounds i8, i8* %6, i32 2
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = shl nuw nsw i32 %17, 8
  %19 = or i32 %14, %18
  %20 = getelementptr inbounds i8, i8* %6, i32 3
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = or i32 %19, %22
  %24 = add i32 %23, %5
  %25 = add nuw nsw i32 %3, 1
  %26 = icmp eq i32 %25, 61
  br i1 %26, label %1, label %2, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @store_between(i8* nocapture noundef %0) unnamed_addr #5 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = getelementptr inbounds i8, i8* %0, i32 1
  store i8 86, i8* %4, align 1, !tbaa !5
  %5 = shl nuw nsw i32 %3, 8
  %6 = or i32 %5, 86
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable willreturn
define internal fastcc i32 @from_volatile() unnamed_addr #6 {
  %1 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 0), align 1, !tbaa !5
  %2 = zext i8 %1 to i32
  %3 = shl nuw i32 %2, 24
  %4 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 1), align 1, !tbaa !5
  %5 = zext i8 %4 to i32
  %6 = shl nuw nsw i32 %5, 16
  %7 = or i32 %6, %3
  %8 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 2), align 1, !tbaa !5
  %9 = zext i8 %8 to i32
  %10 = shl nuw nsw i32 %9, 8
  %11 = or i32 %7, %10
  %12 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 3), align 1, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = or i32 %11, %13
  ret i32 %14
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #7

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @put16(i8* nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #8 {
  %3 = lshr i32 %1, 8
  %4 = trunc i32 %3 to i8
  store i8 %4, i8* %0, align 1, !tbaa !5
  %5 = trunc i32 %1 to i8
  %6 = getelementptr inbounds i8, i8* %0, i32 1
  store i8 %5, i8* %6, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @put32(i8* nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #8 {
  %3 = lshr i32 %1, 24
  %4 = trunc i32 %3 to i8
  store i8 %4, i8* %0, align 1, !tbaa !5
  %5 = lshr i32 %1, 16
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds i8, i8* %0, i32 1
  store i8 %6, i8* %7, align 1, !tbaa !5
  %8 = lshr i32 %1, 8
  %9 = trunc i32 %8 to i8
  %10 = getelementptr inbounds i8, i8* %0, i32 2
  store i8 %9, i8* %10, align 1, !tbaa !5
  %11 = trunc i32 %1 to i8
  %12 = getelementptr inbounds i8, i8* %0, i32 3
  store i8 %11, i8* %12, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @putle64(i8* nocapture noundef writeonly %0, i64 noundef %1) unnamed_addr #8 {
  %3 = trunc i64 %1 to i8
  store i8 %3, i8* %0, align 1, !tbaa !5
  %4 = lshr i64 %1, 8
  %5 = trunc i64 %4 to i8
  %6 = getelementptr inbounds i8, i8* %0, i32 1
  store i8 %5, i8* %6, align 1, !tbaa !5
  %7 = lshr i64 %1, 16
  %8 = trunc i64 %7 to i8
  %9 = getelementptr inbounds i8, i8* %0, i32 2
  store i8 %8, i8* %9, align 1, !tbaa !5
  %10 = lshr i64 %1, 24
  %11 = trunc i64 %10 to i8
  %12 = getelementptr inbounds i8, i8* %0, i32 3
  store i8 %11, i8* %12, align 1, !tbaa !5
  %13 = lshr i64 %1, 32
  %14 = trunc i64 %13 to i8
  %15 = getelementptr inbounds i8, i8* %0, i32 4
  store i8 %14, i8* %15, align 1, !tbaa !5
  %16 = lshr i64 %1, 40
  %17 = trunc i64 %16 to i8
  %18 = getelementptr inbounds i8, i8* %0, i32 5
  store i8 %17, i8* %18, align 1, !tbaa !5
  %19 = lshr i64 %1, 48
  %20 = trunc i64 %19 to i8
  %21 = getelementptr inbounds i8, i8* %0, i32 6
  store i8 %20, i8* %21, align 1, !tbaa !5
  %22 = lshr i64 %1, 56
  %23 = trunc i64 %22 to i8
  %24 = getelementptr inbounds i8, i8* %0, i32 7
  store i8 %23, i8* %24, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @put_then_read(i8* nocapture noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = lshr i32 %1, 8
  %4 = trunc i32 %3 to i8
  store i8 %4, i8* %0, align 1, !tbaa !5
  %5 = and i32 %3, 255
  %6 = getelementptr inbounds i8, i8* %0, i32 3
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = add nuw nsw i32 %5, %8
  %10 = trunc i32 %1 to i8
  %11 = getelementptr inbounds i8, i8* %0, i32 1
  store i8 %10, i8* %11, align 1, !tbaa !5
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @put_two(i8* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = lshr i32 %1, 8
  %5 = trunc i32 %4 to i8
  store i8 %5, i8* %0, align 1, !tbaa !5
  %6 = trunc i32 %2 to i8
  %7 = getelementptr inbounds i8, i8* %0, i32 1
  store i8 %6, i8* %7, align 1, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @shift_cells() unnamed_addr #9 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %18, %2 ]
  %4 = shl nuw nsw i32 %3, 1
  %5 = add nuw nsw i32 %4, 8
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i32 0, i32 %5
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = shl nuw nsw i32 %8, 8
  %10 = getelementptr inbounds i8, i8* %6, i32 1
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = or i32 %9, %12
  %14 = add nuw nsw i32 %13, 300
  %15 = lshr i32 %14, 8
  %16 = trunc i32 %15 to i8
  store i8 %16, i8* %6, align 1, !tbaa !5
  %17 = add i8 %11, 44
  store i8 %17, i8* %10, align 1, !tbaa !5
  %18 = add nuw nsw i32 %3, 1
  %19 = icmp eq i32 %18, 12
  br i1 %19, label %1, label %2, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @put_magic(i8* nocapture noundef writeonly %0) unnamed_addr #8 {
  store i8 83, i8* %0, align 1, !tbaa !5
  %2 = getelementptr inbounds i8, i8* %0, i32 1
  store i8 81, i8* %2, align 1, !tbaa !5
  %3 = getelementptr inbounds i8, i8* %0, i32 2
  store i8 76, i8* %3, align 1, !tbaa !5
  %4 = getelementptr inbounds i8, i8* %0, i32 3
  store i8 -23, i8* %4, align 1, !tbaa !5
  %5 = getelementptr inbounds i8, i8* %0, i32 4
  store i8 0, i8* %5, align 1, !tbaa !5
  %6 = getelementptr inbounds i8, i8* %0, i32 5
  store i8 0, i8* %6, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, i8* %0, i32 6
  store i8 -128, i8* %7, align 1, !tbaa !5
  %8 = getelementptr inbounds i8, i8* %0, i32 7
  store i8 127, i8* %8, align 1, !tbaa !5
  %9 = getelementptr inbounds i8, i8* %0, i32 8
  store i8 -1, i8* %9, align 1, !tbaa !5
  %10 = getelementptr inbounds i8, i8* %0, i32 9
  store i8 -2, i8* %10, align 1, !tbaa !5
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nofree noinline norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{i32 0, i32 511}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
