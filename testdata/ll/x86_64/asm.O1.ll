; ModuleID = 'c/asm.c'
source_filename = "c/asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"s %ld lo %ld hi %ld leaf %d sse2 %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  br label %6

4:                                                ; preds = %6
  %5 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #7
  store i32 5, i32* %1, align 4, !tbaa !5
  br label %45

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %25, %6 ]
  %8 = phi i64 [ 0, %0 ], [ %24, %6 ]
  %9 = trunc i64 %7 to i32
  call void asm sideeffect ".p2align 4\0A\09nop", "~{dirflag},~{fpsr},~{flags}"() #7, !srcloc !9
  %10 = shl nuw nsw i32 %9, 1
  %11 = trunc i64 %7 to i32
  %12 = call fastcc i32 @add3(i32 noundef %11, i32 noundef %10)
  %13 = sext i32 %12 to i64
  %14 = trunc i64 %7 to i32
  %15 = mul i32 %14, 16909060
  %16 = call fastcc i32 @swap32(i32 noundef %15)
  %17 = urem i32 %16, 1000
  %18 = zext i32 %17 to i64
  %19 = call fastcc i64 @addimm(i64 noundef %7)
  %20 = call fastcc i64 @hide(i64 noundef %7)
  %21 = add i64 %8, %13
  %22 = add i64 %21, %19
  %23 = add i64 %22, %18
  %24 = add i64 %23, %20
  %25 = add nuw nsw i64 %7, 1
  %26 = icmp eq i64 %25, 100
  br i1 %26, label %4, label %6, !llvm.loop !10

27:                                               ; preds = %45
  %28 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %28) #7
  store i64 0, i64* %2, align 8, !tbaa !13
  %29 = mul nsw i64 %50, 7
  call fastcc void @store_via_mem(i64* noundef nonnull %2, i64 noundef %29)
  %30 = call fastcc i64 @load_via_mem(i64* noundef nonnull %2)
  %31 = load i32, i32* %1, align 4, !tbaa !5
  %32 = sext i32 %31 to i64
  %33 = add i64 %30, %50
  %34 = add i64 %33, %32
  %35 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #7
  %36 = call fastcc i64 @mulpair(i64* noundef nonnull %3)
  %37 = load i64, i64* %3, align 8, !tbaa !13
  %38 = call fastcc i32 @max_leaf()
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i32
  %41 = call fastcc i32 @has_sse2(), !range !15
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i64 noundef %34, i64 noundef %36, i64 noundef %37, i32 noundef %40, i32 noundef %41)
  %43 = trunc i64 %34 to i32
  %44 = and i32 %43, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #7
  ret i32 %44

45:                                               ; preds = %4, %45
  %46 = phi i64 [ %24, %4 ], [ %50, %45 ]
  %47 = phi i32 [ 0, %4 ], [ %51, %45 ]
  %48 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef %47)
  %49 = sext i32 %48 to i64
  %50 = add nsw i64 %46, %49
  %51 = add nuw nsw i32 %47, 1
  %52 = icmp eq i32 %51, 10
  br i1 %52, label %27, label %45, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @add3(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = call i32 asm "leal 3($1,$2), $0", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #8, !srcloc !17
  ret i32 %3
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @swap32(i32 noundef %0) unnamed_addr #2 {
  %2 = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %0) #8, !srcloc !18
  ret i32 %2
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @addimm(i64 noundef %0) unnamed_addr #2 {
  %2 = call i64 asm "addq $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i64 %0) #8, !srcloc !19
  %3 = call i64 asm "addq $$5, ${0:q}", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %2) #8, !srcloc !20
  ret i64 %3
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @hide(i64 noundef %0) unnamed_addr #2 {
  %2 = call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %0) #8, !srcloc !21
  %3 = mul nsw i64 %2, 3
  ret i64 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @fetch_add(i32* noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = call i32 asm sideeffect "lock; xaddl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) %0, i32 %1, i32* elementtype(i32) %0) #7, !srcloc !22
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @store_via_mem(i64* noundef %0, i64 noundef %1) unnamed_addr #3 {
  call void asm "movq $1, $0", "=*m,r,~{dirflag},~{fpsr},~{flags}"(i64* elementtype(i64) %0, i64 %1) #7, !srcloc !23
  ret void
}

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i64 @load_via_mem(i64* noundef readonly %0) unnamed_addr #4 {
  %2 = call i64 asm "movq $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(i64* elementtype(i64) %0) #9, !srcloc !24
  ret i64 %2
}

; Function Attrs: noinline nounwind uwtable writeonly
define internal fastcc i64 @mulpair(i64* nocapture noundef writeonly %0) unnamed_addr #5 {
  %2 = call { i64, i64 } asm "imulq $3", "={ax},={dx},{ax},r,~{dirflag},~{fpsr},~{flags}"(i64 81985529216486895, i64 4096) #8, !srcloc !25
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  store i64 %4, i64* %0, align 8, !tbaa !13
  ret i64 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @max_leaf() unnamed_addr #2 {
  %1 = call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #8, !srcloc !26
  ret i32 %1
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @has_sse2() unnamed_addr #2 {
  %1 = call { i32, i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 0) #8, !srcloc !27
  %2 = extractvalue { i32, i32, i32, i32 } %1, 3
  %3 = lshr i32 %2, 26
  %4 = and i32 %3, 1
  ret i32 %4
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readnone }
attributes #9 = { nounwind readonly }

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
!9 = !{i64 1796, i64 1809}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{i32 0, i32 2}
!16 = distinct !{!16, !11, !12}
!17 = !{i64 686}
!18 = !{i64 823}
!19 = !{i64 926}
!20 = !{i64 974}
!21 = !{i64 1079}
!22 = !{i64 1380}
!23 = !{i64 1671}
!24 = !{i64 1539}
!25 = !{i64 1220}
!26 = !{i64 361}
!27 = !{i64 518}
