; ModuleID = 'c/intrin.c'
source_filename = "c/intrin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"h %llu known %d size %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %17, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %79, %2 ]
  %5 = trunc i64 %3 to i32
  %6 = mul i64 %4, 31
  %7 = trunc i64 %3 to i32
  %8 = mul i32 %7, 305419896
  %9 = trunc i64 %3 to i32
  %10 = xor i32 %9, -1698898192
  %11 = trunc i64 %3 to i32
  %12 = call fastcc i32 @fsh32(i32 noundef %8, i32 noundef %10, i32 noundef %11)
  %13 = zext i32 %12 to i64
  %14 = add i64 %6, %13
  %15 = mul i64 %14, 31
  %16 = mul nuw nsw i64 %3, 81985529216486895
  %17 = add nuw nsw i64 %3, 1
  %18 = udiv i64 -1, %17
  %19 = trunc i64 %3 to i32
  %20 = call fastcc i64 @fsh64r(i64 noundef %16, i64 noundef %18, i32 noundef %19)
  %21 = add i64 %15, %20
  %22 = mul i64 %21, 31
  %23 = trunc i64 %3 to i16
  %24 = mul i16 %23, 977
  %25 = mul i16 %23, 131
  %26 = trunc i64 %3 to i32
  %27 = call fastcc zeroext i16 @fsh16(i16 noundef zeroext %24, i16 noundef zeroext %25, i32 noundef %26)
  %28 = zext i16 %27 to i64
  %29 = add i64 %22, %28
  %30 = mul i64 %29, 31
  %31 = trunc i64 %3 to i8
  %32 = mul i8 %31, 7
  %33 = trunc i64 %3 to i32
  %34 = call fastcc zeroext i8 @rot8(i8 noundef zeroext %32, i32 noundef %33)
  %35 = zext i8 %34 to i64
  %36 = add i64 %30, %35
  %37 = mul i64 %36, 31
  %38 = call fastcc i64 @fshc(i64 noundef %36)
  %39 = trunc i64 %36 to i32
  %40 = trunc i64 %3 to i32
  %41 = call fastcc i32 @fshc32(i32 noundef %39, i32 noundef %40)
  %42 = zext i32 %41 to i64
  %43 = add i64 %38, %42
  %44 = add i64 %43, %37
  %45 = mul i64 %44, 31
  %46 = mul i8 %31, 5
  %47 = mul i8 %31, 3
  %48 = call fastcc zeroext i8 @usat8(i8 noundef zeroext %46, i8 noundef zeroext %47)
  %49 = zext i8 %48 to i64
  %50 = add i64 %45, %49
  %51 = mul i64 %50, 31
  %52 = mul nuw nsw i32 %5, 1000
  %53 = trunc i64 %3 to i32
  %54 = mul i32 %53, -500
  %55 = add i32 %54, 35000
  %56 = call fastcc i32 @usub(i32 noundef %52, i32 noundef %55)
  %57 = zext i32 %56 to i64
  %58 = add i64 %51, %57
  %59 = mul i64 %58, 31
  %60 = trunc i64 %3 to i16
  %61 = mul i16 %60, 1000
  %62 = add i16 %61, -30000
  %63 = mul i16 %23, 900
  %64 = call fastcc signext i16 @ssat16(i16 noundef signext %62, i16 noundef signext %63)
  %65 = zext i16 %64 to i64
  %66 = add i64 %59, %65
  %67 = mul i64 %66, 31
  %68 = trunc i64 %3 to i32
  %69 = mul i32 %68, -67108864
  %70 = add i32 %69, 2147483392
  %71 = trunc i64 %3 to i32
  %72 = mul i32 %71, 50331648
  %73 = call fastcc i32 @ssat32(i32 noundef %72, i32 noundef %70)
  %74 = zext i32 %73 to i64
  %75 = add i64 %67, %74
  %76 = mul i64 %75, 31
  %77 = mul i64 %3, 4611686018427387903
  %78 = call fastcc i64 @uadd64(i64 noundef %77)
  %79 = add i64 %76, %78
  %80 = icmp eq i64 %17, 70
  br i1 %80, label %81, label %2, !llvm.loop !5

