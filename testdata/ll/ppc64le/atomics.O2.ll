; ModuleID = 'c/atomics.c'
source_filename = "c/atomics.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"spin %d %d %lld\0A\00", align 1
@counter = internal global i32 0, align 4
@big = internal global i64 0, align 8
@.str.1 = private unnamed_addr constant [16 x i8] c"ops %ld %ld %d\0A\00", align 1
@flags = internal global i64 0, align 8
@plain = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"cas %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"cas2 %d %lld %d\0A\00", align 1
@small = internal global i8 0, align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"minmax %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc signext i32 @spin()
  %2 = load atomic i32, i32* @counter seq_cst, align 4
  %3 = load atomic i64, i64* @big seq_cst, align 8
  %4 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef signext %1, i32 noundef signext %2, i64 noundef %3)
  %5 = tail call fastcc i64 @ops(i64 noundef 4369)
  %6 = tail call fastcc i64 @ops(i64 noundef 8738)
  %7 = add nsw i64 %6, %5
  %8 = tail call fastcc i64 @ops(i64 noundef 13107)
  %9 = add nsw i64 %8, %7
  %10 = tail call fastcc i64 @ops(i64 noundef 17476)
  %11 = add nsw i64 %10, %9
  %12 = tail call fastcc i64 @ops(i64 noundef 21845)
  %13 = add nsw i64 %12, %11
  %14 = load i64, i64* @flags, align 8, !tbaa !5
  %15 = load i32, i32* @plain, align 4, !tbaa !9
  %16 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i64 noundef %13, i64 noundef %14, i32 noundef signext %15)
  %17 = tail call fastcc signext i32 @cas(i32 noundef signext 3)
  %18 = tail call fastcc signext i32 @cas(i32 noundef signext -5)
  %19 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %17, i32 noundef signext %18)
  %20 = load atomic i32, i32* @counter seq_cst, align 4
  %21 = load atomic i64, i64* @big seq_cst, align 8
  %22 = load atomic i8, i8* @small seq_cst, align 1
  %23 = zext i8 %22 to i32
  %24 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %20, i64 noundef %21, i32 noundef signext %23)
  %25 = tail call fastcc signext i32 @minmax(i32 noundef signext 100)
  %26 = tail call fastcc signext i32 @minmax(i32 noundef signext -7)
  %27 = load i32, i32* @plain, align 4, !tbaa !9
  %28 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %25, i32 noundef signext %26, i32 noundef signext %27)
  %29 = trunc i64 %13 to i32
  %30 = and i32 %29, 63
  ret i32 %30
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc signext i32 @spin() unnamed_addr #2 {
  %1 = alloca i16, align 2
  store i16 0, i16* %1, align 2
  br label %9

