; ModuleID = 'c/bytes.c'
source_filename = "c/bytes.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i16, align 2
  %2 = alloca [16 x i8], align 1
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %9, %3 ]
  %5 = trunc i64 %4 to i8
  %6 = mul i8 %5, 37
  %7 = add i8 %6, 11
  %8 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %4
  store i8 %7, i8* %8, align 1, !tbaa !5
  %9 = add nuw nsw i64 %4, 1
  %10 = icmp eq i64 %9, 64
  br i1 %10, label %11, label %3, !llvm.loop !8

11:                                               ; preds = %3, %11
  %12 = phi i64 [ %17, %11 ], [ 0, %3 ]
  %13 = trunc i64 %12 to i8
  %14 = mul i8 %13, -9
  %15 = add i8 %14, -16
  %16 = getelementptr inbounds [8 x i8], [8 x i8]* @vbuf, i64 0, i64 %12
  store volatile i8 %15, i8* %16, align 1, !tbaa !5
  %17 = add nuw nsw i64 %12, 1
  %18 = icmp eq i64 %17, 8
  br i1 %18, label %48, label %11, !llvm.loop !11

19:                                               ; preds = %48
  %20 = call fastcc signext i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 5))
  %21 = call fastcc zeroext i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 9))
  %22 = call fastcc zeroext i16 @le16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 3))
  %23 = zext i16 %22 to i32
  %24 = call fastcc zeroext i32 @le32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 17))
  %25 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0), i32 noundef signext %20, i32 noundef zeroext %21, i32 noundef signext %23, i32 noundef zeroext %24)
  %26 = call fastcc i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 1))
  %27 = call fastcc i64 @le64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 30))
  %28 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %26, i64 noundef %27)
  %29 = call fastcc zeroext i32 @walk(i32 noundef signext 20)
  %30 = call fastcc zeroext i32 @header_sum()
  %31 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext %29, i32 noundef zeroext %30)
  %32 = bitcast i16* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %32) #10
  store i16 13330, i16* %1, align 2
  %33 = call fastcc signext i32 @store_between(i8* noundef nonnull %32)
  %34 = call fastcc zeroext i32 @from_volatile()
  %35 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %33, i32 noundef zeroext %34)
  %36 = call fastcc zeroext i32 @shuffled(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 7))
  %37 = call fastcc zeroext i32 @gapped(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 40))
  %38 = call fastcc zeroext i32 @reused(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 2))
  %39 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.4, i64 0, i64 0), i32 noundef zeroext %36, i32 noundef zeroext %37, i32 noundef zeroext %38)
  %40 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %40) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %40, i8 0, i64 16, i1 false)
  %41 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 1
  %42 = call fastcc signext i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 11))
  call fastcc void @put16(i8* noundef nonnull %41, i32 noundef signext %42)
  %43 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 4
  %44 = call fastcc zeroext i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 20))
  call fastcc void @put32(i8* noundef nonnull %43, i32 noundef zeroext %44)
  %45 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 8
  %46 = call fastcc i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 3))
  call fastcc void @putle64(i8* noundef nonnull %45, i64 noundef %46)
  %47 = load i32, i32* @check, align 4, !tbaa !12
  br label %116

