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
  br label %53

4:                                                ; preds = %53
  %5 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #7
  store i32 5, i32* %1, align 4, !tbaa !5
  %6 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 0)
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %70, %7
  %9 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 1)
  %10 = sext i32 %9 to i64
  %11 = add nsw i64 %8, %10
  %12 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 2)
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %11, %13
  %15 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 3)
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %14, %16
  %18 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 4)
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %17, %19
  %21 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 5)
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %20, %22
  %24 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 6)
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %23, %25
  %27 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 7)
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %26, %28
  %30 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 8)
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %29, %31
  %33 = call fastcc i32 @fetch_add(i32* noundef nonnull %1, i32 noundef 9)
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %32, %34
  %36 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %36) #7
  store i64 0, i64* %2, align 8, !tbaa !9
  %37 = mul nsw i64 %35, 7
  call fastcc void @store_via_mem(i64* noundef nonnull %2, i64 noundef %37)
  %38 = call fastcc i64 @load_via_mem(i64* noundef nonnull %2)
  %39 = load i32, i32* %1, align 4, !tbaa !5
  %40 = sext i32 %39 to i64
  %41 = add i64 %38, %35
  %42 = add i64 %41, %40
  %43 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %43) #7
  %44 = call fastcc i64 @mulpair(i64* noundef nonnull %3)
  %45 = load i64, i64* %3, align 8, !tbaa !9
  %46 = tail call fastcc i32 @max_leaf()
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i32
  %49 = tail call fastcc i32 @has_sse2(), !range !11
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i64 noundef %42, i64 noundef %44, i64 noundef %45, i32 noundef %48, i32 noundef %49)
  %51 = trunc i64 %42 to i32
  %52 = and i32 %51, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %43) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #7
  ret i32 %52

53:                                               ; preds = %0, %53
  %54 = phi i64 [ 0, %0 ], [ %71, %53 ]
  %55 = phi i64 [ 0, %0 ], [ %70, %53 ]
  %56 = trunc i64 %54 to i32
  tail call void asm sideeffect ".p2align 4\0A\09nop", "~{dirflag},~{fpsr},~{flags}"() #7, !srcloc !12
  %57 = shl nuw nsw i32 %56, 1
  %58 = tail call fastcc i32 @add3(i32 noundef %56, i32 noundef %57)
  %59 = sext i32 %58 to i64
  %60 = trunc i64 %54 to i32
  %61 = mul i32 %60, 16909060
  %62 = tail call fastcc i32 @swap32(i32 noundef %61)
  %63 = urem i32 %62, 1000
  %64 = zext i32 %63 to i64
  %65 = tail call fastcc i64 @addimm(i64 noundef %54)
  %66 = tail call fastcc i64 @hide(i64 noundef %54)
  %67 = add i64 %55, %59
  %68 = add i64 %67, %65
  %69 = add i64 %68, %64
  %70 = add i64 %69, %66
  %71 = add nuw nsw i64 %54, 1
  %72 = icmp eq i64 %71, 100
  br i1 %72, label %4, label %53, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @add3(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 asm "leal 3($1,$2), $0", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #8, !srcloc !15
  ret i32 %3
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @swap32(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %0) #8, !srcloc !16
  ret i32 %2
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @addimm(i64 noundef %0) unnamed_addr #2 {
  %2 = tail call i64 asm "addq $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i64 %0) #8, !srcloc !17
  %3 = tail call i64 asm "addq $$5, ${0:q}", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %2) #8, !srcloc !18
  ret i64 %3
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @hide(i64 noundef %0) unnamed_addr #2 {
  %2 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %0) #8, !srcloc !19
  %3 = mul nsw i64 %2, 3
  ret i64 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @fetch_add(i32* noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = tail call i32 asm sideeffect "lock; xaddl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) %0, i32 %1, i32* elementtype(i32) %0) #7, !srcloc !20
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @store_via_mem(i64* noundef %0, i64 noundef %1) unnamed_addr #3 {
  tail call void asm "movq $1, $0", "=*m,r,~{dirflag},~{fpsr},~{flags}"(i64* elementtype(i64) %0, i64 %1) #7, !srcloc !21
  ret void
}

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i64 @load_via_mem(i64* noundef readonly %0) unnamed_addr #4 {
  %2 = tail call i64 asm "movq $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(i64* elementtype(i64) %0) #9, !srcloc !22
  ret i64 %2
}

; Function Attrs: noinline nounwind uwtable writeonly
define internal fastcc i64 @mulpair(i64* nocapture noundef writeonly %0) unnamed_addr #5 {
  %2 = tail call { i64, i64 } asm "imulq $3", "={ax},={dx},{ax},r,~{dirflag},~{fpsr},~{flags}"(i64 81985529216486895, i64 4096) #8, !srcloc !23
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  store i64 %4, i64* %0, align 8, !tbaa !9
  ret i64 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @max_leaf() unnamed_addr #2 {
  %1 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #8, !srcloc !24
  ret i32 %1
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @has_sse2() unnamed_addr #2 {
  %1 = tail call { i32, i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 0) #8, !srcloc !25
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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{i32 0, i32 2}
!12 = !{i64 1796, i64 1809}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i64 686}
!16 = !{i64 823}
!17 = !{i64 926}
!18 = !{i64 974}
!19 = !{i64 1079}
!20 = !{i64 1380}
!21 = !{i64 1671}
!22 = !{i64 1539}
!23 = !{i64 1220}
!24 = !{i64 361}
!25 = !{i64 518}
