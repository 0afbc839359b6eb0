; ModuleID = 'c/bytes.c'
source_filename = "c/bytes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@buf = internal global [64 x i8] zeroinitializer, align 16
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
  %2 = alloca [16 x i8], align 16
  store <16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, <16 x i8>* bitcast ([64 x i8]* @buf to <16 x i8>*), align 16, !tbaa !5
  store <16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, <16 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !5
  store <16 x i8> <i8 -85, i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42>, <16 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !5
  store <16 x i8> <i8 -5, i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38>, <16 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !5
  store volatile i8 -16, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 0), align 1, !tbaa !5
  store volatile i8 -25, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 1), align 1, !tbaa !5
  store volatile i8 -34, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 2), align 1, !tbaa !5
  store volatile i8 -43, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 3), align 1, !tbaa !5
  store volatile i8 -52, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 4), align 1, !tbaa !5
  store volatile i8 -61, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 5), align 1, !tbaa !5
  store volatile i8 -70, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 6), align 1, !tbaa !5
  store volatile i8 -79, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 7), align 1, !tbaa !5
  %3 = load i32, i32* @check, align 4, !tbaa !8
  br label %227

4:                                                ; preds = %227
  %5 = tail call fastcc i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 5))
  %6 = tail call fastcc i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 9))
  %7 = tail call fastcc zeroext i16 @le16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 3))
  %8 = zext i16 %7 to i32
  %9 = tail call fastcc i32 @le32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 17))
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0), i32 noundef %5, i32 noundef %6, i32 noundef %8, i32 noundef %9)
  %11 = tail call fastcc i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 1))
  %12 = tail call fastcc i64 @le64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 30))
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %11, i64 noundef %12)
  %14 = tail call fastcc i32 @walk(i32 noundef 20)
  %15 = tail call fastcc i32 @header_sum()
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %14, i32 noundef %15)
  %17 = bitcast i16* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %17) #10
  store i16 13330, i16* %1, align 2
  %18 = call fastcc i32 @store_between(i8* noundef nonnull %17)
  %19 = tail call fastcc i32 @from_volatile()
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0), i32 noundef %18, i32 noundef %19)
  %21 = tail call fastcc i32 @shuffled(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 7))
  %22 = tail call fastcc i32 @gapped(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 40))
  %23 = tail call fastcc i32 @reused(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 2))
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.4, i64 0, i64 0), i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %25) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %25, i8 0, i64 16, i1 false)
  %26 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 1
  %27 = tail call fastcc i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 11))
  call fastcc void @put16(i8* noundef nonnull %26, i32 noundef %27)
  %28 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 4
  %29 = tail call fastcc i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 20))
  call fastcc void @put32(i8* noundef nonnull %28, i32 noundef %29)
  %30 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 8
  %31 = tail call fastcc i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 3))
  call fastcc void @putle64(i8* noundef nonnull %30, i64 noundef %31)
  %32 = load i32, i32* @check, align 4, !tbaa !8
  %33 = load i8, i8* %25, align 16, !tbaa !5
  %34 = zext i8 %33 to i32
  %35 = xor i32 %32, %34
  %36 = mul i32 %35, -62244025
  %37 = load i8, i8* %26, align 1, !tbaa !5
  %38 = zext i8 %37 to i32
  %39 = or i32 %38, 256
  %40 = xor i32 %39, %36
  %41 = mul i32 %40, -62244025
  %42 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 2
  %43 = load i8, i8* %42, align 2, !tbaa !5
  %44 = zext i8 %43 to i32
  %45 = or i32 %44, 512
  %46 = xor i32 %45, %41
  %47 = mul i32 %46, -62244025
  %48 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 3
  %49 = load i8, i8* %48, align 1, !tbaa !5
  %50 = zext i8 %49 to i32
  %51 = or i32 %50, 768
  %52 = xor i32 %51, %47
  %53 = mul i32 %52, -62244025
  %54 = load i8, i8* %28, align 4, !tbaa !5
  %55 = zext i8 %54 to i32
  %56 = or i32 %55, 1024
  %57 = xor i32 %56, %53
  %58 = mul i32 %57, -62244025
  %59 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 5
  %60 = load i8, i8* %59, align 1, !tbaa !5
  %61 = zext i8 %60 to i32
  %62 = or i32 %61, 1280
  %63 = xor i32 %62, %58
  %64 = mul i32 %63, -62244025
  %65 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 6
  %66 = load i8, i8* %65, align 2, !tbaa !5
  %67 = zext i8 %66 to i32
  %68 = or i32 %67, 1536
  %69 = xor i32 %68, %64
  %70 = mul i32 %69, -62244025
  %71 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 7
  %72 = load i8, i8* %71, align 1, !tbaa !5
  %73 = zext i8 %72 to i32
  %74 = or i32 %73, 1792
  %75 = xor i32 %74, %70
  %76 = mul i32 %75, -62244025
  %77 = load i8, i8* %30, align 8, !tbaa !5
  %78 = zext i8 %77 to i32
  %79 = or i32 %78, 2048
  %80 = xor i32 %79, %76
  %81 = mul i32 %80, -62244025
  %82 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 9
  %83 = load i8, i8* %82, align 1, !tbaa !5
  %84 = zext i8 %83 to i32
  %85 = or i32 %84, 2304
  %86 = xor i32 %85, %81
  %87 = mul i32 %86, -62244025
  %88 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 10
  %89 = load i8, i8* %88, align 2, !tbaa !5
  %90 = zext i8 %89 to i32
  %91 = or i32 %90, 2560
  %92 = xor i32 %91, %87
  %93 = mul i32 %92, -62244025
  %94 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 11
  %95 = load i8, i8* %94, align 1, !tbaa !5
  %96 = zext i8 %95 to i32
  %97 = or i32 %96, 2816
  %98 = xor i32 %97, %93
  %99 = mul i32 %98, -62244025
  %100 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 12
  %101 = load i8, i8* %100, align 4, !tbaa !5
  %102 = zext i8 %101 to i32
  %103 = or i32 %102, 3072
  %104 = xor i32 %103, %99
  %105 = mul i32 %104, -62244025
  %106 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 13
  %107 = load i8, i8* %106, align 1, !tbaa !5
  %108 = zext i8 %107 to i32
  %109 = or i32 %108, 3328
  %110 = xor i32 %109, %105
  %111 = mul i32 %110, -62244025
  %112 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 14
  %113 = load i8, i8* %112, align 2, !tbaa !5
  %114 = zext i8 %113 to i32
  %115 = or i32 %114, 3584
  %116 = xor i32 %115, %111
  %117 = mul i32 %116, -62244025
  %118 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 15
  %119 = load i8, i8* %118, align 1, !tbaa !5
  %120 = zext i8 %119 to i32
  %121 = or i32 %120, 3840
  %122 = xor i32 %121, %117
  %123 = mul i32 %122, -62244025
  store i32 %123, i32* @check, align 4, !tbaa !8
  %124 = call fastcc i32 @be32(i8* noundef nonnull %28)
  %125 = call fastcc zeroext i16 @le16(i8* noundef nonnull %26)
  %126 = zext i16 %125 to i32
  %127 = call fastcc i64 @le64(i8* noundef nonnull %30)
  %128 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef %124, i32 noundef %126, i64 noundef %127)
  store i8 9, i8* %48, align 1, !tbaa !5
  %129 = tail call fastcc i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 40))
  %130 = call fastcc i32 @put_then_read(i8* noundef nonnull %25, i32 noundef %129), !range !10
  %131 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %130)
  %132 = tail call fastcc i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 50))
  %133 = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 9), align 1, !tbaa !5
  %134 = zext i8 %133 to i32
  call fastcc void @put_two(i8* noundef nonnull %65, i32 noundef %132, i32 noundef %134)
  %135 = load i8, i8* %25, align 16, !tbaa !5
  %136 = zext i8 %135 to i32
  %137 = load i8, i8* %26, align 1, !tbaa !5
  %138 = zext i8 %137 to i32
  %139 = call fastcc i32 @be16(i8* noundef nonnull %65)
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %136, i32 noundef %138, i32 noundef %139)
  tail call fastcc void @shift_cells()
  call fastcc void @put_magic(i8* noundef nonnull %48)
  %141 = load i32, i32* @check, align 4, !tbaa !8
  %142 = load i8, i8* %25, align 16, !tbaa !5
  %143 = zext i8 %142 to i32
  %144 = xor i32 %141, %143
  %145 = mul i32 %144, -62244025
  %146 = load i8, i8* %26, align 1, !tbaa !5
  %147 = zext i8 %146 to i32
  %148 = or i32 %147, 256
  %149 = xor i32 %148, %145
  %150 = mul i32 %149, -62244025
  %151 = load i8, i8* %42, align 2, !tbaa !5
  %152 = zext i8 %151 to i32
  %153 = or i32 %152, 512
  %154 = xor i32 %153, %150
  %155 = mul i32 %154, -62244025
  %156 = load i8, i8* %48, align 1, !tbaa !5
  %157 = zext i8 %156 to i32
  %158 = or i32 %157, 768
  %159 = xor i32 %158, %155
  %160 = mul i32 %159, -62244025
  %161 = load i8, i8* %28, align 4, !tbaa !5
  %162 = zext i8 %161 to i32
  %163 = or i32 %162, 1024
  %164 = xor i32 %163, %160
  %165 = mul i32 %164, -62244025
  %166 = load i8, i8* %59, align 1, !tbaa !5
  %167 = zext i8 %166 to i32
  %168 = or i32 %167, 1280
  %169 = xor i32 %168, %165
  %170 = mul i32 %169, -62244025
  %171 = load i8, i8* %65, align 2, !tbaa !5
  %172 = zext i8 %171 to i32
  %173 = or i32 %172, 1536
  %174 = xor i32 %173, %170
  %175 = mul i32 %174, -62244025
  %176 = load i8, i8* %71, align 1, !tbaa !5
  %177 = zext i8 %176 to i32
  %178 = or i32 %177, 1792
  %179 = xor i32 %178, %175
  %180 = mul i32 %179, -62244025
  %181 = load i8, i8* %30, align 8, !tbaa !5
  %182 = zext i8 %181 to i32
  %183 = or i32 %182, 2048
  %184 = xor i32 %183, %180
  %185 = mul i32 %184, -62244025
  %186 = load i8, i8* %82, align 1, !tbaa !5
  %187 = zext i8 %186 to i32
  %188 = or i32 %187, 2304
  %189 = xor i32 %188, %185
  %190 = mul i32 %189, -62244025
  %191 = load i8, i8* %88, align 2, !tbaa !5
  %192 = zext i8 %191 to i32
  %193 = or i32 %192, 2560
  %194 = xor i32 %193, %190
  %195 = mul i32 %194, -62244025
  %196 = load i8, i8* %94, align 1, !tbaa !5
  %197 = zext i8 %196 to i32
  %198 = or i32 %197, 2816
  %199 = xor i32 %198, %195
  %200 = mul i32 %199, -62244025
  %201 = load i8, i8* %100, align 4, !tbaa !5
  %202 = zext i8 %201 to i32
  %203 = or i32 %202, 3072
  %204 = xor i32 %203, %200
  %205 = mul i32 %204, -62244025
  %206 = load i8, i8* %106, align 1, !tbaa !5
  %207 = zext i8 %206 to i32
  %208 = or i32 %207, 3328
  %209 = xor i32 %208, %205
  %210 = mul i32 %209, -62244025
  %211 = load i8, i8* %112, align 2, !tbaa !5
  %212 = zext i8 %211 to i32
  %213 = or i32 %212, 3584
  %214 = xor i32 %213, %210
  %215 = mul i32 %214, -62244025
  %216 = load i8, i8* %118, align 1, !tbaa !5
  %217 = zext i8 %216 to i32
  %218 = or i32 %217, 3840
  %219 = xor i32 %218, %215
  %220 = mul i32 %219, -62244025
  store i32 %220, i32* @check, align 4, !tbaa !8
  %221 = tail call fastcc i32 @walk(i32 noundef 12)
  %222 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i32 noundef %221)
  %223 = load i32, i32* @check, align 4, !tbaa !8
  %224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i64 0, i64 0), i32 noundef %223)
  %225 = load i32, i32* @check, align 4, !tbaa !8
  %226 = and i32 %225, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %25) #10
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %17) #10
  ret i32 %226