2:                                                ; preds = %9
  %3 = load atomic i8, i8* @small seq_cst, align 1
  %4 = zext i8 %3 to i32
  %5 = add nuw nsw i32 %66, %4
  %6 = load atomic i16, i16* %1 seq_cst, align 2
  %7 = sext i16 %6 to i32
  %8 = add nsw i32 %5, %7
  ret i32 %8

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %71, %9 ]
  %11 = phi i32 [ 0, %0 ], [ %66, %9 ]
  %12 = trunc i64 %10 to i32
  %13 = atomicrmw add i32* @counter, i32 %12 seq_cst, align 4
  %14 = mul nuw nsw i64 %10, 3
  %15 = atomicrmw sub i64* @big, i64 %14 monotonic, align 8
  %16 = load atomic i32, i32* @counter acquire, align 4
  %17 = and i32 %16, 7
  %18 = add nuw nsw i32 %17, %11
  %19 = trunc i64 %10 to i8
  %20 = mul i8 %19, 37
  store atomic i8 %20, i8* @small release, align 1
  %21 = trunc i64 %10 to i16
  %22 = mul nsw i16 %21, -1000
  store atomic i16 %22, i16* %1 seq_cst, align 2
  %23 = add nuw nsw i64 %10, 1
  %24 = trunc i64 %23 to i32
  %25 = atomicrmw add i32* @counter, i32 %24 seq_cst, align 4
  %26 = mul nuw nsw i64 %23, 3
  %27 = atomicrmw sub i64* @big, i64 %26 monotonic, align 8
  %28 = load atomic i32, i32* @counter acquire, align 4
  %29 = and i32 %28, 7
  %30 = add nuw nsw i32 %29, %18
  %31 = trunc i64 %23 to i8
  %32 = mul i8 %31, 37
  store atomic i8 %32, i8* @small release, align 1
  %33 = trunc i64 %23 to i16
  %34 = mul nsw i16 %33, -1000
  store atomic i16 %34, i16* %1 seq_cst, align 2
  %35 = add nuw nsw i64 %10, 2
  %36 = trunc i64 %35 to i32
  %37 = atomicrmw add i32* @counter, i32 %36 seq_cst, align 4
  %38 = mul nuw nsw i64 %35, 3
  %39 = atomicrmw sub i64* @big, i64 %38 monotonic, align 8
  %40 = load atomic i32, i32* @counter acquire, align 4
  %41 = and i32 %40, 7
  %42 = add nuw nsw i32 %41, %30
  %43 = trunc i64 %35 to i8
  %44 = mul i8 %43, 37
  store atomic i8 %44, i8* @small release, align 1
  %45 = trunc i64 %35 to i16
  %46 = mul nsw i16 %45, -1000
  store atomic i16 %46, i16* %1 seq_cst, align 2
  %47 = add nuw nsw i64 %10, 3
  %48 = trunc i64 %47 to i32
  %49 = atomicrmw add i32* @counter, i32 %48 seq_cst, align 4
  %50 = mul nuw nsw i64 %47, 3
  %51 = atomicrmw sub i64* @big, i64 %50 monotonic, align 8
  %52 = load atomic i32, i32* @counter acquire, align 4
  %53 = and i32 %52, 7
  %54 = add nuw nsw i32 %53, %42
  %55 = trunc i64 %47 to i8
  %56 = mul i8 %55, 37
  store atomic i8 %56, i8* @small release, align 1
  %57 = trunc i64 %47 to i16
  %58 = mul nsw i16 %57, -1000
  store atomic i16 %58, i16* %1 seq_cst, align 2
  %59 = add nuw nsw i64 %10, 4
  %60 = trunc i64 %59 to i32
  %61 = atomicrmw add i32* @counter, i32 %60 seq_cst, align 4
  %62 = mul nuw nsw i64 %59, 3
  %63 = atomicrmw sub i64* @big, i64 %62 monotonic, align 8
  %64 = load atomic i32, i32* @counter acquire, align 4
  %65 = and i32 %64, 7
  %66 = add nuw nsw i32 %65, %54
  %67 = trunc i64 %59 to i8
  %68 = mul i8 %67, 37
  store atomic i8 %68, i8* @small release, align 1
  %69 = trunc i64 %59 to i16
  %70 = mul nsw i16 %69, -1000
  store atomic i16 %70, i16* %1 seq_cst, align 2
  %71 = add nuw nsw i64 %10, 5
  %72 = icmp eq i64 %71, 20
  br i1 %72, label %2, label %9, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable willreturn
