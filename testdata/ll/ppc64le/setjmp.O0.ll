; ModuleID = 'c/setjmp.c'
source_filename = "c/setjmp.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [64 x i64], i32, %struct.__sigset_t, [8 x i8] }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [19 x i8] c"work %ld depth %d\0A\00", align 1
@depth = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"retry %d %d\0A\00", align 1
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@env2 = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %19, %0
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 5
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4
  %9 = sext i32 %8 to i64
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 2
  %12 = sext i32 %11 to i64
  %13 = load i32, i32* %3, align 4
  %14 = sitofp i32 %13 to double
  %15 = fmul double %14, 2.500000e-01
  %16 = call i64 @work(i64 noundef %9, i64 noundef %12, double noundef %15)
  %17 = load i64, i64* %2, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, i64* %2, align 8
  br label %19

19:                                               ; preds = %7
  %20 = load i32, i32* %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %3, align 4
  br label %4, !llvm.loop !6

22:                                               ; preds = %4
  %23 = load i64, i64* %2, align 8
  %24 = load i32, i32* @depth, align 4
  %25 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i64 noundef %23, i32 noundef signext %24)
  %26 = call signext i32 @retry(i32 noundef signext 3)
  %27 = call signext i32 @retry(i32 noundef signext 7)
  %28 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %26, i32 noundef signext %27)
  %29 = load i64, i64* %2, align 8
  %30 = srem i64 %29, 101
  %31 = trunc i64 %30 to i32
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @work(i64 noundef %0, i64 noundef %1, double noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i64 %0, i64* %5, align 8
  store i64 %1, i64* %6, align 8
  store double %2, double* %7, align 8
  %15 = load i64, i64* %5, align 8
  %16 = mul nsw i64 %15, 7
  %17 = load i64, i64* %6, align 8
  %18 = add nsw i64 %16, %17
  store i64 %18, i64* %8, align 8
  %19 = load i64, i64* %5, align 8
  %20 = load i64, i64* %6, align 8
  %21 = shl i64 %20, 3
  %22 = xor i64 %19, %21
  store i64 %22, i64* %9, align 8
  %23 = load double, double* %7, align 8
  %24 = load i64, i64* %5, align 8
  %25 = sitofp i64 %24 to double
  %26 = call double @llvm.fmuladd.f64(double %23, double 1.500000e+00, double %25)
  store double %26, double* %10, align 8
  store volatile i32 0, i32* %11, align 4
  %27 = call signext i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #5
  store i32 %27, i32* %12, align 4
  %28 = load i32, i32* %12, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %52

30:                                               ; preds = %3
  store i64 0, i64* %13, align 8
  store i32 0, i32* %14, align 4
  br label %31

31:                                               ; preds = %43, %30
  %32 = load i32, i32* %14, align 4
  %33 = icmp slt i32 %32, 10
  br i1 %33, label %34, label %46

34:                                               ; preds = %31
  %35 = load i32, i32* %14, align 4
  %36 = sext i32 %35 to i64
  %37 = load i64, i64* %8, align 8
  %38 = mul nsw i64 %36, %37
  %39 = load i64, i64* %9, align 8
  %40 = add nsw i64 %38, %39
  %41 = load i64, i64* %13, align 8
  %42 = add nsw i64 %41, %40
  store i64 %42, i64* %13, align 8
  br label %43

43:                                               ; preds = %34
  %44 = load i32, i32* %14, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %14, align 4
  br label %31, !llvm.loop !8

46:                                               ; preds = %31
  %47 = load volatile i32, i32* %11, align 4
  %48 = add nsw i32 %47, 1
  store volatile i32 %48, i32* %11, align 4
  %49 = load i64, i64* %13, align 8
  %50 = and i64 %49, 1
  %51 = trunc i64 %50 to i32
  call void @thrower(i32 noundef signext %51)
  store i64 -1, i64* %4, align 8
  br label %71

52:                                               ; preds = %3
  %53 = load volatile i32, i32* %11, align 4
  %54 = add nsw i32 %53, 1
  store volatile i32 %54, i32* %11, align 4
  %55 = load i64, i64* %8, align 8
  %56 = mul nsw i64 %55, 3
  %57 = load i64, i64* %9, align 8
  %58 = add nsw i64 %56, %57
  %59 = load double, double* %10, align 8
  %60 = fmul double %59, 1.000000e+01
  %61 = fptosi double %60 to i64
  %62 = add nsw i64 %58, %61
  %63 = load i32, i32* %12, align 4
  %64 = mul nsw i32 %63, 1000
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = load volatile i32, i32* %11, align 4
  %68 = mul nsw i32 %67, 100000
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %66, %69
  store i64 %70, i64* %4, align 8
  br label %71

71:                                               ; preds = %52, %46
  %72 = load i64, i64* %4, align 8
  ret i64 %72
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @retry(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store volatile i32 0, i32* %3, align 4
  %5 = load i32, i32* %2, align 4
  %6 = mul nsw i32 %5, 11
  store i32 %6, i32* %4, align 4
  %7 = call signext i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env2, i64 0, i64 0)) #5
  %8 = load i32, i32* %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = load volatile i32, i32* %3, align 4
  %12 = add nsw i32 %11, 1
  store volatile i32 %12, i32* %3, align 4
  %13 = load volatile i32, i32* %3, align 4
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env2, i64 0, i64 0), i32 noundef signext %13) #6
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
declare signext i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @thrower(i32 noundef signext %0) #0 {
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
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0), i32 noundef signext %8) #6
  unreachable

9:                                                ; preds = %1
  %10 = load i32, i32* %2, align 4
  %11 = add nsw i32 %10, 1
  call void @thrower(i32 noundef signext %11)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef signext) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