48:                                               ; preds = %11, %48
  %49 = phi i64 [ %93, %48 ], [ 0, %11 ]
  %50 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %49
  %51 = call fastcc signext i32 @be16(i8* noundef nonnull %50)
  %52 = load i32, i32* @check, align 4, !tbaa !12
  %53 = xor i32 %52, %51
  %54 = mul i32 %53, -1640531535
  %55 = ashr i32 %51, 31
  %56 = xor i32 %54, %55
  %57 = mul i32 %56, -2048144777
  store i32 %57, i32* @check, align 4, !tbaa !12
  %58 = call fastcc zeroext i32 @be32(i8* noundef nonnull %50)
  %59 = xor i32 %57, %58
  %60 = mul i32 %59, -62244025
  store i32 %60, i32* @check, align 4, !tbaa !12
  %61 = call fastcc zeroext i16 @le16(i8* noundef nonnull %50)
  %62 = zext i16 %61 to i32
  %63 = xor i32 %60, %62
  %64 = mul i32 %63, -62244025
  store i32 %64, i32* @check, align 4, !tbaa !12
  %65 = call fastcc zeroext i32 @le32(i8* noundef nonnull %50)
  %66 = xor i32 %64, %65
  %67 = mul i32 %66, -62244025
  store i32 %67, i32* @check, align 4, !tbaa !12
  %68 = call fastcc i64 @be64(i8* noundef nonnull %50)
  %69 = trunc i64 %68 to i32
  %70 = xor i32 %67, %69
  %71 = mul i32 %70, -1640531535
  %72 = lshr i64 %68, 32
  %73 = trunc i64 %72 to i32
  %74 = xor i32 %71, %73
  %75 = mul i32 %74, -2048144777
  store i32 %75, i32* @check, align 4, !tbaa !12
  %76 = call fastcc i64 @le64(i8* noundef nonnull %50)
  %77 = trunc i64 %76 to i32
  %78 = xor i32 %75, %77
  %79 = mul i32 %78, -1640531535
  %80 = lshr i64 %76, 32
  %81 = trunc i64 %80 to i32
  %82 = xor i32 %79, %81
  %83 = mul i32 %82, -2048144777
  store i32 %83, i32* @check, align 4, !tbaa !12
  %84 = call fastcc zeroext i32 @shuffled(i8* noundef nonnull %50)
  %85 = xor i32 %83, %84
  %86 = mul i32 %85, -62244025
  store i32 %86, i32* @check, align 4, !tbaa !12
  %87 = call fastcc zeroext i32 @gapped(i8* noundef nonnull %50)
  %88 = xor i32 %86, %87
  %89 = mul i32 %88, -62244025
  store i32 %89, i32* @check, align 4, !tbaa !12
  %90 = call fastcc zeroext i32 @reused(i8* noundef nonnull %50)
  %91 = xor i32 %89, %90
  %92 = mul i32 %91, -62244025
  store i32 %92, i32* @check, align 4, !tbaa !12
  %93 = add nuw nsw i64 %49, 1
  %94 = icmp eq i64 %93, 56
  br i1 %94, label %19, label %48, !llvm.loop !14

95:                                               ; preds = %116
  store i32 %130, i32* @check, align 4, !tbaa !12
  %96 = call fastcc zeroext i32 @be32(i8* noundef nonnull %43)
  %97 = call fastcc zeroext i16 @le16(i8* noundef nonnull %41)
  %98 = zext i16 %97 to i32
  %99 = call fastcc i64 @le64(i8* noundef nonnull %45)
  %100 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef zeroext %96, i32 noundef signext %98, i64 noundef %99)
  %101 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 3
  store i8 9, i8* %101, align 1, !tbaa !5
  %102 = call fastcc signext i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 40))
  %103 = call fastcc signext i32 @put_then_read(i8* noundef nonnull %40, i32 noundef signext %102), !range !15
  %104 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %103)
  %105 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 6
  %106 = call fastcc signext i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 50))
  %107 = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 9), align 1, !tbaa !5
  %108 = zext i8 %107 to i32
  call fastcc void @put_two(i8* noundef nonnull %105, i32 noundef signext %106, i32 noundef signext %108)
  %109 = load i8, i8* %40, align 1, !tbaa !5
  %110 = zext i8 %109 to i32
  %111 = load i8, i8* %41, align 1, !tbaa !5
  %112 = zext i8 %111 to i32
  %113 = call fastcc signext i32 @be16(i8* noundef nonnull %105)
  %114 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %110, i32 noundef signext %112, i32 noundef signext %113)
  call fastcc void @shift_cells()
  call fastcc void @put_magic(i8* noundef nonnull %101)
  %115 = load i32, i32* @check, align 4, !tbaa !12
  br label %140