define internal fastcc i64 @ops(i64 noundef %0) unnamed_addr #4 {
  %2 = or i64 %0, 240
  %3 = atomicrmw and i64* @flags, i64 %2 seq_cst, align 8
  %4 = shl i64 %0, 3
  %5 = atomicrmw or i64* @flags, i64 %4 acq_rel, align 8
  %6 = add nsw i64 %5, %3
  %7 = atomicrmw xor i64* @flags, i64 23130 monotonic, align 8
  %8 = add nsw i64 %6, %7
  %9 = atomicrmw nand i64* @flags, i64 %0 seq_cst, align 8
  %10 = add nsw i64 %8, %9
  %11 = trunc i64 %0 to i32
  %12 = atomicrmw xchg i32* @plain, i32 %11 seq_cst, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %10, %13
  %15 = atomicrmw add i32* @plain, i32 5 seq_cst, align 4
  %16 = add i32 %15, 5
  %17 = sext i32 %16 to i64
  %18 = atomicrmw add i64* @flags, i64 3 seq_cst, align 8
  %19 = atomicrmw sub i32* @plain, i32 2 seq_cst, align 4
  %20 = add i32 %19, -2
  %21 = sext i32 %20 to i64
  %22 = add i64 %14, %18
  %23 = add i64 %22, %17
  %24 = add i64 %23, %21
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret i64 %24
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc signext i32 @cas(i32 noundef signext %0) unnamed_addr #2 {
  %2 = load atomic i32, i32* @counter seq_cst, align 4
  %3 = shl nsw i32 %2, 1
  %4 = add nsw i32 %3, %0
  %5 = cmpxchg weak i32* @counter, i32 %2, i32 %4 seq_cst seq_cst, align 4
  %6 = extractvalue { i32, i1 } %5, 1
  br i1 %6, label %16, label %7

7:                                                ; preds = %1, %7
  %8 = phi { i32, i1 } [ %14, %7 ], [ %5, %1 ]
  %9 = phi i32 [ %11, %7 ], [ 0, %1 ]
  %10 = extractvalue { i32, i1 } %8, 0
  %11 = add nuw nsw i32 %9, 1
  %12 = shl nsw i32 %10, 1
  %13 = add nsw i32 %12, %0
  %14 = cmpxchg weak i32* @counter, i32 %10, i32 %13 seq_cst seq_cst, align 4
  %15 = extractvalue { i32, i1 } %14, 1
  br i1 %15, label %16, label %7, !llvm.loop !13

16:                                               ; preds = %7, %1
  %17 = phi i32 [ 0, %1 ], [ %11, %7 ]
  %18 = cmpxchg i64* @big, i64 12345, i64 777 seq_cst seq_cst, align 8
  %19 = extractvalue { i64, i1 } %18, 1
  %20 = extractvalue { i64, i1 } %18, 0
  %21 = trunc i64 %20 to i32
  %22 = select i1 %19, i32 12345, i32 %21
  %23 = cmpxchg i8* @small, i8 9, i8 -56 seq_cst seq_cst, align 1
  %24 = extractvalue { i8, i1 } %23, 1
  %25 = extractvalue { i8, i1 } %23, 0
  %26 = zext i8 %25 to i32
  %27 = select i1 %24, i32 100, i32 0
  %28 = select i1 %24, i32 9, i32 %26
  %29 = load i32, i32* @plain, align 4, !tbaa !9
  %30 = cmpxchg i32* @plain, i32 %29, i32 4242 seq_cst seq_cst, align 4
  %31 = extractvalue { i32, i1 } %30, 0
  %32 = select i1 %19, i32 10, i32 0
  %33 = add nuw nsw i32 %32, %17
  %34 = add nuw nsw i32 %33, %27
  %35 = add nsw i32 %34, %22
  %36 = add nsw i32 %35, %28
  %37 = add nsw i32 %36, %31
  ret i32 %37
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc signext i32 @minmax(i32 noundef signext %0) unnamed_addr #5 {
  %2 = alloca i32, align 4
  %3 = atomicrmw max i32* @plain, i32 %0 seq_cst, align 4
  %4 = sdiv i32 %0, 2
  %5 = atomicrmw min i32* @plain, i32 %4 seq_cst, align 4
  %6 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #6
  store i32 77, i32* %2, align 4, !tbaa !9
  %7 = atomicrmw umax i32* %2, i32 %0 seq_cst, align 4
  %8 = add nsw i32 %5, %3
  %9 = add nsw i32 %8, %7
  %10 = load i32, i32* %2, align 4, !tbaa !9
  %11 = add nsw i32 %9, %10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #6
  ret i32 %11
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { mustprogress nofree noinline norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
