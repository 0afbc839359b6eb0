; ModuleID = 'c/weak.c'
source_filename = "c/weak.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"maybe %s: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"defined\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"undefined\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"maybe_var %s\0A\00", align 1
@maybe_var = extern_weak global i32, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"hook %s: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32 (i32)*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 5, i32* %3, align 4
  br i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), label %5, label %8

5:                                                ; preds = %0
  %6 = load i32, i32* %3, align 4
  %7 = call signext i32 @maybe(i32 noundef signext %6)
  store i32 %7, i32* %3, align 4
  br label %8

8:                                                ; preds = %5, %0
  %9 = load i32, i32* %3, align 4
  %10 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i8* noundef select (i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0)), i32 noundef signext %9)
  %11 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i8* noundef select (i1 icmp ne (i32* @maybe_var, i32* null), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0)))
  br i1 icmp ne (i32* @maybe_var, i32* null), label %12, label %16

12:                                               ; preds = %8
  %13 = load i32, i32* @maybe_var, align 4
  %14 = load i32, i32* %3, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, i32* %3, align 4
  br label %16

16:                                               ; preds = %12, %8
  store i32 (i32)* select (i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), i32 (i32)* @maybe, i32 (i32)* @twice), i32 (i32)** %4, align 8
  %17 = load i32 (i32)*, i32 (i32)** %4, align 8
  %18 = load i32, i32* %3, align 4
  %19 = call signext i32 %17(i32 noundef signext %18)
  %20 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i8* noundef select (i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0)), i32 noundef signext %19)
  %21 = load i32, i32* %3, align 4
  %22 = icmp ne i32 %21, 5
  %23 = zext i1 %22 to i32
  %24 = load i32 (i32)*, i32 (i32)** %4, align 8
  %25 = load i32, i32* %3, align 4
  %26 = call signext i32 %24(i32 noundef signext %25)
  %27 = icmp ne i32 %26, 10
  %28 = zext i1 %27 to i32
  %29 = add nsw i32 %23, %28
  %30 = load i32, i32* %2, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, i32* %2, align 4
  %32 = load i32, i32* %2, align 4
  %33 = and i32 %32, 127
  ret i32 %33
}

declare extern_weak signext i32 @maybe(i32 noundef signext) #1

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @twice(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