116:                                              ; preds = %19, %116
  %117 = phi i64 [ 0, %19 ], [ %131, %116 ]
  %118 = phi i32 [ %47, %19 ], [ %130, %116 ]
  %119 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 %117
  %120 = load i8, i8* %119, align 1, !tbaa !5
  %121 = zext i8 %120 to i32
  %122 = trunc i64 %117 to i32
  %123 = shl i32 %122, 8
  %124 = or i32 %123, %121
  %125 = xor i32 %124, %118
  %126 = mul i32 %125, -1640531535
  %127 = trunc i64 %117 to i32
  %128 = lshr i32 %127, 24
  %129 = xor i32 %126, %128
  %130 = mul i32 %129, -2048144777
  %131 = add nuw nsw i64 %117, 1
  %132 = icmp eq i64 %131, 16
  br i1 %132, label %95, label %116, !llvm.loop !16

133:                                              ; preds = %140
  store i32 %154, i32* @check, align 4, !tbaa !12
  %134 = call fastcc zeroext i32 @walk(i32 noundef signext 12)
  %135 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %134)
  %136 = load i32, i32* @check, align 4, !tbaa !12
  %137 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %136)
  %138 = load i32, i32* @check, align 4, !tbaa !12
  %139 = and i32 %138, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %40) #10
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %32) #10
  ret i32 %139

140:                                              ; preds = %95, %140
  %141 = phi i64 [ 0, %95 ], [ %155, %140 ]
  %142 = phi i32 [ %115, %95 ], [ %154, %140 ]
  %143 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 %141
  %144 = load i8, i8* %143, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = trunc i64 %141 to i32
  %147 = shl i32 %146, 8
  %148 = or i32 %147, %145
  %149 = xor i32 %148, %142
  %150 = mul i32 %149, -1640531535
  %151 = trunc i64 %141 to i32
  %152 = lshr i32 %151, 24
  %153 = xor i32 %150, %152
  %154 = mul i32 %153, -2048144777
  %155 = add nuw nsw i64 %141, 1
  %156 = icmp eq i64 %155, 16
  br i1 %156, label %133, label %140, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc signext i32 @be16(i8* nocapture noundef readonly %0) unnamed_addr #2 {
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
define internal fastcc zeroext i32 @be32(i8* nocapture noundef readonly %0) unnamed_addr #2 {
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
define internal fastcc zeroext i32 @le32(i8* nocapture noundef readonly %0) unnamed_addr #2 {
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
  br label %3

2:                                                ; preds = %3
  ret i64 %10

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 7, %1 ], [ %11, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %10, %3 ]
  %6 = shl i64 %5, 8
  %7 = getelementptr inbounds i8, i8* %0, i64 %4
  %8 = load i8, i8* %7, align 1, !tbaa !5
  %9 = zext i8 %8 to i64
  %10 = or i64 %6, %9
  %11 = add nsw i64 %4, -1
  %12 = icmp eq i64 %4, 0
  br i1 %12, label %2, label %3, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc zeroext i32 @shuffled(i8* nocapture noundef readonly %0) unnamed_addr #2 {
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
define internal fastcc zeroext i32 @gapped(i8* nocapture noundef readonly %0) unnamed_addr #2 {
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
define internal fastcc zeroext i32 @reused(i8* nocapture noundef readonly %0) unnamed_addr #2 {
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
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @walk(i32 noundef signext %0) unnamed_addr #3 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  br label %7

5:                                                ; preds = %7, %1
  %6 = phi i32 [ 0, %1 ], [ %27, %7 ]
  ret i32 %6