81:                                               ; preds = %2, %81
  %82 = phi i64 [ %101, %81 ], [ -3, %2 ]
  %83 = phi i64 [ %100, %81 ], [ %79, %2 ]
  %84 = mul i64 %83, 31
  %85 = shl nsw i64 %82, 32
  %86 = shl i64 %82, 31
  %87 = add nsw i64 %86, 10737418240
  %88 = trunc i64 %82 to i32
  %89 = shl nsw i32 %88, 30
  %90 = mul i32 %88, 7
  %91 = call fastcc i32 @ovf_mixed(i64 noundef %85, i64 noundef %87, i32 noundef %89, i32 noundef %90)
  %92 = zext i32 %91 to i64
  %93 = add i64 %84, %92
  %94 = mul i32 %88, 8388607
  %95 = add i32 %94, 33554428
  %96 = mul i32 %88, 1048575
  %97 = add i32 %96, 3145725
  %98 = call fastcc i32 @ovf_odd(i32 noundef %95, i32 noundef %97)
  %99 = zext i32 %98 to i64
  %100 = add i64 %93, %99
  %101 = add nsw i64 %82, 1
  %102 = icmp eq i64 %101, 4
  br i1 %102, label %112, label %81, !llvm.loop !8

103:                                              ; preds = %112
  %104 = call fastcc i32 @addresses()
  %105 = zext i32 %104 to i64
  %106 = add i64 %136, %105
  %107 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %107) #11
  %108 = call fastcc i64 @objsize(i8* noundef nonnull %107)
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i64 noundef %106, i32 noundef 1, i64 noundef %108)
  %110 = trunc i64 %106 to i32
  %111 = and i32 %110, 127
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %107) #11
  ret i32 %111

