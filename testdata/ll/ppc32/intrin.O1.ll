; ModuleID = 'c/intrin.c'
source_filename = "c/intrin.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"h %llu known %d size %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %14, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %69, %2 ]
  %5 = mul i64 %4, 31
  %6 = mul i32 %3, 305419896
  %7 = xor i32 %3, -1698898192
  %8 = call fastcc i32 @fsh32(i32 noundef %6, i32 noundef %7, i32 noundef %3)
  %9 = zext i32 %8 to i64
  %10 = add i64 %5, %9
  %11 = mul i64 %10, 31
  %12 = zext i32 %3 to i64
  %13 = mul i64 %12, 81985529216486895
  %14 = add nuw nsw i32 %3, 1
  %15 = zext i32 %14 to i64
  %16 = udiv i64 -1, %15
  %17 = call fastcc i64 @fsh64r(i64 noundef %13, i64 noundef %16, i32 noundef %3)
  %18 = add i64 %11, %17
  %19 = mul i64 %18, 31
  %20 = trunc i32 %3 to i16
  %21 = mul i16 %20, 977
  %22 = mul i16 %20, 131
  %23 = call fastcc zeroext i16 @fsh16(i16 noundef zeroext %21, i16 noundef zeroext %22, i32 noundef %3)
  %24 = zext i16 %23 to i64
  %25 = add i64 %19, %24
  %26 = mul i64 %25, 31
  %27 = trunc i32 %3 to i8
  %28 = mul i8 %27, 7
  %29 = call fastcc zeroext i8 @rot8(i8 noundef zeroext %28, i32 noundef %3)
  %30 = zext i8 %29 to i64
  %31 = add i64 %26, %30
  %32 = mul i64 %31, 31
  %33 = call fastcc i64 @fshc(i64 noundef %31)
  %34 = trunc i64 %31 to i32
  %35 = call fastcc i32 @fshc32(i32 noundef %34, i32 noundef %3)
  %36 = zext i32 %35 to i64
  %37 = add i64 %33, %36
  %38 = add i64 %37, %32
  %39 = mul i64 %38, 31
  %40 = mul i8 %27, 5
  %41 = mul i8 %27, 3
  %42 = call fastcc zeroext i8 @usat8(i8 noundef zeroext %40, i8 noundef zeroext %41)
  %43 = zext i8 %42 to i64
  %44 = add i64 %39, %43
  %45 = mul i64 %44, 31
  %46 = mul nuw nsw i32 %3, 1000
  %47 = mul nsw i32 %3, -500
  %48 = add nsw i32 %47, 35000
  %49 = call fastcc i32 @usub(i32 noundef %46, i32 noundef %48)
  %50 = zext i32 %49 to i64
  %51 = add i64 %45, %50
  %52 = mul i64 %51, 31
  %53 = trunc i32 %46 to i16
  %54 = add i16 %53, -30000
  %55 = mul i16 %20, 900
  %56 = call fastcc signext i16 @ssat16(i16 noundef signext %54, i16 noundef signext %55)
  %57 = zext i16 %56 to i64
  %58 = add i64 %52, %57
  %59 = mul i64 %58, 31
  %60 = mul nuw i32 %3, 50331648
  %61 = mul i32 %3, -67108864
  %62 = add i32 %61, 2147483392
  %63 = call fastcc i32 @ssat32(i32 noundef %60, i32 noundef %62)
  %64 = zext i32 %63 to i64
  %65 = add i64 %59, %64
  %66 = mul i64 %65, 31
  %67 = sub nsw i32 0, %3
  %68 = zext i32 %67 to i64
  %69 = add i64 %66, %68
  %70 = icmp eq i32 %14, 70
  br i1 %70, label %71, label %2, !llvm.loop !5

71:                                               ; preds = %2, %71
  %72 = phi i32 [ %89, %71 ], [ -3, %2 ]
  %73 = phi i64 [ %88, %71 ], [ %69, %2 ]
  %74 = mul i64 %73, 31
  %75 = xor i32 %72, -1
  %76 = shl i32 %75, 31
  %77 = shl nsw i32 %72, 30
  %78 = mul nsw i32 %72, 7
  %79 = call fastcc i32 @ovf_mixed(i32 noundef 0, i32 noundef %76, i32 noundef %77, i32 noundef %78)
  %80 = zext i32 %79 to i64
  %81 = add i64 %74, %80
  %82 = mul nsw i32 %72, 8388607
  %83 = add nsw i32 %82, 33554428
  %84 = mul nsw i32 %72, 1048575
  %85 = add nsw i32 %84, 3145725
  %86 = call fastcc i32 @ovf_odd(i32 noundef %83, i32 noundef %85)
  %87 = zext i32 %86 to i64
  %88 = add i64 %81, %87
  %89 = add nsw i32 %72, 1
  %90 = icmp eq i32 %89, 4
  br i1 %90, label %100, label %71, !llvm.loop !8