7:                                                ; preds = %3, %7
  %8 = phi i64 [ 0, %3 ], [ %28, %7 ]
  %9 = phi i32 [ 0, %3 ], [ %27, %7 ]
  %10 = shl nuw nsw i64 %8, 1
  %11 = add nuw nsw i64 %10, 8
  %12 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %11
  %13 = getelementptr inbounds i8, i8* %12, i64 1
  %14 = load i8, i8* %13, align 1, !tbaa !5
  %15 = and i8 %14, 62
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %16
  %18 = load i8, i8* %17, align 1, !tbaa !5
  %19 = zext i8 %18 to i32
  %20 = shl nuw nsw i32 %19, 8
  %21 = getelementptr inbounds i8, i8* %17, i64 1
  %22 = load i8, i8* %21, align 1, !tbaa !5
  %23 = zext i8 %22 to i32
  %24 = or i32 %20, %23
  %25 = lshr i32 %9, 3
  %26 = add i32 %25, %9
  %27 = add i32 %26, %24
  %28 = add nuw nsw i64 %8, 1
  %29 = icmp eq i64 %28, %4
  br i1 %29, label %5, label %7, !llvm.loop !19
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @header_sum() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %24

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %25, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %24, %2 ]
  %5 = mul i32 %4, 31
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %3
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = shl nuw i32 %8, 24
  %10 = getelementptr inbounds i8, i8* %6, i64 1
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 16
  %14 = or i32 %13, %9
  %15 = getelementptr inbounds i8, i8* %6, i64 2
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = shl nuw nsw i32 %17, 8
  %19 = or i32 %14, %18
  %20 = getelementptr inbounds i8, i8* %6, i64 3
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = or i32 %19, %22
  %24 = add i32 %23, %5
  %25 = add nuw nsw i64 %3, 1
  %26 = icmp eq i64 %25, 61
  br i1 %26, label %1, label %2, !llvm.loop !20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc signext i32 @store_between(i8* nocapture noundef %0) unnamed_addr #5 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = getelementptr inbounds i8, i8* %0, i64 1
  store i8 86, i8* %4, align 1, !tbaa !5
  %5 = shl nuw nsw i32 %3, 8
  %6 = or i32 %5, 86
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable willreturn
define internal fastcc zeroext i32 @from_volatile() unnamed_addr #6 {
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
define internal fastcc void @put16(i8* nocapture noundef writeonly %0, i32 noundef signext %1) unnamed_addr #8 {
  %3 = lshr i32 %1, 8
  %4 = trunc i32 %3 to i8
  store i8 %4, i8* %0, align 1, !tbaa !5
  %5 = trunc i32 %1 to i8
  %6 = getelementptr inbounds i8, i8* %0, i64 1
  store i8 %5, i8* %6, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @put32(i8* nocapture noundef writeonly %0, i32 noundef zeroext %1) unnamed_addr #8 {
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
define internal fastcc signext i32 @put_then_read(i8* nocapture noundef %0, i32 noundef signext %1) unnamed_addr #5 {
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
define internal fastcc void @put_two(i8* nocapture noundef writeonly %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #8 {
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

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = shl nuw nsw i64 %3, 1
  %5 = add nuw nsw i64 %4, 8
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %5
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = shl nuw nsw i32 %8, 8
  %10 = getelementptr inbounds i8, i8* %6, i64 1
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = or i32 %9, %12
  %14 = add nuw nsw i32 %13, 300
  %15 = lshr i32 %14, 8
  %16 = trunc i32 %15 to i8
  store i8 %16, i8* %6, align 1, !tbaa !5
  %17 = add i8 %11, 44
  store i8 %17, i8* %10, align 1, !tbaa !5
  %18 = add nuw nsw i64 %3, 1
  %19 = icmp eq i64 %18, 12
  br i1 %19, label %1, label %2, !llvm.loop !21
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { mustprogress nofree noinline norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #9 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !9, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = distinct !{!14, !9, !10}
!15 = !{i32 0, i32 511}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !9, !10}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !9, !10}
!20 = distinct !{!20, !9, !10}
!21 = distinct !{!21, !9, !10}
