; ModuleID = 'c/longdouble.c'
source_filename = "c/longdouble.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.acc = type { ppc_fp128, i32, ppc_fp128 }

@.str = private unnamed_addr constant [22 x i8] c"acc %.10Lg %d %.10Lg\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"poly %.15Lg %.15Lg\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fact %.0Lf\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"pick %.12Lg\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"conv %lld %llu %d %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"conv2 %llu %.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"from %.1Lf %.1Lf %.1Lf %.2Lf\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"libm %.12Lg %.12Lg %.12Lg\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.acc, align 16
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  %6 = bitcast %struct.acc* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %6) #10
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 16 dereferenceable(48) %6, i8 0, i32 48, i1 false)
  call fastcc void @add(%struct.acc* noundef nonnull %1, ppc_fp128 noundef 0xM3FD55555555555553C75555555555556)
  call fastcc void @add(%struct.acc* noundef nonnull %1, ppc_fp128 noundef 0xMBFEAAAAAAAAAAAAB3C85555555555556)
  call fastcc void @add(%struct.acc* noundef nonnull %1, ppc_fp128 noundef 0xM3FF15555555555553C95555555555556)
  call fastcc void @add(%struct.acc* noundef nonnull %1, ppc_fp128 noundef 0xM7E1FDAFB60009CD0FABE21525F912BB8)
  call fastcc void @add(%struct.acc* noundef nonnull %1, ppc_fp128 noundef 0xM818C92D503F699CC000000000019CC30)
  call fastcc void @add(%struct.acc* noundef nonnull %1, ppc_fp128 noundef 0xM3FA11111111111113C21111111111110)
  call fastcc void @add(%struct.acc* noundef nonnull %1, ppc_fp128 noundef 0xM3FE8E38E38E38E39BC6C71C71C71C720)
  call fastcc void @add(%struct.acc* noundef nonnull %1, ppc_fp128 noundef 0xM41839F78385555553E25555555555556)
  %7 = getelementptr inbounds %struct.acc, %struct.acc* %1, i32 0, i32 0
  %8 = load ppc_fp128, ppc_fp128* %7, align 16, !tbaa !5
  %9 = getelementptr inbounds %struct.acc, %struct.acc* %1, i32 0, i32 1
  %10 = load i32, i32* %9, align 16, !tbaa !11
  %11 = getelementptr inbounds %struct.acc, %struct.acc* %1, i32 0, i32 2
  %12 = load ppc_fp128, ppc_fp128* %11, align 16, !tbaa !12
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), ppc_fp128 noundef %8, i32 noundef %10, ppc_fp128 noundef %12)
  %14 = tail call fastcc ppc_fp128 @poly(ppc_fp128 noundef 0xM3FE00000000000000000000000000000, i32 noundef 10, double noundef 3.000000e+00)
  %15 = tail call fastcc ppc_fp128 @poly(ppc_fp128 noundef 0xMBFF40000000000008000000000000000, i32 noundef 7, double noundef 1.000000e-01)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i32 0, i32 0), ppc_fp128 noundef %14, ppc_fp128 noundef %15)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), ppc_fp128 noundef 0xM4529A940C33F6121C191000000000000)
  %18 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM3FF00000000000000000000000000000, ppc_fp128 noundef 0xMC0040000000000008000000000000000, i32 noundef 0)
  %19 = fadd ppc_fp128 %18, 0xM00000000000000000000000000000000
  %20 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xMC0040000000000008000000000000000, ppc_fp128 noundef 0xM400A0000000000000000000000000000, i32 noundef 0)
  %21 = fadd ppc_fp128 %19, %20
  %22 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM400A0000000000000000000000000000, ppc_fp128 noundef 0xM7E37E43C8800759CFAD698FDC7ACE0CA, i32 noundef 0)
  %23 = fadd ppc_fp128 %21, %22
  %24 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM7E37E43C8800759CFAD698FDC7ACE0CA, ppc_fp128 noundef 0xM81A56E1FC2F8F35900000000004D6491, i32 noundef 0)
  %25 = fadd ppc_fp128 %23, %24
  %26 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM81A56E1FC2F8F35900000000004D6491, ppc_fp128 noundef 0xM3FB999999999999ABC5999999999999A, i32 noundef 0)
  %27 = fadd ppc_fp128 %25, %26
  %28 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM3FB999999999999ABC5999999999999A, ppc_fp128 noundef 0xM4002AAAAAAAAAAABBCA5555555555556, i32 noundef 0)
  %29 = fadd ppc_fp128 %27, %28
  %30 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM4002AAAAAAAAAAABBCA5555555555556, ppc_fp128 noundef 0xM419D6F34548000000000000000000000, i32 noundef 0)
  %31 = fadd ppc_fp128 %29, %30
  %32 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM3FF00000000000000000000000000000, ppc_fp128 noundef 0xMC0040000000000008000000000000000, i32 noundef 1)
  %33 = fadd ppc_fp128 %31, %32
  %34 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xMC0040000000000008000000000000000, ppc_fp128 noundef 0xM400A0000000000000000000000000000, i32 noundef 1)
  %35 = fadd ppc_fp128 %33, %34
  %36 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM400A0000000000000000000000000000, ppc_fp128 noundef 0xM7E37E43C8800759CFAD698FDC7ACE0CA, i32 noundef 1)
  %37 = fadd ppc_fp128 %35, %36
  %38 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM7E37E43C8800759CFAD698FDC7ACE0CA, ppc_fp128 noundef 0xM81A56E1FC2F8F35900000000004D6491, i32 noundef 1)
  %39 = fadd ppc_fp128 %37, %38
  %40 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM81A56E1FC2F8F35900000000004D6491, ppc_fp128 noundef 0xM3FB999999999999ABC5999999999999A, i32 noundef 1)
  %41 = fadd ppc_fp128 %39, %40
  %42 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM3FB999999999999ABC5999999999999A, ppc_fp128 noundef 0xM4002AAAAAAAAAAABBCA5555555555556, i32 noundef 1)
  %43 = fadd ppc_fp128 %41, %42
  %44 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM4002AAAAAAAAAAABBCA5555555555556, ppc_fp128 noundef 0xM419D6F34548000000000000000000000, i32 noundef 1)
  %45 = fadd ppc_fp128 %43, %44
  %46 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM3FF00000000000000000000000000000, ppc_fp128 noundef 0xMC0040000000000008000000000000000, i32 noundef 2)
  %47 = fadd ppc_fp128 %45, %46
  %48 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xMC0040000000000008000000000000000, ppc_fp128 noundef 0xM400A0000000000000000000000000000, i32 noundef 2)
  %49 = fadd ppc_fp128 %47, %48
  %50 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM400A0000000000000000000000000000, ppc_fp128 noundef 0xM7E37E43C8800759CFAD698FDC7ACE0CA, i32 noundef 2)
  %51 = fadd ppc_fp128 %49, %50
  %52 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM7E37E43C8800759CFAD698FDC7ACE0CA, ppc_fp128 noundef 0xM81A56E1FC2F8F35900000000004D6491, i32 noundef 2)
  %53 = fadd ppc_fp128 %51, %52
  %54 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM81A56E1FC2F8F35900000000004D6491, ppc_fp128 noundef 0xM3FB999999999999ABC5999999999999A, i32 noundef 2)
  %55 = fadd ppc_fp128 %53, %54
  %56 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM3FB999999999999ABC5999999999999A, ppc_fp128 noundef 0xM4002AAAAAAAAAAABBCA5555555555556, i32 noundef 2)
  %57 = fadd ppc_fp128 %55, %56
  %58 = tail call fastcc ppc_fp128 @pick(ppc_fp128 noundef 0xM4002AAAAAAAAAAABBCA5555555555556, ppc_fp128 noundef 0xM419D6F34548000000000000000000000, i32 noundef 2)
  %59 = fadd ppc_fp128 %57, %58
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), ppc_fp128 noundef %59)
  %61 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %61) #10
  %62 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %62) #10
  %63 = bitcast float* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %63) #10
  %64 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %64) #10
  %65 = call fastcc i64 @toints(ppc_fp128 noundef 0xMC0FE240C000000008000000000000000, i64* noundef nonnull %2, i32* noundef nonnull %3, float* noundef nonnull %4, double* noundef nonnull %5)
  %66 = load i64, i64* %2, align 8, !tbaa !13
  %67 = load i32, i32* %3, align 4, !tbaa !15
  %68 = load float, float* %4, align 4, !tbaa !16
  %69 = fpext float %68 to double
  %70 = load double, double* %5, align 8, !tbaa !18
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i32 0, i32 0), i64 noundef %65, i64 noundef %66, i32 noundef %67, double noundef %69, double noundef %70)
  %72 = call fastcc i64 @toints(ppc_fp128 noundef 0xM43F0000000000000C083400000000000, i64* noundef nonnull %2, i32* noundef nonnull %3, float* noundef nonnull %4, double* noundef nonnull %5)
  %73 = load i64, i64* %2, align 8, !tbaa !13
  %74 = load double, double* %5, align 8, !tbaa !18
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i64 noundef %73, double noundef %74)
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i32 0, i32 0), ppc_fp128 noundef 0xM43EFDB97530ECA864080800000000000, ppc_fp128 noundef 0xMC3723456789ABCDF0000000000000000, ppc_fp128 noundef 0xMC01C0000000000000000000000000000, ppc_fp128 noundef 0xM3FF80000000000000000000000000000)
  %77 = tail call ppc_fp128 @sqrtl(ppc_fp128 noundef 0xM40000000000000000000000000000000) #10
  %78 = tail call ppc_fp128 @llvm.floor.ppcf128(ppc_fp128 0xMC0040000000000008000000000000000)
  %79 = tail call ppc_fp128 @fmodl(ppc_fp128 noundef 0xM40240000000000000000000000000000, ppc_fp128 noundef 0xM40080000000000000000000000000000) #10
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), ppc_fp128 noundef %77, ppc_fp128 noundef %78, ppc_fp128 noundef %79)
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i32 0, i32 0), i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 0)
  %82 = fptosi ppc_fp128 %8 to i32
  %83 = and i32 %82, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %64) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %63) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %62) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %61) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %6) #10
  ret i32 %83
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @add(%struct.acc* nocapture noundef %0, ppc_fp128 noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds %struct.acc, %struct.acc* %0, i32 0, i32 0
  %4 = load ppc_fp128, ppc_fp128* %3, align 16, !tbaa !5
  %5 = fadd ppc_fp128 %4, %1
  store ppc_fp128 %5, ppc_fp128* %3, align 16, !tbaa !5
  %6 = getelementptr inbounds %struct.acc, %struct.acc* %0, i32 0, i32 2
  %7 = load ppc_fp128, ppc_fp128* %6, align 16, !tbaa !12
  %8 = tail call ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128 %1, ppc_fp128 %1, ppc_fp128 %7)
  store ppc_fp128 %8, ppc_fp128* %6, align 16, !tbaa !12
  %9 = getelementptr inbounds %struct.acc, %struct.acc* %0, i32 0, i32 1
  %10 = load i32, i32* %9, align 16, !tbaa !11
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %9, align 16, !tbaa !11
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc ppc_fp128 @poly(ppc_fp128 noundef %0, i32 noundef %1, double noundef %2) unnamed_addr #5 {
  %4 = icmp sgt i32 %1, -1
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = fpext double %2 to ppc_fp128
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi ppc_fp128 [ 0xM00000000000000000000000000000000, %3 ], [ %14, %9 ]
  ret ppc_fp128 %8

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %1, %5 ], [ %15, %9 ]
  %11 = phi ppc_fp128 [ 0xM00000000000000000000000000000000, %5 ], [ %14, %9 ]
  %12 = sitofp i32 %10 to ppc_fp128
  %13 = fdiv ppc_fp128 %12, %6
  %14 = tail call ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128 %11, ppc_fp128 %0, ppc_fp128 %13)
  %15 = add nsw i32 %10, -1
  %16 = icmp eq i32 %10, 0
  br i1 %16, label %7, label %9, !llvm.loop !20
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc ppc_fp128 @pick(ppc_fp128 noundef %0, ppc_fp128 noundef %1, i32 noundef %2) unnamed_addr #6 {
  switch i32 %2, label %13 [
    i32 0, label %4
    i32 1, label %7
  ]

