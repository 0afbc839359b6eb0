; ModuleID = 'c/setjmp.c'
source_filename = "c/setjmp.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [112 x i32], i32, %struct.__sigset_t, [12 x i8] }
%struct.__sigset_t = type { [32 x i32] }

@.str = private unnamed_addr constant [19 x i8] c"work %ld depth %d\0A\00", align 1
@depth = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"retry %d %d\0A\00", align 1
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@env2 = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %17, %0
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 5
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4
  %9 = load i32, i32* %3, align 4
  %10 = add nsw i32 %9, 2
  %11 = load i32, i32* %3, align 4
  %12 = sitofp i32 %11 to double
  %13 = fmul double %12, 2.500000e-01
  %14 = call i32 @work(i32 noundef %8, i32 noundef %10, double noundef %13)
  %15 = load i32, i32* %2, align 4
  %16 = add nsw i32 %15, %14
  store i32 %16, i32* %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, i32* %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %3, align 4
  br label %4, !llvm.loop !6

20:                                               ; preds = %4
  %21 = load i32, i32* %2, align 4
  %22 = load i32, i32* @depth, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i32 0, i32 0), i32 noundef %21, i32 noundef %22)
  %24 = call i32 @retry(i32 noundef 3)
  %25 = call i32 @retry(i32 noundef 7)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24, i32 noundef %25)
  %27 = load i32, i32* %2, align 4
  %28 = srem i32 %27, 101
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @work(i32 noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store double %2, double* %7, align 8
  %15 = load i32, i32* %5, align 4
  %16 = mul nsw i32 %15, 7
  %17 = load i32, i32* %6, align 4
  %18 = add nsw i32 %16, %17
  store i32 %18, i32* %8, align 4
  %19 = load i32, i32* %5, align 4
  %20 = load i32, i32* %6, align 4
  %21 = shl i32 %20, 3
  %22 = xor i32 %19, %21
  store i32 %22, i32* %9, align 4
  %23 = load double, double* %7, align 8
  %24 = load i32, i32* %5, align 4
  %25 = sitofp i32 %24 to double
  %26 = call double @llvm.fmuladd.f64(double %23, double 1.500000e+00, double %25)
  store double %26, double* %10, align 8
  store volatile i32 0, i32* %11, align 4
  %27 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i32 0, i32 0)) #5
  store i32 %27, i32* %12, align 4
  %28 = load i32, i32* %12, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %50

30:                                               ; preds = %3
  store i32 0, i32* %13, align 4
  store i32 0, i32* %14, align 4
  br label %31

31:                                               ; preds = %42, %30
  %32 = load i32, i32* %14, align 4
  %33 = icmp slt i32 %32, 10
  br i1 %33, label %34, label %45

34:                                               ; preds = %31
  %35 = load i32, i32* %14, align 4
  %36 = load i32, i32* %8, align 4
  %37 = mul nsw i32 %35, %36
  %38 = load i32, i32* %9, align 4
  %39 = add nsw i32 %37, %38
  %40 = load i32, i32* %13, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, i32* %13, align 4
  br label %42

42:                                               ; preds = %34
  %43 = load i32, i32* %14, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %14, align 4
  br label %31, !llvm.loop !8

45:                                               ; preds = %31
  %46 = load volatile i32, i32* %11, align 4
  %47 = add nsw i32 %46, 1
  store volatile i32 %47, i32* %11, align 4
  %48 = load i32, i32* %13, align 4
  %49 = and i32 %48, 1
  call void @thrower(i32 noundef %49)
  store i32 -1, i32* %4, align 4
  br label %67

50:                                               ; preds = %3
  %51 = load volatile i32, i32* %11, align 4
  %52 = add nsw i32 %51, 1
  store volatile i32 %52, i32* %11, align 4
  %53 = load i32, i32* %8, align 4
  %54 = mul nsw i32 %53, 3
  %55 = load i32, i32* %9, align 4
  %56 = add nsw i32 %54, %55
  %57 = load double, double* %10, align 8
  %58 = fmul double %57, 1.000000e+01
  %59 = fptosi double %58 to i32
  %60 = add nsw i32 %56, %59
  %61 = load i32, i32* %12, align 4
  %62 = mul nsw i32 %61, 1000
  %63 = add nsw i32 %60, %62
  %64 = load volatile i32, i32* %11, align 4
  %65 = mul nsw i32 %64, 100000
  %66 = add nsw i32 %63, %65
  store i32 %66, i32* %4, align 4
  br label %67

67:                                               ; preds = %50, %45
  %68 = load i32, i32* %4, align 4
  ret i32 %68
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @retry(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store volatile i32 0, i32* %3, align 4
  %5 = load i32, i32* %2, align 4
  %6 = mul nsw i32 %5, 11
  store i32 %6, i32* %4, align 4
  %7 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env2, i32 0, i32 0)) #5
  %8 = load i32, i32* %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = load volatile i32, i32* %3, align 4
  %12 = add nsw i32 %11, 1
  store volatile i32 %12, i32* %3, align 4
  %13 = load volatile i32, i32* %3, align 4
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env2, i32 0, i32 0), i32 noundef %13) #6
  unreachable

14:                                               ; preds = %1
  %15 = load i32, i32* %4, align 4
  %16 = load volatile i32, i32* %3, align 4
  %17 = add nsw i32 %15, %16
  ret i32 %17
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @thrower(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @depth, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @depth, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp sgt i32 %5, 3
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i32 0, i32 0), i32 noundef %8) #6
  unreachable

9:                                                ; preds = %1
  %10 = load i32, i32* %2, align 4
  %11 = add nsw i32 %10, 1
  call void @thrower(i32 noundef %11)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nounwind returns_twice }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
