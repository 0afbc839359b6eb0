; ModuleID = 'c/weak.c'
source_filename = "c/weak.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"maybe %s: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"defined\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"undefined\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"maybe_var %s\0A\00", align 1
@maybe_var = extern_weak global i32, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"hook %s: %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), label %1, label %3

1:                                                ; preds = %0
  %2 = tail call i32 @maybe(i32 noundef 5) #4
  br label %3

3:                                                ; preds = %1, %0
  %4 = phi i32 [ %2, %1 ], [ 5, %0 ]
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0), i8* noundef select (i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0)), i32 noundef %4)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0), i8* noundef select (i1 icmp ne (i32* @maybe_var, i32* null), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0)))
  br i1 icmp ne (i32* @maybe_var, i32* null), label %7, label %10

7:                                                ; preds = %3
  %8 = load i32, i32* @maybe_var, align 4, !tbaa !5
  %9 = add nsw i32 %8, %4
  br label %10

10:                                               ; preds = %7, %3
  %11 = phi i32 [ %9, %7 ], [ %4, %3 ]
  %12 = tail call i32 select (i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), i32 (i32)* @maybe, i32 (i32)* @twice)(i32 noundef %11) #4
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i8* noundef select (i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0)), i32 noundef %12)
  %14 = icmp ne i32 %11, 5
  %15 = zext i1 %14 to i32
  %16 = tail call i32 select (i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), i32 (i32)* @maybe, i32 (i32)* @twice)(i32 noundef %11) #4
  %17 = icmp ne i32 %16, 10
  %18 = zext i1 %17 to i32
  %19 = add nuw nsw i32 %18, %15
  ret i32 %19
}

declare extern_weak i32 @maybe(i32 noundef) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @twice(i32 noundef %0) unnamed_addr #3 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nounwind }

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
