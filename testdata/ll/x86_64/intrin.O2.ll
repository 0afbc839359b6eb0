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
  %3 = phi i64 [ 0, %0 ], [ %14, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %71, %2 ]
  %5 = trunc i64 %3 to i32
  %6 = mul i64 %4, 31
  %7 = mul i32 %5, 305419896
  %8 = xor i32 %5, -1698898192
  %9 = tail call fastcc i32 @fsh32(i32 noundef %7, i32 noundef %8, i32 noundef %5)
  %10 = zext i32 %9 to i64
  %11 = add i64 %6, %10
  %12 = mul i64 %11, 31
  %13 = mul nuw nsw i64 %3, 81985529216486895
  %14 = add nuw nsw i64 %3, 1
  %15 = udiv i64 -1, %14
  %16 = tail call fastcc i64 @fsh64r(i64 noundef %13, i64 noundef %15, i32 noundef %5)
  %17 = add i64 %12, %16
  %18 = mul i64 %17, 31
  %19 = trunc i64 %3 to i16
  %20 = mul i16 %19, 977
  %21 = mul nuw nsw i16 %19, 131
  %22 = tail call fastcc zeroext i16 @fsh16(i16 noundef zeroext %20, i16 noundef zeroext %21, i32 noundef %5)
  %23 = zext i16 %22 to i64
  %24 = add i64 %18, %23
  %25 = mul i64 %24, 31
  %26 = trunc i64 %3 to i8
  %27 = mul i8 %26, 7
  %28 = tail call fastcc zeroext i8 @rot8(i8 noundef zeroext %27, i32 noundef %5)
  %29 = zext i8 %28 to i64
  %30 = add i64 %25, %29
  %31 = mul i64 %30, 31
  %32 = tail call fastcc i64 @fshc(i64 noundef %30)
  %33 = trunc i64 %30 to i32
  %34 = tail call fastcc i32 @fshc32(i32 noundef %33, i32 noundef %5)
  %35 = zext i32 %34 to i64
  %36 = add i64 %32, %35
  %37 = add i64 %36, %31
  %38 = mul i64 %37, 31
  %39 = mul i8 %26, 5
  %40 = mul nuw i8 %26, 3
  %41 = tail call fastcc zeroext i8 @usat8(i8 noundef zeroext %39, i8 noundef zeroext %40)
  %42 = zext i8 %41 to i64
  %43 = add i64 %38, %42
  %44 = mul i64 %43, 31
  %45 = mul nuw nsw i32 %5, 1000
  %46 = trunc i64 %3 to i32
  %47 = mul i32 %46, -500
  %48 = add i32 %47, 35000
  %49 = tail call fastcc i32 @usub(i32 noundef %45, i32 noundef %48)
  %50 = zext i32 %49 to i64
  %51 = add i64 %44, %50
  %52 = mul i64 %51, 31
  %53 = trunc i64 %3 to i16
  %54 = mul i16 %53, 1000
  %55 = add i16 %54, -30000
  %56 = mul nuw i16 %19, 900
  %57 = tail call fastcc signext i16 @ssat16(i16 noundef signext %55, i16 noundef signext %56)
  %58 = zext i16 %57 to i64
  %59 = add i64 %52, %58
  %60 = mul i64 %59, 31
  %61 = mul i32 %5, -67108864
  %62 = add i32 %61, 2147483392
  %63 = trunc i64 %3 to i32
  %64 = mul i32 %63, 50331648
  %65 = tail call fastcc i32 @ssat32(i32 noundef %64, i32 noundef %62)
  %66 = zext i32 %65 to i64
  %67 = add i64 %60, %66
  %68 = mul i64 %67, 31
  %69 = mul i64 %3, 4611686018427387903
  %70 = tail call fastcc i64 @uadd64(i64 noundef %69)
  %71 = add i64 %68, %70
  %72 = icmp eq i64 %14, 70
  br i1 %72, label %73, label %2, !llvm.loop !5

