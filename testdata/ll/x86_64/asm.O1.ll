; ModuleID = 'c/asm.c'
source_filename = "c/asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"s %ld lo %ld hi %ld leaf %d sse2 %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  br label %13

2:                                                ; preds = %13
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #5
  %4 = call fastcc i64 @mulpair(i64* noundef nonnull %1)
  %5 = load i64, i64* %1, align 8, !tbaa !5
  %6 = call fastcc i32 @max_leaf()
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = call fastcc i32 @has_sse2(), !range !9
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i64 noundef %31, i64 noundef %4, i64 noundef %5, i32 noundef %8, i32 noundef %9)
  %11 = trunc i64 %31 to i32
  %12 = and i32 %11, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #5
  ret i32 %12

13:                                               ; preds = %0, %13
  %14 = phi i64 [ 0, %0 ], [ %32, %13 ]
  %15 = phi i64 [ 0, %0 ], [ %31, %13 ]
  %16 = trunc i64 %14 to i32
  call void asm sideeffect ".p2align 4\0A\09nop", "~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !10
  %17 = shl nuw nsw i32 %16, 1
  %18 = trunc i64 %14 to i32
  %19 = call fastcc i32 @add3(i32 noundef %18, i32 noundef %17)
  %20 = sext i32 %19 to i64
  %21 = trunc i64 %14 to i32
  %22 = mul i32 %21, 16909060
  %23 = call fastcc i32 @swap32(i32 noundef %22)
  %24 = urem i32 %23, 1000
  %25 = zext i32 %24 to i64
  %26 = call fastcc i64 @addimm(i64 noundef %14)
  %27 = call fastcc i64 @hide(i64 noundef %14)
  %28 = add i64 %15, %20
  %29 = add i64 %28, %26
  %30 = add i64 %29, %25
  %31 = add i64 %30, %27
  %32 = add nuw nsw i64 %14, 1
  %33 = icmp eq i64 %32, 100
  br i1 %33, label %2, label %13, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @add3(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = call i32 asm "leal 3($1,$2), $0", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #6, !srcloc !14
  ret i32 %3
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @swap32(i32 noundef %0) unnamed_addr #2 {
  %2 = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %0) #6, !srcloc !15
  ret i32 %2
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @addimm(i64 noundef %0) unnamed_addr #2 {
  %2 = call i64 asm "addq $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i64 %0) #6, !srcloc !16
  %3 = call i64 asm "addq $$5, ${0:q}", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %2) #6, !srcloc !17
  ret i64 %3
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @hide(i64 noundef %0) unnamed_addr #2 {
  %2 = call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %0) #6, !srcloc !18
  %3 = mul nsw i64 %2, 3
  ret i64 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable writeonly
define internal fastcc i64 @mulpair(i64* nocapture noundef writeonly %0) unnamed_addr #3 {
  %2 = call { i64, i64 } asm "imulq $3", "={ax},={dx},{ax},r,~{dirflag},~{fpsr},~{flags}"(i64 81985529216486895, i64 4096) #6, !srcloc !19
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  store i64 %4, i64* %0, align 8, !tbaa !5
  ret i64 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @max_leaf() unnamed_addr #2 {
  %1 = call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #6, !srcloc !20
  ret i32 %1
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @has_sse2() unnamed_addr #2 {
  %1 = call { i32, i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 0) #6, !srcloc !21
  %2 = extractvalue { i32, i32, i32, i32 } %1, 3
  %3 = lshr i32 %2, 26
  %4 = and i32 %3, 1
  ret i32 %4
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone }

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
!9 = !{i32 0, i32 2}
!10 = !{i64 1383, i64 1396}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{i64 686}
!15 = !{i64 823}
!16 = !{i64 926}
!17 = !{i64 974}
!18 = !{i64 1079}
!19 = !{i64 1220}
!20 = !{i64 361}
!21 = !{i64 518}