112:                                              ; preds = %81, %112
  %113 = phi i64 [ %137, %112 ], [ 1, %81 ]
  %114 = phi i64 [ %136, %112 ], [ %100, %81 ]
  %115 = mul i64 %114, 31
  %116 = mul i64 %113, -7046029254386353131
  %117 = call i64 @llvm.bitreverse.i64(i64 %116)
  %118 = add i64 %117, %115
  %119 = mul i64 %118, 31
  %120 = trunc i64 %113 to i32
  %121 = mul i32 %120, -1640531535
  %122 = call i32 @llvm.bitreverse.i32(i32 %121)
  %123 = zext i32 %122 to i64
  %124 = add i64 %119, %123
  %125 = mul i64 %124, 31
  %126 = trunc i64 %113 to i16
  %127 = mul i16 %126, -25033
  %128 = call i16 @llvm.bitreverse.i16(i16 %127)
  %129 = zext i16 %128 to i64
  %130 = add i64 %125, %129
  %131 = mul i64 %130, 31
  %132 = trunc i64 %113 to i8
  %133 = mul i8 %132, 37
  %134 = call i8 @llvm.bitreverse.i8(i8 %133)
  %135 = zext i8 %134 to i64
  %136 = add i64 %131, %135
  %137 = add nuw nsw i64 %113, 1
  %138 = icmp eq i64 %137, 200
  br i1 %138, label %103, label %112, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @fsh32(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = and i32 %2, 31
  %5 = icmp eq i32 %4, 0
  %6 = call i32 @llvm.fshl.i32(i32 %0, i32 %1, i32 %4)
  %7 = select i1 %5, i32 %0, i32 %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @fsh64r(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = zext i32 %2 to i64
  %5 = call i64 @llvm.fshr.i64(i64 %0, i64 %1, i64 %4)
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i16 @fsh16(i16 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef %2) unnamed_addr #2 {
  %4 = trunc i32 %2 to i16
  %5 = call i16 @llvm.fshl.i16(i16 %0, i16 %0, i16 %4)
  %6 = zext i16 %0 to i32
  %7 = shl nuw i32 %6, 16
  %8 = zext i16 %1 to i32
  %9 = or i32 %7, %8
  %10 = and i32 %2, 15
  %11 = sub nuw nsw i32 16, %10
  %12 = lshr i32 %9, %11
  %13 = trunc i32 %12 to i16
  %14 = xor i16 %5, %13
  ret i16 %14
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i8 @rot8(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i8
  %4 = call i8 @llvm.fshr.i8(i8 %0, i8 %0, i8 %3)
  %5 = call i8 @llvm.fshl.i8(i8 %0, i8 %0, i8 3)
  %6 = add i8 %4, %5
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @fshc(i64 noundef %0) unnamed_addr #3 {
  %2 = shl i64 %0, 13
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @fshc32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = call i32 @llvm.fshl.i32(i32 %1, i32 %0, i32 25)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i8 @usat8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #3 {
  %3 = zext i8 %0 to i32
  %4 = zext i8 %1 to i32
  %5 = add nuw nsw i32 %4, %3
  %6 = icmp ult i32 %5, 255
  %7 = select i1 %6, i32 %5, i32 255
  %8 = trunc i32 %7 to i8
  ret i8 %8
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @usub(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = call i32 @llvm.usub.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc signext i16 @ssat16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
  %3 = call i16 @llvm.sadd.sat.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @ssat32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = call i32 @llvm.sadd.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @uadd64(i64 noundef %0) unnamed_addr #3 {
  %2 = xor i64 %0, -9223372036854775808
  %3 = icmp ult i64 %2, %0
  %4 = select i1 %3, i64 -1, i64 %2
  ret i64 %4
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @ovf_mixed(i64 noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #2 {
  %5 = call i64 @llvm.abs.i64(i64 %0, i1 false)
  %6 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %5, i64 %1)
  %7 = extractvalue { i64, i1 } %6, 1
  %8 = extractvalue { i64, i1 } %6, 0
  %9 = lshr i64 %0, 63
  %10 = add nuw i64 %9, 9223372036854775807
  %11 = icmp ugt i64 %8, %10
  %12 = or i1 %7, %11
  %13 = select i1 %12, i32 2, i32 0
  %14 = sext i32 %2 to i65
  %15 = zext i32 %3 to i65
  %16 = add nsw i65 %15, %14
  %17 = lshr i65 %16, 64
  %18 = trunc i65 %17 to i32
  %19 = or i32 %13, %18
  %20 = sext i64 %0 to i65
  %21 = sext i64 %1 to i65
  %22 = sub nsw i65 %20, %21
  %23 = shl nuw nsw i32 %19, 2
  %24 = lshr i65 %22, 63
  %25 = trunc i65 %24 to i32
  %26 = and i32 %25, 2
  %27 = or i32 %23, %26
  %28 = zext i64 %1 to i65
  %29 = call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 %20, i65 %28)
  %30 = extractvalue { i65, i1 } %29, 1
  %31 = extractvalue { i65, i1 } %29, 0
  %32 = add i65 %31, 9223372036854775808
  %33 = icmp slt i65 %32, 0
  %34 = or i1 %30, %33
  %35 = zext i1 %34 to i32
  %36 = or i32 %27, %35
  %37 = mul nuw nsw i32 %36, 1000
  %38 = xor i65 %31, %22
  %39 = xor i65 %38, %16
  %40 = trunc i65 %39 to i32
  %41 = and i32 %40, 1023
  %42 = add nsw i32 %37, %41
  ret i32 %42
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @ovf_odd(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %0 to i64
  %4 = and i32 %0, 16777215
  %5 = zext i32 %1 to i64
  %6 = shl nuw nsw i64 %5, 10
  %7 = and i64 %6, 1099511626752
  %8 = trunc i64 %6 to i32
  %9 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %4, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = select i1 %10, i32 2, i32 0
  %12 = shl nuw nsw i64 %3, 20
  %13 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %7, i64 %12)
  %14 = extractvalue { i64, i1 } %13, 1
  %15 = extractvalue { i64, i1 } %13, 0
  %16 = select i1 %14, i32 4, i32 0
  %17 = or i32 %11, %16
  %18 = trunc i64 %15 to i32
  %19 = and i32 %18, 64512
  %20 = or i32 %17, %19
  ret i32 %20
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bitreverse.i64(i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bitreverse.i16(i16) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.bitreverse.i8(i8) #4

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @addresses() unnamed_addr #2 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 0)
  %2 = icmp eq i8* %1, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %0
  %4 = call i8* @llvm.returnaddress(i32 0)
  %5 = icmp ne i8* %4, null
  %6 = zext i1 %5 to i32
  br label %7

7:                                                ; preds = %3, %0
  %8 = phi i32 [ 0, %0 ], [ %6, %3 ]
  ret i32 %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc i64 @objsize(i8* noundef %0) unnamed_addr #6 {
  %2 = alloca [16 x i8], align 16
  %3 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #11
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %3, i8 2, i64 16, i1 false)
  call void @llvm.prefetch.p0i8(i8* %0, i32 0, i32 3, i32 1)
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 1
  call void @llvm.prefetch.p0i8(i8* nonnull %4, i32 1, i32 0, i32 1)
  %5 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 3
  %6 = load i8, i8* %5, align 1, !tbaa !10
  %7 = sext i8 %6 to i64
  %8 = add nsw i64 %7, 13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #11
  ret i64 %8
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshr.i8(i8, i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshl.i8(i8, i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i65, i1 } @llvm.sadd.with.overflow.i65(i65, i65) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.returnaddress(i32 immarg) #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.sadd.sat.i16(i16, i16) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshr.i64(i64, i64, i64) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.sadd.sat.i32(i32, i32) #10

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = distinct !{!9, !6, !7}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