227:                                              ; preds = %0, %227
  %228 = phi i32 [ %3, %0 ], [ %271, %227 ]
  %229 = phi i64 [ 0, %0 ], [ %272, %227 ]
  %230 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %229
  %231 = tail call fastcc i32 @be16(i8* noundef nonnull %230)
  %232 = xor i32 %228, %231
  %233 = mul i32 %232, -1640531535
  %234 = ashr i32 %231, 31
  %235 = xor i32 %233, %234
  %236 = mul i32 %235, -2048144777
  %237 = tail call fastcc i32 @be32(i8* noundef nonnull %230)
  %238 = xor i32 %236, %237
  %239 = mul i32 %238, -62244025
  %240 = tail call fastcc zeroext i16 @le16(i8* noundef nonnull %230)
  %241 = zext i16 %240 to i32
  %242 = xor i32 %239, %241
  %243 = mul i32 %242, -62244025
  %244 = tail call fastcc i32 @le32(i8* noundef nonnull %230)
  %245 = xor i32 %243, %244
  %246 = mul i32 %245, -62244025
  %247 = tail call fastcc i64 @be64(i8* noundef nonnull %230)
  %248 = trunc i64 %247 to i32
  %249 = xor i32 %246, %248
  %250 = mul i32 %249, -1640531535
  %251 = lshr i64 %247, 32
  %252 = trunc i64 %251 to i32
  %253 = xor i32 %250, %252
  %254 = mul i32 %253, -2048144777
  %255 = tail call fastcc i64 @le64(i8* noundef nonnull %230)
  %256 = trunc i64 %255 to i32
  %257 = xor i32 %254, %256
  %258 = mul i32 %257, -1640531535
  %259 = lshr i64 %255, 32
  %260 = trunc i64 %259 to i32
  %261 = xor i32 %258, %260
  %262 = mul i32 %261, -2048144777
  %263 = tail call fastcc i32 @shuffled(i8* noundef nonnull %230)
  %264 = xor i32 %262, %263
  %265 = mul i32 %264, -62244025
  %266 = tail call fastcc i32 @gapped(i8* noundef nonnull %230)
  %267 = xor i32 %265, %266
  %268 = mul i32 %267, -62244025
  %269 = tail call fastcc i32 @reused(i8* noundef nonnull %230)
  %270 = xor i32 %268, %269
  %271 = mul i32 %270, -62244025
  store i32 %271, i32* @check, align 4, !tbaa !8
  %272 = add nuw nsw i64 %229, 1
  %273 = icmp eq i64 %272, 56
  br i1 %273, label %4, label %227, !llvm.loop !11
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
  %5 = getelementptr inbounds i8, i8* %0, i64 1
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
  %5 = getelementptr inbounds i8, i8* %0, i64 1
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i32
  %8 = shl nuw nsw i32 %7, 16
  %9 = or i32 %8, %4
  %10 = getelementptr inbounds i8, i8* %0, i64 2
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 8
  %14 = or i32 %9, %13
  %15 = getelementptr inbounds i8, i8* %0, i64 3
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = or i32 %14, %17
  ret i32 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc zeroext i16 @le16(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i16
  %4 = getelementptr inbounds i8, i8* %0, i64 1
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
  %4 = getelementptr inbounds i8, i8* %0, i64 1
  %5 = load i8, i8* %4, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = shl nuw nsw i32 %6, 8
  %8 = or i32 %7, %3
  %9 = getelementptr inbounds i8, i8* %0, i64 2
  %10 = load i8, i8* %9, align 1, !tbaa !5
  %11 = zext i8 %10 to i32
  %12 = shl nuw nsw i32 %11, 16
  %13 = or i32 %8, %12
  %14 = getelementptr inbounds i8, i8* %0, i64 3
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
  %5 = getelementptr inbounds i8, i8* %0, i64 1
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i64
  %8 = shl nuw nsw i64 %7, 48
  %9 = or i64 %8, %4
  %10 = getelementptr inbounds i8, i8* %0, i64 2
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i64
  %13 = shl nuw nsw i64 %12, 40
  %14 = or i64 %9, %13
  %15 = getelementptr inbounds i8, i8* %0, i64 3
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i64
  %18 = shl nuw nsw i64 %17, 32
  %19 = or i64 %14, %18
  %20 = getelementptr inbounds i8, i8* %0, i64 4
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = zext i8 %21 to i64
  %23 = shl nuw nsw i64 %22, 24
  %24 = or i64 %19, %23
  %25 = getelementptr inbounds i8, i8* %0, i64 5
  %26 = load i8, i8* %25, align 1, !tbaa !5
  %27 = zext i8 %26 to i64
  %28 = shl nuw nsw i64 %27, 16
  %29 = or i64 %24, %28
  %30 = getelementptr inbounds i8, i8* %0, i64 6
  %31 = load i8, i8* %30, align 1, !tbaa !5
  %32 = zext i8 %31 to i64
  %33 = shl nuw nsw i64 %32, 8
  %34 = or i64 %29, %33
  %35 = getelementptr inbounds i8, i8* %0, i64 7
  %36 = load i8, i8* %35, align 1, !tbaa !5
  %37 = zext i8 %36 to i64
  %38 = or i64 %34, %37
  ret i64 %38
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @le64(i8* nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, i8* %0, i64 7
  %3 = load i8, i8* %2, align 1, !tbaa !5
  %4 = zext i8 %3 to i64
  %5 = getelementptr inbounds i8, i8* %0, i64 6
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i64
  %8 = shl nuw nsw i64 %4, 16
  %9 = shl nuw nsw i64 %7, 8
  %10 = or i64 %8, %9
  %11 = getelementptr inbounds i8, i8* %0, i64 5
  %12 = load i8, i8* %11, align 1, !tbaa !5
  %13 = zext i8 %12 to i64
  %14 = or i64 %10, %13
  %15 = getelementptr inbounds i8, i8* %0, i64 4
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i64
  %18 = shl nuw nsw i64 %14, 16
  %19 = shl nuw nsw i64 %17, 8
  %20 = or i64 %18, %19
  %21 = getelementptr inbounds i8, i8* %0, i64 3
  %22 = load i8, i8* %21, align 1, !tbaa !5
  %23 = zext i8 %22 to i64
  %24 = or i64 %20, %23
  %25 = getelementptr inbounds i8, i8* %0, i64 2
  %26 = load i8, i8* %25, align 1, !tbaa !5
  %27 = zext i8 %26 to i64
  %28 = shl i64 %24, 16
  %29 = shl nuw nsw i64 %27, 8
  %30 = or i64 %28, %29
  %31 = getelementptr inbounds i8, i8* %0, i64 1
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
  %2 = getelementptr inbounds i8, i8* %0, i64 1
  %3 = load i8, i8* %2, align 1, !tbaa !5
  %4 = zext i8 %3 to i32
  %5 = shl nuw i32 %4, 24
  %6 = load i8, i8* %0, align 1, !tbaa !5
  %7 = zext i8 %6 to i32
  %8 = shl nuw nsw i32 %7, 16
  %9 = or i32 %8, %5
  %10 = getelementptr inbounds i8, i8* %0, i64 2
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 8
  %14 = or i32 %9, %13
  %15 = getelementptr inbounds i8, i8* %0, i64 3
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
  %5 = getelementptr inbounds i8, i8* %0, i64 2
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
  %5 = getelementptr inbounds i8, i8* %0, i64 1
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
  br i1 %2, label %3, label %34

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = and i64 %4, 1
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %12, label %7

7:                                                ; preds = %3
  %8 = and i64 %4, 4294967294
  br label %36

9:                                                ; preds = %36
  %10 = shl nuw i64 %76, 1
  %11 = add i64 %10, 8
  br label %12

12:                                               ; preds = %9, %3
  %13 = phi i32 [ undef, %3 ], [ %75, %9 ]
  %14 = phi i64 [ 8, %3 ], [ %11, %9 ]
  %15 = phi i32 [ 0, %3 ], [ %75, %9 ]
  %16 = icmp eq i64 %5, 0
  br i1 %16, label %34, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %14
  %19 = getelementptr inbounds i8, i8* %18, i64 1
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = and i8 %20, 62
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %22
  %24 = load i8, i8* %23, align 2, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = shl nuw nsw i32 %25, 8
  %27 = getelementptr inbounds i8, i8* %23, i64 1
  %28 = load i8, i8* %27, align 1, !tbaa !5
  %29 = zext i8 %28 to i32
  %30 = or i32 %26, %29
  %31 = lshr i32 %15, 3
  %32 = add i32 %31, %15
  %33 = add i32 %32, %30
  br label %34

34:                                               ; preds = %17, %12, %1
  %35 = phi i32 [ 0, %1 ], [ %13, %12 ], [ %33, %17 ]
  ret i32 %35

36:                                               ; preds = %36, %7
  %37 = phi i64 [ 0, %7 ], [ %76, %36 ]
  %38 = phi i32 [ 0, %7 ], [ %75, %36 ]
  %39 = phi i64 [ 0, %7 ], [ %77, %36 ]
  %40 = shl nuw nsw i64 %37, 1
  %41 = add nuw nsw i64 %40, 8
  %42 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %41
  %43 = getelementptr inbounds i8, i8* %42, i64 1
  %44 = load i8, i8* %43, align 1, !tbaa !5
  %45 = and i8 %44, 62
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %46
  %48 = load i8, i8* %47, align 2, !tbaa !5
  %49 = zext i8 %48 to i32
  %50 = shl nuw nsw i32 %49, 8
  %51 = getelementptr inbounds i8, i8* %47, i64 1
  %52 = load i8, i8* %51, align 1, !tbaa !5
  %53 = zext i8 %52 to i32
  %54 = or i32 %50, %53
  %55 = lshr i32 %38, 3
  %56 = add i32 %55, %38
  %57 = add i32 %56, %54
  %58 = shl nuw i64 %37, 1
  %59 = add i64 %58, 10
  %60 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %59
  %61 = getelementptr inbounds i8, i8* %60, i64 1
  %62 = load i8, i8* %61, align 1, !tbaa !5
  %63 = and i8 %62, 62
  %64 = zext i8 %63 to i64
  %65 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %64
  %66 = load i8, i8* %65, align 2, !tbaa !5
  %67 = zext i8 %66 to i32
  %68 = shl nuw nsw i32 %67, 8
  %69 = getelementptr inbounds i8, i8* %65, i64 1
  %70 = load i8, i8* %69, align 1, !tbaa !5
  %71 = zext i8 %70 to i32
  %72 = or i32 %68, %71
  %73 = lshr i32 %57, 3
  %74 = add i32 %73, %57
  %75 = add i32 %74, %72
  %76 = add nuw nsw i64 %37, 2
  %77 = add i64 %39, 2
  %78 = icmp eq i64 %77, %8
  br i1 %78, label %9, label %36, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @header_sum() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %24

2:                                                ; preds = %27, %0
  %3 = phi i64 [ 0, %0 ], [ %48, %27 ]
  %4 = phi i32 [ 0, %0 ], [ %47, %27 ]
  %5 = mul i32 %4, 31
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %3
  %7 = load i8, i8* %6, align 2, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = shl nuw i32 %8, 24
  %10 = getelementptr inbounds i8, i8* %6, i64 1
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 16
  %14 = or i32 %13, %9
  %15 = getelementptr inbounds i8, i8* %6, i64 2
  %16 = load i8, i8* %15, align 2, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = shl nuw nsw i32 %17, 8
  %19 = or i32 %14, %18
  %20 = getelementptr inbounds i8, i8* %6, i64 3
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = or i32 %19, %22
  %24 = add i32 %23, %5
  %25 = or i64 %3, 1
  %26 = icmp eq i64 %25, 61
  br i1 %26, label %1, label %27, !llvm.loop !14

27:                                               ; preds = %2
  %28 = mul i32 %24, 31
  %29 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %25
  %30 = load i8, i8* %29, align 1, !tbaa !5
  %31 = zext i8 %30 to i32
  %32 = shl nuw i32 %31, 24
  %33 = getelementptr inbounds i8, i8* %29, i64 1
  %34 = load i8, i8* %33, align 2, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = shl nuw nsw i32 %35, 16
  %37 = or i32 %36, %32
  %38 = getelementptr inbounds i8, i8* %29, i64 2
  %39 = load i8, i8* %38, align 1, !tbaa !5
  %40 = zext i8 %39 to i32
  %41 = shl nuw nsw i32 %40, 8
  %42 = or i32 %37, %41
  %43 = getelementptr inbounds i8, i8* %29, i64 3
  %44 = load i8, i8* %43, align 2, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = or i32 %42, %45
  %47 = add i32 %46, %28
  %48 = add nuw nsw i64 %3, 2
  br label %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @store_between(i8* nocapture noundef %0) unnamed_addr #5 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = getelementptr inbounds i8, i8* %0, i64 1
  store i8 86, i8* %4, align 1, !tbaa !5
  %5 = shl nuw nsw i32 %3, 8
  %6 = or i32 %5, 86
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable willreturn
define internal fastcc i32 @from_volatile() unnamed_addr #6 {
  %1 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 0), align 1, !tbaa !5
  %2 = zext i8 %1 to i32
  %3 = shl nuw i32 %2, 24
  %4 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 1), align 1, !tbaa !5
  %5 = zext i8 %4 to i32
  %6 = shl nuw nsw i32 %5, 16
  %7 = or i32 %6, %3
  %8 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 2), align 1, !tbaa !5
  %9 = zext i8 %8 to i32
  %10 = shl nuw nsw i32 %9, 8
  %11 = or i32 %7, %10
  %12 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 3), align 1, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = or i32 %11, %13
  ret i32 %14
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @put16(i8* nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #8 {
  %3 = lshr i32 %1, 8
  %4 = trunc i32 %3 to i8
  store i8 %4, i8* %0, align 1, !tbaa !5
  %5 = trunc i32 %1 to i8
  %6 = getelementptr inbounds i8, i8* %0, i64 1
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
  %7 = getelementptr inbounds i8, i8* %0, i64 1
  store i8 %6, i8* %7, align 1, !tbaa !5
  %8 = lshr i32 %1, 8
  %9 = trunc i32 %8 to i8
  %10 = getelementptr inbounds i8, i8* %0, i64 2
  store i8 %9, i8* %10, align 1, !tbaa !5
  %11 = trunc i32 %1 to i8
  %12 = getelementptr inbounds i8, i8* %0, i64 3
  store i8 %11, i8* %12, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @putle64(i8* nocapture noundef writeonly %0, i64 noundef %1) unnamed_addr #8 {
  %3 = trunc i64 %1 to i8
  store i8 %3, i8* %0, align 1, !tbaa !5
  %4 = lshr i64 %1, 8
  %5 = trunc i64 %4 to i8
  %6 = getelementptr inbounds i8, i8* %0, i64 1
  store i8 %5, i8* %6, align 1, !tbaa !5
  %7 = lshr i64 %1, 16
  %8 = trunc i64 %7 to i8
  %9 = getelementptr inbounds i8, i8* %0, i64 2
  store i8 %8, i8* %9, align 1, !tbaa !5
  %10 = lshr i64 %1, 24
  %11 = trunc i64 %10 to i8
  %12 = getelementptr inbounds i8, i8* %0, i64 3
  store i8 %11, i8* %12, align 1, !tbaa !5
  %13 = lshr i64 %1, 32
  %14 = trunc i64 %13 to i8
  %15 = getelementptr inbounds i8, i8* %0, i64 4
  store i8 %14, i8* %15, align 1, !tbaa !5
  %16 = lshr i64 %1, 40
  %17 = trunc i64 %16 to i8
  %18 = getelementptr inbounds i8, i8* %0, i64 5
  store i8 %17, i8* %18, align 1, !tbaa !5
  %19 = lshr i64 %1, 48
  %20 = trunc i64 %19 to i8
  %21 = getelementptr inbounds i8, i8* %0, i64 6
  store i8 %20, i8* %21, align 1, !tbaa !5
  %22 = lshr i64 %1, 56
  %23 = trunc i64 %22 to i8
  %24 = getelementptr inbounds i8, i8* %0, i64 7
  store i8 %23, i8* %24, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @put_then_read(i8* nocapture noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = lshr i32 %1, 8
  %4 = trunc i32 %3 to i8
  store i8 %4, i8* %0, align 1, !tbaa !5
  %5 = and i32 %3, 255
  %6 = getelementptr inbounds i8, i8* %0, i64 3
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = add nuw nsw i32 %5, %8
  %10 = trunc i32 %1 to i8
  %11 = getelementptr inbounds i8, i8* %0, i64 1
  store i8 %10, i8* %11, align 1, !tbaa !5
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @put_two(i8* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = lshr i32 %1, 8
  %5 = trunc i32 %4 to i8
  store i8 %5, i8* %0, align 1, !tbaa !5
  %6 = trunc i32 %2 to i8
  %7 = getelementptr inbounds i8, i8* %0, i64 1
  store i8 %6, i8* %7, align 1, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @shift_cells() unnamed_addr #9 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %32, %2 ]
  %4 = shl nuw nsw i64 %3, 1
  %5 = add nuw nsw i64 %4, 8
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %5
  %7 = load i8, i8* %6, align 4, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = shl nuw nsw i32 %8, 8
  %10 = getelementptr inbounds i8, i8* %6, i64 1
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = or i32 %9, %12
  %14 = add nuw nsw i32 %13, 300
  %15 = lshr i32 %14, 8
  %16 = trunc i32 %15 to i8
  store i8 %16, i8* %6, align 4, !tbaa !5
  %17 = add i8 %11, 44
  store i8 %17, i8* %10, align 1, !tbaa !5
  %18 = shl nuw i64 %3, 1
  %19 = add i64 %18, 10
  %20 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %19
  %21 = load i8, i8* %20, align 2, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = shl nuw nsw i32 %22, 8
  %24 = getelementptr inbounds i8, i8* %20, i64 1
  %25 = load i8, i8* %24, align 1, !tbaa !5
  %26 = zext i8 %25 to i32
  %27 = or i32 %23, %26
  %28 = add nuw nsw i32 %27, 300
  %29 = lshr i32 %28, 8
  %30 = trunc i32 %29 to i8
  store i8 %30, i8* %20, align 2, !tbaa !5
  %31 = add i8 %25, 44
  store i8 %31, i8* %24, align 1, !tbaa !5
  %32 = add nuw nsw i64 %3, 2
  %33 = icmp eq i64 %32, 12
  br i1 %33, label %1, label %2, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @put_magic(i8* nocapture noundef writeonly %0) unnamed_addr #8 {
  store i8 83, i8* %0, align 1, !tbaa !5
  %2 = getelementptr inbounds i8, i8* %0, i64 1
  store i8 81, i8* %2, align 1, !tbaa !5
  %3 = getelementptr inbounds i8, i8* %0, i64 2
  store i8 76, i8* %3, align 1, !tbaa !5
  %4 = getelementptr inbounds i8, i8* %0, i64 3
  store i8 -23, i8* %4, align 1, !tbaa !5
  %5 = getelementptr inbounds i8, i8* %0, i64 4
  store i8 0, i8* %5, align 1, !tbaa !5
  %6 = getelementptr inbounds i8, i8* %0, i64 5
  store i8 0, i8* %6, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, i8* %0, i64 6
  store i8 -128, i8* %7, align 1, !tbaa !5
  %8 = getelementptr inbounds i8, i8* %0, i64 7
  store i8 127, i8* %8, align 1, !tbaa !5
  %9 = getelementptr inbounds i8, i8* %0, i64 8
  store i8 -1, i8* %9, align 1, !tbaa !5
  %10 = getelementptr inbounds i8, i8* %0, i64 9
  store i8 -2, i8* %10, align 1, !tbaa !5
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{i32 0, i32 511}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
