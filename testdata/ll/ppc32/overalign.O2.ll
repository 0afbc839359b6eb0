; ModuleID = 'c/overalign.c'
source_filename = "c/overalign.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @f(i32 noundef 0)
  %2 = tail call fastcc i32 @f(i32 noundef 1)
  %3 = add nsw i32 %2, %1
  %4 = tail call fastcc i32 @f(i32 noundef 2)
  %5 = add nsw i32 %4, %3
  %6 = tail call fastcc i32 @f(i32 noundef 3)
  %7 = add nsw i32 %6, %5
  %8 = tail call fastcc i32 @f(i32 noundef 4)
  %9 = add nsw i32 %8, %7
  %10 = tail call fastcc i32 @f(i32 noundef 5)
  %11 = add nsw i32 %10, %9
  %12 = tail call fastcc i32 @f(i32 noundef 6)
  %13 = add nsw i32 %12, %11
  %14 = tail call fastcc i32 @f(i32 noundef 7)
  %15 = add nsw i32 %14, %13
  %16 = tail call fastcc i32 @f(i32 noundef 8)
  %17 = add nsw i32 %16, %15
  %18 = tail call fastcc i32 @f(i32 noundef 9)
  %19 = add nsw i32 %18, %17
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef %19)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @f(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [200 x i8], align 128
  %3 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 200, i8* nonnull %3) #4
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i32 [ 0, %1 ], [ %13, %4 ]
  %6 = or i32 %5, 1
  %7 = add nsw i32 %5, %0
  %8 = add nsw i32 %6, %0
  %9 = trunc i32 %7 to i8
  %10 = trunc i32 %8 to i8
  %11 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 %5
  %12 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 %6
  store i8 %9, i8* %11, align 2, !tbaa !5
  store i8 %10, i8* %12, align 1, !tbaa !5
  %13 = add nuw i32 %5, 2
  %14 = icmp eq i32 %13, 200
  br i1 %14, label %15, label %4, !llvm.loop !8

15:                                               ; preds = %4
  %16 = shl nsw i32 %0, 3
  %17 = mul nsw i32 %0, 7
  %18 = mul nsw i32 %0, 6
  %19 = mul nsw i32 %0, 5
  %20 = shl nsw i32 %0, 2
  %21 = mul nsw i32 %0, 3
  %22 = shl nsw i32 %0, 1
  %23 = load i8, i8* %3, align 128, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 20
  %26 = load i8, i8* %25, align 4, !tbaa !5
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %0
  %29 = add i32 %28, %27
  %30 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 40
  %31 = load i8, i8* %30, align 8, !tbaa !5
  %32 = zext i8 %31 to i32
  %33 = add i32 %22, %29
  %34 = add i32 %33, %32
  %35 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 60
  %36 = load i8, i8* %35, align 4, !tbaa !5
  %37 = zext i8 %36 to i32
  %38 = add i32 %21, %34
  %39 = add i32 %38, %37
  %40 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 80
  %41 = load i8, i8* %40, align 16, !tbaa !5
  %42 = zext i8 %41 to i32
  %43 = add i32 %20, %39
  %44 = add i32 %43, %42
  %45 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 100
  %46 = load i8, i8* %45, align 4, !tbaa !5
  %47 = zext i8 %46 to i32
  %48 = add i32 %19, %44
  %49 = add i32 %48, %47
  %50 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 120
  %51 = load i8, i8* %50, align 8, !tbaa !5
  %52 = zext i8 %51 to i32
  %53 = add i32 %18, %49
  %54 = add i32 %53, %52
  %55 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 140
  %56 = load i8, i8* %55, align 4, !tbaa !5
  %57 = zext i8 %56 to i32
  %58 = add i32 %17, %54
  %59 = add i32 %58, %57
  %60 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i32 0, i32 160
  %61 = load i8, i8* %60, align 32, !tbaa !5
  %62 = zext i8 %61 to i32
  %63 = add i32 %16, %59
  %64 = add i32 %63, %62
  call void @llvm.lifetime.end.p0i8(i64 200, i8* nonnull %3) #4
  ret i32 %64
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nounwind }

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
!10 = !{!"llvm.loop.isvectorized", i32 1}