73:                                               ; preds = %2
  %74 = mul i64 %71, 31
  %75 = tail call fastcc i32 @ovf_mixed(i64 noundef -12884901888, i64 noundef 4294967296, i32 noundef 1073741824, i32 noundef -21)
  %76 = zext i32 %75 to i64
  %77 = add i64 %74, %76
  %78 = tail call fastcc i32 @ovf_odd(i32 noundef 8388607, i32 noundef 0)
  %79 = zext i32 %78 to i64
  %80 = add i64 %77, %79
  %81 = mul i64 %80, 31
  %82 = tail call fastcc i32 @ovf_mixed(i64 noundef -8589934592, i64 noundef 6442450944, i32 noundef -2147483648, i32 noundef -14)
  %83 = zext i32 %82 to i64
  %84 = add i64 %81, %83
  %85 = tail call fastcc i32 @ovf_odd(i32 noundef 16777214, i32 noundef 1048575)
  %86 = zext i32 %85 to i64
  %87 = add i64 %84, %86
  %88 = mul i64 %87, 31
  %89 = tail call fastcc i32 @ovf_mixed(i64 noundef -4294967296, i64 noundef 8589934592, i32 noundef -1073741824, i32 noundef -7)
  %90 = zext i32 %89 to i64
  %91 = add i64 %88, %90
  %92 = tail call fastcc i32 @ovf_odd(i32 noundef 25165821, i32 noundef 2097150)
  %93 = zext i32 %92 to i64
  %94 = add i64 %91, %93
  %95 = mul i64 %94, 31
  %96 = tail call fastcc i32 @ovf_mixed(i64 noundef 0, i64 noundef 10737418240, i32 noundef 0, i32 noundef 0)
  %97 = zext i32 %96 to i64
  %98 = add i64 %95, %97
  %99 = tail call fastcc i32 @ovf_odd(i32 noundef 33554428, i32 noundef 3145725)
  %100 = zext i32 %99 to i64
  %101 = add i64 %98, %100
  %102 = mul i64 %101, 31
  %103 = tail call fastcc i32 @ovf_mixed(i64 noundef 4294967296, i64 noundef 12884901888, i32 noundef 1073741824, i32 noundef 7)
  %104 = zext i32 %103 to i64
  %105 = add i64 %102, %104
  %106 = tail call fastcc i32 @ovf_odd(i32 noundef 41943035, i32 noundef 4194300)
  %107 = zext i32 %106 to i64
  %108 = add i64 %105, %107
  %109 = mul i64 %108, 31
  %110 = tail call fastcc i32 @ovf_mixed(i64 noundef 8589934592, i64 noundef 15032385536, i32 noundef -2147483648, i32 noundef 14)
  %111 = zext i32 %110 to i64
  %112 = add i64 %109, %111
  %113 = tail call fastcc i32 @ovf_odd(i32 noundef 50331642, i32 noundef 5242875)
  %114 = zext i32 %113 to i64
  %115 = add i64 %112, %114
  %116 = mul i64 %115, 31
  %117 = tail call fastcc i32 @ovf_mixed(i64 noundef 12884901888, i64 noundef 17179869184, i32 noundef -1073741824, i32 noundef 21)
  %118 = zext i32 %117 to i64
  %119 = add i64 %116, %118
  %120 = tail call fastcc i32 @ovf_odd(i32 noundef 58720249, i32 noundef 6291450)
  %121 = zext i32 %120 to i64
  %122 = add i64 %119, %121
  br label %132

123:                                              ; preds = %132
  %124 = tail call fastcc i32 @addresses()
  %125 = zext i32 %124 to i64
  %126 = add i64 %156, %125
  %127 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %127) #11
  %128 = call fastcc i64 @objsize(i8* noundef nonnull %127)
  %129 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i64 noundef %126, i32 noundef 1, i64 noundef %128)
  %130 = trunc i64 %126 to i32
  %131 = and i32 %130, 127
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %127) #11
  ret i32 %131

132:                                              ; preds = %73, %132
  %133 = phi i64 [ %157, %132 ], [ 1, %73 ]
  %134 = phi i64 [ %156, %132 ], [ %122, %73 ]
  %135 = mul i64 %134, 31
  %136 = mul i64 %133, -7046029254386353131
  %137 = tail call i64 @llvm.bitreverse.i64(i64 %136)
  %138 = add i64 %137, %135
  %139 = mul i64 %138, 31
  %140 = trunc i64 %133 to i32
  %141 = mul i32 %140, -1640531535
  %142 = tail call i32 @llvm.bitreverse.i32(i32 %141)
  %143 = zext i32 %142 to i64
  %144 = add i64 %139, %143
  %145 = mul i64 %144, 31
  %146 = trunc i64 %133 to i16
  %147 = mul i16 %146, -25033
  %148 = tail call i16 @llvm.bitreverse.i16(i16 %147)
  %149 = zext i16 %148 to i64
  %150 = add i64 %145, %149
  %151 = mul i64 %150, 31
  %152 = trunc i64 %133 to i8
  %153 = mul i8 %152, 37
  %154 = tail call i8 @llvm.bitreverse.i8(i8 %153)
  %155 = zext i8 %154 to i64
  %156 = add i64 %151, %155
  %157 = add nuw nsw i64 %133, 1
  %158 = icmp eq i64 %157, 200
  br i1 %158, label %123, label %132, !llvm.loop !7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @fsh32(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = and i32 %2, 31
  %5 = icmp eq i32 %4, 0
  %6 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %1, i32 %4)
  %7 = select i1 %5, i32 %0, i32 %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @fsh64r(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = zext i32 %2 to i64
  %5 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %1, i64 %4)
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i16 @fsh16(i16 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef %2) unnamed_addr #2 {
  %4 = trunc i32 %2 to i16
  %5 = tail call i16 @llvm.fshl.i16(i16 %0, i16 %0, i16 %4)
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
  %4 = tail call i8 @llvm.fshr.i8(i8 %0, i8 %0, i8 %3)
  %5 = tail call i8 @llvm.fshl.i8(i8 %0, i8 %0, i8 3)
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
  %3 = tail call i32 @llvm.fshl.i32(i32 %1, i32 %0, i32 25)
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
  %3 = tail call i32 @llvm.usub.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc signext i16 @ssat16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.sadd.sat.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @ssat32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.sadd.sat.i32(i32 %0, i32 %1)
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
  %5 = tail call i64 @llvm.abs.i64(i64 %0, i1 false)
  %6 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %5, i64 %1)
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
  %29 = tail call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 %20, i65 %28)
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
  %9 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %4, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = select i1 %10, i32 2, i32 0
  %12 = shl nuw nsw i64 %3, 20
  %13 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %7, i64 %12)
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
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 0)
  %2 = icmp eq i8* %1, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %0
  %4 = tail call i8* @llvm.returnaddress(i32 0)
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
  tail call void @llvm.prefetch.p0i8(i8* %0, i32 0, i32 3, i32 1)
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 1
  call void @llvm.prefetch.p0i8(i8* nonnull %4, i32 1, i32 0, i32 1)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #11
  ret i64 15
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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