91:                                               ; preds = %100
  %92 = call fastcc i32 @addresses()
  %93 = zext i32 %92 to i64
  %94 = add i64 %124, %93
  %95 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %95) #11
  %96 = call fastcc i32 @objsize(i8* noundef nonnull %95)
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i32 0, i32 0), i64 noundef %94, i32 noundef 1, i32 noundef %96)
  %98 = trunc i64 %94 to i32
  %99 = and i32 %98, 127
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %95) #11
  ret i32 %99

100:                                              ; preds = %71, %100
  %101 = phi i64 [ %125, %100 ], [ 1, %71 ]
  %102 = phi i64 [ %124, %100 ], [ %88, %71 ]
  %103 = mul i64 %102, 31
  %104 = mul i64 %101, -7046029254386353131
  %105 = call i64 @llvm.bitreverse.i64(i64 %104)
  %106 = add i64 %105, %103
  %107 = mul i64 %106, 31
  %108 = trunc i64 %101 to i32
  %109 = mul i32 %108, -1640531535
  %110 = call i32 @llvm.bitreverse.i32(i32 %109)
  %111 = zext i32 %110 to i64
  %112 = add i64 %107, %111
  %113 = mul i64 %112, 31
  %114 = trunc i64 %101 to i16
  %115 = mul i16 %114, -25033
  %116 = call i16 @llvm.bitreverse.i16(i16 %115)
  %117 = zext i16 %116 to i64
  %118 = add i64 %113, %117
  %119 = mul i64 %118, 31
  %120 = trunc i64 %101 to i8
  %121 = mul i8 %120, 37
  %122 = call i8 @llvm.bitreverse.i8(i8 %121)
  %123 = zext i8 %122 to i64
  %124 = add i64 %119, %123
  %125 = add nuw nsw i64 %101, 1
  %126 = icmp ult i64 %101, 199
  br i1 %126, label %100, label %91, !llvm.loop !9
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
  %4 = and i32 %2, 63
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %3
  %7 = zext i32 %4 to i64
  %8 = lshr i64 %1, %7
  %9 = sub nuw nsw i32 64, %4
  %10 = zext i32 %9 to i64
  %11 = shl i64 %0, %10
  %12 = or i64 %11, %8
  br label %13

13:                                               ; preds = %3, %6
  %14 = phi i64 [ %12, %6 ], [ %1, %3 ]
  ret i64 %14
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @ovf_mixed(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #2 {
  %5 = call i32 @llvm.abs.i32(i32 %0, i1 false)
  %6 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %5, i32 %1)
  %7 = extractvalue { i32, i1 } %6, 1
  %8 = extractvalue { i32, i1 } %6, 0
  %9 = lshr i32 %0, 31
  %10 = add nuw i32 %9, 2147483647
  %11 = icmp ugt i32 %8, %10
  %12 = or i1 %7, %11
  %13 = select i1 %12, i32 2, i32 0
  %14 = sext i32 %2 to i33
  %15 = zext i32 %3 to i33
  %16 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 %14, i33 %15)
  %17 = extractvalue { i33, i1 } %16, 1
  %18 = extractvalue { i33, i1 } %16, 0
  %19 = icmp slt i33 %18, 0
  %20 = or i1 %17, %19
  %21 = zext i1 %20 to i32
  %22 = or i32 %13, %21
  %23 = sext i32 %0 to i33
  %24 = sext i32 %1 to i33
  %25 = sub nsw i33 %23, %24
  %26 = shl nuw nsw i32 %22, 2
  %27 = lshr i33 %25, 31
  %28 = trunc i33 %27 to i32
  %29 = and i32 %28, 2
  %30 = or i32 %26, %29
  %31 = zext i32 %1 to i33
  %32 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 %23, i33 %31)
  %33 = extractvalue { i33, i1 } %32, 1
  %34 = extractvalue { i33, i1 } %32, 0
  %35 = add i33 %34, 2147483648
  %36 = icmp slt i33 %35, 0
  %37 = or i1 %33, %36
  %38 = zext i1 %37 to i32
  %39 = or i32 %30, %38
  %40 = mul nuw nsw i32 %39, 1000
  %41 = xor i33 %34, %25
  %42 = xor i33 %41, %18
  %43 = trunc i33 %42 to i32
  %44 = and i32 %43, 1023
  %45 = add nuw nsw i32 %40, %44
  ret i32 %45
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @ovf_odd(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = shl nuw nsw i64 %4, 10
  %6 = and i32 %0, 16777215
  %7 = and i64 %5, 1099511626752
  %8 = trunc i64 %5 to i32
  %9 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %6, i32 %8)
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
define internal fastcc i32 @objsize(i8* noundef %0) unnamed_addr #6 {
  %2 = alloca [16 x i8], align 1
  %3 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #11
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(16) %3, i8 2, i32 16, i1 false)
  call void @llvm.prefetch.p0i8(i8* %0, i32 0, i32 3, i32 1)
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 1
  call void @llvm.prefetch.p0i8(i8* nonnull %4, i32 1, i32 0, i32 1)
  %5 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 3
  %6 = load i8, i8* %5, align 1, !tbaa !10
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %7, 13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #11
  ret i32 %8
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshr.i8(i8, i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshl.i8(i8, i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.returnaddress(i32 immarg) #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.sadd.sat.i16(i16, i16) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.sadd.sat.i32(i32, i32) #10

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
