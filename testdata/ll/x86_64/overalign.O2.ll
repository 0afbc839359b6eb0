; ModuleID = 'c/overalign.c'
source_filename = "c/overalign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @f(i32 noundef 0)
  %2 = tail call fastcc i64 @f(i32 noundef 1)
  %3 = add nsw i64 %2, %1
  %4 = tail call fastcc i64 @f(i32 noundef 2)
  %5 = add nsw i64 %4, %3
  %6 = tail call fastcc i64 @f(i32 noundef 3)
  %7 = add nsw i64 %6, %5
  %8 = tail call fastcc i64 @f(i32 noundef 4)
  %9 = add nsw i64 %8, %7
  %10 = tail call fastcc i64 @f(i32 noundef 5)
  %11 = add nsw i64 %10, %9
  %12 = tail call fastcc i64 @f(i32 noundef 6)
  %13 = add nsw i64 %12, %11
  %14 = tail call fastcc i64 @f(i32 noundef 7)
  %15 = add nsw i64 %14, %13
  %16 = tail call fastcc i64 @f(i32 noundef 8)
  %17 = add nsw i64 %16, %15
  %18 = tail call fastcc i64 @f(i32 noundef 9)
  %19 = add nsw i64 %18, %17
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %19)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @f(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [200 x i8], align 128
  %3 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 200, i8* nonnull %3) #4
  %4 = sext i32 %0 to i64
  %5 = insertelement <16 x i32> poison, i32 %0, i64 0
  %6 = shufflevector <16 x i32> %5, <16 x i32> poison, <16 x i32> zeroinitializer
  %7 = trunc <16 x i32> %6 to <16 x i8>
  %8 = add <16 x i8> %7, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>
  %9 = bitcast [200 x i8]* %2 to <16 x i8>*
  store <16 x i8> %8, <16 x i8>* %9, align 128, !tbaa !5
  %10 = trunc <16 x i32> %6 to <16 x i8>
  %11 = add <16 x i8> %10, <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>
  %12 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 16
  %13 = bitcast i8* %12 to <16 x i8>*
  store <16 x i8> %11, <16 x i8>* %13, align 16, !tbaa !5
  %14 = trunc <16 x i32> %6 to <16 x i8>
  %15 = add <16 x i8> %14, <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>
  %16 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 32
  %17 = bitcast i8* %16 to <16 x i8>*
  store <16 x i8> %15, <16 x i8>* %17, align 32, !tbaa !5
  %18 = trunc <16 x i32> %6 to <16 x i8>
  %19 = add <16 x i8> %18, <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>
  %20 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 48
  %21 = bitcast i8* %20 to <16 x i8>*
  store <16 x i8> %19, <16 x i8>* %21, align 16, !tbaa !5
  %22 = trunc <16 x i32> %6 to <16 x i8>
  %23 = add <16 x i8> %22, <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>
  %24 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 64
  %25 = bitcast i8* %24 to <16 x i8>*
  store <16 x i8> %23, <16 x i8>* %25, align 64, !tbaa !5
  %26 = trunc <16 x i32> %6 to <16 x i8>
  %27 = add <16 x i8> %26, <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>
  %28 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 80
  %29 = bitcast i8* %28 to <16 x i8>*
  store <16 x i8> %27, <16 x i8>* %29, align 16, !tbaa !5
  %30 = trunc <16 x i32> %6 to <16 x i8>
  %31 = add <16 x i8> %30, <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>
  %32 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 96
  %33 = bitcast i8* %32 to <16 x i8>*
  store <16 x i8> %31, <16 x i8>* %33, align 32, !tbaa !5
  %34 = trunc <16 x i32> %6 to <16 x i8>
  %35 = add <16 x i8> %34, <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>
  %36 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 112
  %37 = bitcast i8* %36 to <16 x i8>*
  store <16 x i8> %35, <16 x i8>* %37, align 16, !tbaa !5
  %38 = trunc <16 x i32> %6 to <16 x i8>
  %39 = add <16 x i8> %38, <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>
  %40 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 128
  %41 = bitcast i8* %40 to <16 x i8>*
  store <16 x i8> %39, <16 x i8>* %41, align 128, !tbaa !5
  %42 = trunc <16 x i32> %6 to <16 x i8>
  %43 = add <16 x i8> %42, <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>
  %44 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 144
  %45 = bitcast i8* %44 to <16 x i8>*
  store <16 x i8> %43, <16 x i8>* %45, align 16, !tbaa !5
  %46 = trunc <16 x i32> %6 to <16 x i8>
  %47 = add <16 x i8> %46, <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>
  %48 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 160
  %49 = bitcast i8* %48 to <16 x i8>*
  store <16 x i8> %47, <16 x i8>* %49, align 32, !tbaa !5
  %50 = trunc <16 x i32> %6 to <16 x i8>
  %51 = add <16 x i8> %50, <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>
  %52 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 176
  %53 = bitcast i8* %52 to <16 x i8>*
  store <16 x i8> %51, <16 x i8>* %53, align 16, !tbaa !5
  %54 = trunc i32 %0 to i8
  %55 = add i8 %54, -64
  %56 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 192
  store i8 %55, i8* %56, align 64, !tbaa !5
  %57 = trunc i32 %0 to i8
  %58 = add i8 %57, -63
  %59 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 193
  store i8 %58, i8* %59, align 1, !tbaa !5
  %60 = trunc i32 %0 to i8
  %61 = add i8 %60, -62
  %62 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 194
  store i8 %61, i8* %62, align 2, !tbaa !5
  %63 = trunc i32 %0 to i8
  %64 = add i8 %63, -61
  %65 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 195
  store i8 %64, i8* %65, align 1, !tbaa !5
  %66 = trunc i32 %0 to i8
  %67 = add i8 %66, -60
  %68 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 196
  store i8 %67, i8* %68, align 4, !tbaa !5
  %69 = trunc i32 %0 to i8
  %70 = add i8 %69, -59
  %71 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 197
  store i8 %70, i8* %71, align 1, !tbaa !5
  %72 = trunc i32 %0 to i8
  %73 = add i8 %72, -58
  %74 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 198
  store i8 %73, i8* %74, align 2, !tbaa !5
  %75 = trunc i32 %0 to i8
  %76 = add i8 %75, -57
  %77 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 199
  store i8 %76, i8* %77, align 1, !tbaa !5
  %78 = shl nsw i64 %4, 3
  %79 = mul nsw i64 %4, 7
  %80 = mul nsw i64 %4, 6
  %81 = mul nsw i64 %4, 5
  %82 = shl nsw i64 %4, 2
  %83 = mul nsw i64 %4, 3
  %84 = shl nsw i64 %4, 1
  %85 = load i8, i8* %3, align 128, !tbaa !5
  %86 = sext i8 %85 to i64
  %87 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 20
  %88 = load i8, i8* %87, align 4, !tbaa !5
  %89 = sext i8 %88 to i64
  %90 = add nsw i64 %4, %86
  %91 = add nsw i64 %90, %89
  %92 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 40
  %93 = load i8, i8* %92, align 8, !tbaa !5
  %94 = sext i8 %93 to i64
  %95 = add nsw i64 %84, %91
  %96 = add nsw i64 %95, %94
  %97 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 60
  %98 = load i8, i8* %97, align 4, !tbaa !5
  %99 = sext i8 %98 to i64
  %100 = add nsw i64 %83, %96
  %101 = add nsw i64 %100, %99
  %102 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 80
  %103 = load i8, i8* %102, align 16, !tbaa !5
  %104 = sext i8 %103 to i64
  %105 = add i64 %82, %101
  %106 = add i64 %105, %104
  %107 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 100
  %108 = load i8, i8* %107, align 4, !tbaa !5
  %109 = sext i8 %108 to i64
  %110 = add i64 %81, %106
  %111 = add i64 %110, %109
  %112 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 120
  %113 = load i8, i8* %112, align 8, !tbaa !5
  %114 = sext i8 %113 to i64
  %115 = add i64 %80, %111
  %116 = add i64 %115, %114
  %117 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 140
  %118 = load i8, i8* %117, align 4, !tbaa !5
  %119 = sext i8 %118 to i64
  %120 = add i64 %79, %116
  %121 = add i64 %120, %119
  %122 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 160
  %123 = load i8, i8* %122, align 32, !tbaa !5
  %124 = sext i8 %123 to i64
  %125 = add i64 %78, %121
  %126 = add i64 %125, %124
  call void @llvm.lifetime.end.p0i8(i64 200, i8* nonnull %3) #4
  ret i64 %126
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