4:                                                ; preds = %3
  %5 = fcmp olt ppc_fp128 %0, %1
  %6 = select i1 %5, ppc_fp128 %0, ppc_fp128 %1
  br label %19

7:                                                ; preds = %3
  %8 = fcmp ult ppc_fp128 %0, %1
  br i1 %8, label %11, label %9

9:                                                ; preds = %7
  %10 = fsub ppc_fp128 %0, %1
  br label %19

11:                                               ; preds = %7
  %12 = fdiv ppc_fp128 %1, %0
  br label %19

13:                                               ; preds = %3
  %14 = fcmp oeq ppc_fp128 %0, %1
  %15 = fneg ppc_fp128 %0
  %16 = fsub ppc_fp128 %0, %1
  %17 = tail call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %16)
  %18 = select i1 %14, ppc_fp128 %15, ppc_fp128 %17
  br label %19

19:                                               ; preds = %9, %11, %13, %4
  %20 = phi ppc_fp128 [ %6, %4 ], [ %18, %13 ], [ %10, %9 ], [ %12, %11 ]
  ret ppc_fp128 %20
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly
define internal fastcc i64 @toints(ppc_fp128 noundef %0, i64* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, double* nocapture noundef writeonly %4) unnamed_addr #7 {
  %6 = tail call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %0)
  %7 = fptoui ppc_fp128 %6 to i64
  store i64 %7, i64* %1, align 8, !tbaa !13
  %8 = fptosi ppc_fp128 %0 to i32
  store i32 %8, i32* %2, align 4, !tbaa !15
  %9 = fptrunc ppc_fp128 %0 to float
  store float %9, float* %3, align 4, !tbaa !16
  %10 = fptrunc ppc_fp128 %0 to double
  store double %10, double* %4, align 8, !tbaa !18
  %11 = fptosi ppc_fp128 %0 to i64
  ret i64 %11
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare ppc_fp128 @sqrtl(ppc_fp128 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare ppc_fp128 @llvm.floor.ppcf128(ppc_fp128) #9

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare ppc_fp128 @fmodl(ppc_fp128 noundef, ppc_fp128 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128, ppc_fp128, ppc_fp128) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"acc", !7, i64 0, !10, i64 16, !7, i64 32}
!7 = !{!"long double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 16}
!12 = !{!6, !7, i64 32}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !8, i64 0}
!15 = !{!10, !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
