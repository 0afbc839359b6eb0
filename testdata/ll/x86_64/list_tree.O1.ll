; ModuleID = 'c/list_tree.c'
source_filename = "c/list_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.lnode = type { i32, %struct.lnode* }
%struct.tnode = type { i32, i32, %struct.tnode*, %struct.tnode* }

@vseed = internal global i32 2024, align 4
@rng_state = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"no multiples of 3\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"live nodes: %d\0A\00", align 1
@live_nodes = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [46 x i8] c"tree: nodes=%d height=%d ordered=%d sig=%08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"found=%d dups=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [55 x i8] c"after deletes: nodes=%d height=%d ordered=%d sig=%08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [39 x i8] c"buckets: longest=%d empty=%d sig=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"live nodes at end: %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.14 = private unnamed_addr constant [29 x i8] c" ... n=%d sum=%lld sig=%08x\0A\00", align 1
@str.15 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.lnode*, align 8
  %2 = alloca [37 x %struct.lnode*], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = bitcast [37 x %struct.lnode*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 296, i8* nonnull %11) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(296) %11, i8 0, i64 296, i1 false)
  %12 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  store i32 %12, i32* @rng_state, align 4, !tbaa !5
  %13 = load i32, i32* @live_nodes, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %0, %30
  %15 = phi %struct.lnode* [ null, %0 ], [ %26, %30 ]
  %16 = phi i32 [ 0, %0 ], [ %36, %30 ]
  %17 = phi i32 [ %12, %0 ], [ %24, %30 ]
  %18 = phi i32 [ %13, %0 ], [ %33, %30 ]
  %19 = shl i32 %17, 13
  %20 = xor i32 %19, %17
  %21 = lshr i32 %20, 17
  %22 = xor i32 %21, %20
  %23 = shl i32 %22, 5
  %24 = xor i32 %23, %22
  %25 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #10
  %26 = bitcast i8* %25 to %struct.lnode*
  %27 = icmp eq i8* %25, null
  br i1 %27, label %28, label %30

28:                                               ; preds = %14
  store i32 %24, i32* @rng_state, align 4, !tbaa !5
  %29 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.15, i64 0, i64 0)) #10
  call void @exit(i32 noundef 1) #11
  unreachable

30:                                               ; preds = %14
  %31 = urem i32 %24, 10000
  %32 = add nsw i32 %31, -2000
  %33 = add nsw i32 %18, 1
  store i32 %33, i32* @live_nodes, align 4, !tbaa !5
  %34 = getelementptr inbounds %struct.lnode, %struct.lnode* %26, i64 0, i32 0
  store i32 %32, i32* %34, align 8, !tbaa !9
  %35 = getelementptr inbounds %struct.lnode, %struct.lnode* %26, i64 0, i32 1
  store %struct.lnode* %15, %struct.lnode** %35, align 8, !tbaa !12
  %36 = add nuw nsw i32 %16, 1
  %37 = icmp eq i32 %36, 500
  br i1 %37, label %38, label %14, !llvm.loop !13

38:                                               ; preds = %30
  %39 = bitcast i8* %25 to %struct.lnode*
  store i32 %24, i32* @rng_state, align 4, !tbaa !5
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #10
  br label %41

41:                                               ; preds = %38, %51
  %42 = phi i32 [ %57, %51 ], [ 0, %38 ]
  %43 = phi i64 [ %55, %51 ], [ 0, %38 ]
  %44 = phi i32 [ %60, %51 ], [ 0, %38 ]
  %45 = phi %struct.lnode* [ %59, %51 ], [ %39, %38 ]
  %46 = icmp ult i32 %44, 8
  br i1 %46, label %47, label %51

47:                                               ; preds = %41
  %48 = getelementptr inbounds %struct.lnode, %struct.lnode* %45, i64 0, i32 0
  %49 = load i32, i32* %48, align 8, !tbaa !9
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i32 noundef %49) #10
  br label %51

51:                                               ; preds = %47, %41
  %52 = getelementptr inbounds %struct.lnode, %struct.lnode* %45, i64 0, i32 0
  %53 = load i32, i32* %52, align 8, !tbaa !9
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %43, %54
  %56 = mul i32 %42, 31
  %57 = add i32 %53, %56
  %58 = getelementptr inbounds %struct.lnode, %struct.lnode* %45, i64 0, i32 1
  %59 = load %struct.lnode*, %struct.lnode** %58, align 8, !tbaa !12
  %60 = add nuw nsw i32 %44, 1
  %61 = icmp eq %struct.lnode* %59, null
  br i1 %61, label %62, label %41, !llvm.loop !16

62:                                               ; preds = %51
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef %60, i64 noundef %55, i32 noundef %57) #10
  %64 = load i32, i32* @check, align 4, !tbaa !5
  %65 = xor i32 %64, %57
  %66 = mul i32 %65, 16777619
  store i32 %66, i32* @check, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %62, %67
  %68 = phi %struct.lnode* [ %71, %67 ], [ %39, %62 ]
  %69 = phi %struct.lnode* [ %68, %67 ], [ null, %62 ]
  %70 = getelementptr inbounds %struct.lnode, %struct.lnode* %68, i64 0, i32 1
  %71 = load %struct.lnode*, %struct.lnode** %70, align 8, !tbaa !12
  store %struct.lnode* %69, %struct.lnode** %70, align 8, !tbaa !12
  %72 = icmp eq %struct.lnode* %71, null
  br i1 %72, label %73, label %67, !llvm.loop !17

73:                                               ; preds = %67
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0)) #10
  %75 = icmp eq %struct.lnode* %68, null
  br i1 %75, label %97, label %76

76:                                               ; preds = %73, %86
  %77 = phi i32 [ %92, %86 ], [ 0, %73 ]
  %78 = phi i64 [ %90, %86 ], [ 0, %73 ]
  %79 = phi i32 [ %95, %86 ], [ 0, %73 ]
  %80 = phi %struct.lnode* [ %94, %86 ], [ %68, %73 ]
  %81 = icmp ult i32 %79, 8
  br i1 %81, label %82, label %86

82:                                               ; preds = %76
  %83 = getelementptr inbounds %struct.lnode, %struct.lnode* %80, i64 0, i32 0
  %84 = load i32, i32* %83, align 8, !tbaa !9
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i32 noundef %84) #10
  br label %86

86:                                               ; preds = %82, %76
  %87 = getelementptr inbounds %struct.lnode, %struct.lnode* %80, i64 0, i32 0
  %88 = load i32, i32* %87, align 8, !tbaa !9
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %78, %89
  %91 = mul i32 %77, 31
  %92 = add i32 %88, %91
  %93 = getelementptr inbounds %struct.lnode, %struct.lnode* %80, i64 0, i32 1
  %94 = load %struct.lnode*, %struct.lnode** %93, align 8, !tbaa !12
  %95 = add nuw nsw i32 %79, 1
  %96 = icmp eq %struct.lnode* %94, null
  br i1 %96, label %97, label %76, !llvm.loop !16

97:                                               ; preds = %86, %73
  %98 = phi i32 [ 0, %73 ], [ %95, %86 ]
  %99 = phi i64 [ 0, %73 ], [ %90, %86 ]
  %100 = phi i32 [ 0, %73 ], [ %92, %86 ]
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef %98, i64 noundef %99, i32 noundef %100) #10
  %102 = load i32, i32* @check, align 4, !tbaa !5
  %103 = xor i32 %102, %100
  %104 = mul i32 %103, 16777619
  store i32 %104, i32* @check, align 4, !tbaa !5
  %105 = call fastcc %struct.lnode* @lsort(%struct.lnode* noundef %68)
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0)) #10
  %107 = icmp eq %struct.lnode* %105, null
  br i1 %107, label %152, label %108

108:                                              ; preds = %97, %118
  %109 = phi i32 [ %124, %118 ], [ 0, %97 ]
  %110 = phi i64 [ %122, %118 ], [ 0, %97 ]
  %111 = phi i32 [ %127, %118 ], [ 0, %97 ]
  %112 = phi %struct.lnode* [ %126, %118 ], [ %105, %97 ]
  %113 = icmp ult i32 %111, 8
  br i1 %113, label %114, label %118

114:                                              ; preds = %108
  %115 = getelementptr inbounds %struct.lnode, %struct.lnode* %112, i64 0, i32 0
  %116 = load i32, i32* %115, align 8, !tbaa !9
  %117 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i32 noundef %116) #10
  br label %118

118:                                              ; preds = %114, %108
  %119 = getelementptr inbounds %struct.lnode, %struct.lnode* %112, i64 0, i32 0
  %120 = load i32, i32* %119, align 8, !tbaa !9
  %121 = sext i32 %120 to i64
  %122 = add nsw i64 %110, %121
  %123 = mul i32 %109, 31
  %124 = add i32 %120, %123
  %125 = getelementptr inbounds %struct.lnode, %struct.lnode* %112, i64 0, i32 1
  %126 = load %struct.lnode*, %struct.lnode** %125, align 8, !tbaa !12
  %127 = add nuw nsw i32 %111, 1
  %128 = icmp eq %struct.lnode* %126, null
  br i1 %128, label %129, label %108, !llvm.loop !16

129:                                              ; preds = %118
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef %127, i64 noundef %122, i32 noundef %124) #10
  %131 = load i32, i32* @check, align 4, !tbaa !5
  %132 = xor i32 %131, %124
  %133 = mul i32 %132, 16777619
  store i32 %133, i32* @check, align 4, !tbaa !5
  %134 = bitcast %struct.lnode** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %134)
  store %struct.lnode* %105, %struct.lnode** %1, align 8, !tbaa !18
  br i1 %107, label %157, label %135

135:                                              ; preds = %129, %148
  %136 = phi %struct.lnode* [ %150, %148 ], [ %105, %129 ]
  %137 = phi %struct.lnode** [ %149, %148 ], [ %1, %129 ]
  %138 = getelementptr inbounds %struct.lnode, %struct.lnode* %136, i64 0, i32 0
  %139 = load i32, i32* %138, align 8, !tbaa !9
  %140 = srem i32 %139, 3
  %141 = icmp eq i32 %140, 0
  %142 = getelementptr inbounds %struct.lnode, %struct.lnode* %136, i64 0, i32 1
  br i1 %141, label %143, label %148

143:                                              ; preds = %135
  %144 = load %struct.lnode*, %struct.lnode** %142, align 8, !tbaa !12
  store %struct.lnode* %144, %struct.lnode** %137, align 8, !tbaa !18
  %145 = bitcast %struct.lnode* %136 to i8*
  call void @free(i8* noundef %145) #10
  %146 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %147 = add nsw i32 %146, -1
  store i32 %147, i32* @live_nodes, align 4, !tbaa !5
  br label %148

148:                                              ; preds = %135, %143
  %149 = phi %struct.lnode** [ %137, %143 ], [ %142, %135 ]
  %150 = load %struct.lnode*, %struct.lnode** %149, align 8, !tbaa !18
  %151 = icmp eq %struct.lnode* %150, null
  br i1 %151, label %157, label %135, !llvm.loop !19

152:                                              ; preds = %97
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef 0, i64 noundef 0, i32 noundef 0) #10
  %154 = load i32, i32* @check, align 4, !tbaa !5
  %155 = mul i32 %154, 16777619
  store i32 %155, i32* @check, align 4, !tbaa !5
  %156 = bitcast %struct.lnode** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %156)
  store %struct.lnode* %105, %struct.lnode** %1, align 8, !tbaa !18
  br label %157

157:                                              ; preds = %148, %152, %129
  %158 = load %struct.lnode*, %struct.lnode** %1, align 8, !tbaa !18
  %159 = bitcast %struct.lnode** %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %159)
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0)) #10
  %161 = icmp eq %struct.lnode* %158, null
  br i1 %161, label %183, label %162

162:                                              ; preds = %157, %172
  %163 = phi i32 [ %178, %172 ], [ 0, %157 ]
  %164 = phi i64 [ %176, %172 ], [ 0, %157 ]
  %165 = phi i32 [ %181, %172 ], [ 0, %157 ]
  %166 = phi %struct.lnode* [ %180, %172 ], [ %158, %157 ]
  %167 = icmp ult i32 %165, 8
  br i1 %167, label %168, label %172

168:                                              ; preds = %162
  %169 = getelementptr inbounds %struct.lnode, %struct.lnode* %166, i64 0, i32 0
  %170 = load i32, i32* %169, align 8, !tbaa !9
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i32 noundef %170) #10
  br label %172

172:                                              ; preds = %168, %162
  %173 = getelementptr inbounds %struct.lnode, %struct.lnode* %166, i64 0, i32 0
  %174 = load i32, i32* %173, align 8, !tbaa !9
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %164, %175
  %177 = mul i32 %163, 31
  %178 = add i32 %174, %177
  %179 = getelementptr inbounds %struct.lnode, %struct.lnode* %166, i64 0, i32 1
  %180 = load %struct.lnode*, %struct.lnode** %179, align 8, !tbaa !12
  %181 = add nuw nsw i32 %165, 1
  %182 = icmp eq %struct.lnode* %180, null
  br i1 %182, label %183, label %162, !llvm.loop !16

183:                                              ; preds = %172, %157
  %184 = phi i32 [ 0, %157 ], [ %181, %172 ]
  %185 = phi i64 [ 0, %157 ], [ %176, %172 ]
  %186 = phi i32 [ 0, %157 ], [ %178, %172 ]
  %187 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef %184, i64 noundef %185, i32 noundef %186) #10
  %188 = load i32, i32* @check, align 4, !tbaa !5
  %189 = xor i32 %188, %186
  %190 = mul i32 %189, 16777619
  store i32 %190, i32* @check, align 4, !tbaa !5
  %191 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %192 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef %191)
  br label %193

193:                                              ; preds = %183, %193
  %194 = phi %struct.tnode* [ null, %183 ], [ %204, %193 ]
  %195 = phi i32 [ 0, %183 ], [ %205, %193 ]
  %196 = load i32, i32* @rng_state, align 4, !tbaa !5
  %197 = shl i32 %196, 13
  %198 = xor i32 %197, %196
  %199 = lshr i32 %198, 17
  %200 = xor i32 %199, %198
  %201 = shl i32 %200, 5
  %202 = xor i32 %201, %200
  store i32 %202, i32* @rng_state, align 4, !tbaa !5
  %203 = urem i32 %202, 600
  %204 = call fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %194, i32 noundef %203)
  %205 = add nuw nsw i32 %195, 1
  %206 = icmp eq i32 %205, 800
  br i1 %206, label %207, label %193, !llvm.loop !20

207:                                              ; preds = %193
  %208 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %208) #10
  store i32 0, i32* %3, align 4, !tbaa !5
  %209 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %209) #10
  store i32 0, i32* %4, align 4, !tbaa !5
  %210 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %210) #10
  store i32 0, i32* %5, align 4, !tbaa !5
  %211 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %211) #10
  store i32 1, i32* %6, align 4, !tbaa !5
  call fastcc void @twalk(%struct.tnode* noundef %204, i32* noundef nonnull %3, i32* noundef nonnull %4, i32* noundef nonnull %5, i32* noundef nonnull %6)
  %212 = load i32, i32* %4, align 4, !tbaa !5
  %213 = call fastcc i32 @theight(%struct.tnode* noundef %204)
  %214 = load i32, i32* %6, align 4, !tbaa !5
  %215 = load i32, i32* %3, align 4, !tbaa !5
  %216 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.5, i64 0, i64 0), i32 noundef %212, i32 noundef %213, i32 noundef %214, i32 noundef %215)
  %217 = load i32, i32* %3, align 4, !tbaa !5
  %218 = load i32, i32* @check, align 4, !tbaa !5
  %219 = xor i32 %218, %217
  %220 = mul i32 %219, 16777619
  store i32 %220, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %211) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %210) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %209) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %208) #10
  %221 = icmp eq %struct.tnode* %204, null
  br label %222

222:                                              ; preds = %207, %247
  %223 = phi i32 [ 0, %207 ], [ %250, %247 ]
  %224 = phi i32 [ 0, %207 ], [ %249, %247 ]
  %225 = phi i32 [ 0, %207 ], [ %248, %247 ]
  br i1 %221, label %238, label %226

226:                                              ; preds = %222, %231
  %227 = phi %struct.tnode* [ %236, %231 ], [ %204, %222 ]
  %228 = getelementptr inbounds %struct.tnode, %struct.tnode* %227, i64 0, i32 0
  %229 = load i32, i32* %228, align 8, !tbaa !21
  %230 = icmp eq i32 %229, %223
  br i1 %230, label %238, label %231

231:                                              ; preds = %226
  %232 = icmp sgt i32 %229, %223
  %233 = getelementptr inbounds %struct.tnode, %struct.tnode* %227, i64 0, i32 2
  %234 = getelementptr inbounds %struct.tnode, %struct.tnode* %227, i64 0, i32 3
  %235 = select i1 %232, %struct.tnode** %233, %struct.tnode** %234
  %236 = load %struct.tnode*, %struct.tnode** %235, align 8, !tbaa !18
  %237 = icmp eq %struct.tnode* %236, null
  br i1 %237, label %238, label %226, !llvm.loop !23

238:                                              ; preds = %226, %231, %222
  %239 = phi %struct.tnode* [ %204, %222 ], [ %227, %226 ], [ %236, %231 ]
  %240 = icmp eq %struct.tnode* %239, null
  br i1 %240, label %247, label %241

241:                                              ; preds = %238
  %242 = add nsw i32 %225, 1
  %243 = getelementptr inbounds %struct.tnode, %struct.tnode* %239, i64 0, i32 1
  %244 = load i32, i32* %243, align 4, !tbaa !24
  %245 = add i32 %224, -1
  %246 = add i32 %245, %244
  br label %247

247:                                              ; preds = %241, %238
  %248 = phi i32 [ %242, %241 ], [ %225, %238 ]
  %249 = phi i32 [ %246, %241 ], [ %224, %238 ]
  %250 = add nuw nsw i32 %223, 7
  %251 = icmp ult i32 %223, 593
  br i1 %251, label %222, label %252, !llvm.loop !25

252:                                              ; preds = %247
  %253 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %248, i32 noundef %249)
  %254 = mul nsw i32 %248, 1000
  %255 = add nsw i32 %254, %249
  %256 = load i32, i32* @check, align 4, !tbaa !5
  %257 = xor i32 %256, %255
  %258 = mul i32 %257, 16777619
  store i32 %258, i32* @check, align 4, !tbaa !5
  br label %259

259:                                              ; preds = %252, %259
  %260 = phi %struct.tnode* [ %204, %252 ], [ %262, %259 ]
  %261 = phi i32 [ 0, %252 ], [ %263, %259 ]
  %262 = call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %260, i32 noundef %261)
  %263 = add nuw nsw i32 %261, 2
  %264 = icmp ult i32 %261, 598
  br i1 %264, label %259, label %265, !llvm.loop !26

265:                                              ; preds = %259
  %266 = icmp eq %struct.tnode* %262, null
  br i1 %266, label %270, label %267

267:                                              ; preds = %265
  %268 = getelementptr inbounds %struct.tnode, %struct.tnode* %262, i64 0, i32 0
  %269 = load i32, i32* %268, align 8, !tbaa !21
  br label %270

270:                                              ; preds = %265, %267
  %271 = phi i32 [ %269, %267 ], [ 0, %265 ]
  %272 = call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %262, i32 noundef %271)
  %273 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %273) #10
  store i32 0, i32* %7, align 4, !tbaa !5
  %274 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %274) #10
  store i32 0, i32* %8, align 4, !tbaa !5
  %275 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %275) #10
  store i32 0, i32* %9, align 4, !tbaa !5
  %276 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %276) #10
  store i32 1, i32* %10, align 4, !tbaa !5
  call fastcc void @twalk(%struct.tnode* noundef %272, i32* noundef nonnull %7, i32* noundef nonnull %8, i32* noundef nonnull %9, i32* noundef nonnull %10)
  %277 = load i32, i32* %8, align 4, !tbaa !5
  %278 = call fastcc i32 @theight(%struct.tnode* noundef %272)
  %279 = load i32, i32* %10, align 4, !tbaa !5
  %280 = load i32, i32* %7, align 4, !tbaa !5
  %281 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.7, i64 0, i64 0), i32 noundef %277, i32 noundef %278, i32 noundef %279, i32 noundef %280)
  %282 = load i32, i32* %7, align 4, !tbaa !5
  %283 = load i32, i32* @check, align 4, !tbaa !5
  %284 = xor i32 %283, %282
  %285 = mul i32 %284, 16777619
  store i32 %285, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %276) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %275) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %274) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %273) #10
  %286 = icmp eq %struct.lnode* %158, null
  br i1 %286, label %301, label %287

287:                                              ; preds = %270, %287
  %288 = phi %struct.lnode* [ %296, %287 ], [ %158, %270 ]
  %289 = getelementptr inbounds %struct.lnode, %struct.lnode* %288, i64 0, i32 0
  %290 = load i32, i32* %289, align 8, !tbaa !9
  %291 = mul i32 %290, -1640531535
  %292 = lshr i32 %291, 15
  %293 = xor i32 %292, %291
  %294 = urem i32 %293, 37
  %295 = getelementptr inbounds %struct.lnode, %struct.lnode* %288, i64 0, i32 1
  %296 = load %struct.lnode*, %struct.lnode** %295, align 8, !tbaa !12
  %297 = zext i32 %294 to i64
  %298 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %2, i64 0, i64 %297
  %299 = load %struct.lnode*, %struct.lnode** %298, align 8, !tbaa !18
  store %struct.lnode* %299, %struct.lnode** %295, align 8, !tbaa !12
  store %struct.lnode* %288, %struct.lnode** %298, align 8, !tbaa !18
  %300 = icmp eq %struct.lnode* %296, null
  br i1 %300, label %301, label %287, !llvm.loop !27

301:                                              ; preds = %287, %270
  br label %302

302:                                              ; preds = %301, %323
  %303 = phi i64 [ %331, %323 ], [ 0, %301 ]
  %304 = phi i32 [ %324, %323 ], [ 0, %301 ]
  %305 = phi i32 [ %330, %323 ], [ 0, %301 ]
  %306 = phi i32 [ %327, %323 ], [ 0, %301 ]
  %307 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %2, i64 0, i64 %303
  %308 = load %struct.lnode*, %struct.lnode** %307, align 8, !tbaa !18
  %309 = call fastcc %struct.lnode* @lsort(%struct.lnode* noundef %308)
  store %struct.lnode* %309, %struct.lnode** %307, align 8, !tbaa !18
  %310 = icmp eq %struct.lnode* %309, null
  br i1 %310, label %323, label %311

311:                                              ; preds = %302, %311
  %312 = phi %struct.lnode* [ %321, %311 ], [ %309, %302 ]
  %313 = phi i32 [ %315, %311 ], [ 0, %302 ]
  %314 = phi i32 [ %319, %311 ], [ %304, %302 ]
  %315 = add nuw nsw i32 %313, 1
  %316 = mul i32 %314, 7
  %317 = getelementptr inbounds %struct.lnode, %struct.lnode* %312, i64 0, i32 0
  %318 = load i32, i32* %317, align 8, !tbaa !9
  %319 = add i32 %318, %316
  %320 = getelementptr inbounds %struct.lnode, %struct.lnode* %312, i64 0, i32 1
  %321 = load %struct.lnode*, %struct.lnode** %320, align 8, !tbaa !12
  %322 = icmp eq %struct.lnode* %321, null
  br i1 %322, label %323, label %311, !llvm.loop !28

323:                                              ; preds = %311, %302
  %324 = phi i32 [ %304, %302 ], [ %319, %311 ]
  %325 = phi i32 [ 0, %302 ], [ %315, %311 ]
  %326 = icmp sgt i32 %325, %306
  %327 = select i1 %326, i32 %325, i32 %306
  %328 = icmp eq i32 %325, 0
  %329 = zext i1 %328 to i32
  %330 = add nuw nsw i32 %305, %329
  %331 = add nuw nsw i64 %303, 1
  %332 = icmp eq i64 %331, 37
  br i1 %332, label %333, label %302, !llvm.loop !29

333:                                              ; preds = %323
  %334 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.8, i64 0, i64 0), i32 noundef %327, i32 noundef %330, i32 noundef %324)
  %335 = load i32, i32* @check, align 4, !tbaa !5
  %336 = xor i32 %335, %324
  %337 = mul i32 %336, 16777619
  store i32 %337, i32* @check, align 4, !tbaa !5
  br label %338

338:                                              ; preds = %333, %354
  %339 = phi i64 [ 0, %333 ], [ %355, %354 ]
  %340 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %2, i64 0, i64 %339
  %341 = load %struct.lnode*, %struct.lnode** %340, align 8, !tbaa !18
  %342 = icmp eq %struct.lnode* %341, null
  br i1 %342, label %354, label %343

343:                                              ; preds = %338
  %344 = load i32, i32* @live_nodes, align 4, !tbaa !5
  br label %345

345:                                              ; preds = %345, %343
  %346 = phi %struct.lnode* [ %349, %345 ], [ %341, %343 ]
  %347 = phi i32 [ %351, %345 ], [ %344, %343 ]
  %348 = getelementptr inbounds %struct.lnode, %struct.lnode* %346, i64 0, i32 1
  %349 = load %struct.lnode*, %struct.lnode** %348, align 8, !tbaa !12
  %350 = bitcast %struct.lnode* %346 to i8*
  call void @free(i8* noundef %350) #10
  %351 = add nsw i32 %347, -1
  %352 = icmp eq %struct.lnode* %349, null
  br i1 %352, label %353, label %345, !llvm.loop !30

353:                                              ; preds = %345
  store i32 %351, i32* @live_nodes, align 4, !tbaa !5
  br label %354

354:                                              ; preds = %338, %353
  %355 = add nuw nsw i64 %339, 1
  %356 = icmp eq i64 %355, 37
  br i1 %356, label %357, label %338, !llvm.loop !31

357:                                              ; preds = %354
  call fastcc void @tfree(%struct.tnode* noundef %272)
  %358 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %359 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.9, i64 0, i64 0), i32 noundef %358)
  %360 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %361 = load i32, i32* @check, align 4, !tbaa !5
  %362 = xor i32 %361, %360
  %363 = mul i32 %362, 16777619
  store i32 %363, i32* @check, align 4, !tbaa !5
  %364 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef %363)
  %365 = load i32, i32* @check, align 4, !tbaa !5
  %366 = and i32 %365, 127
  call void @llvm.lifetime.end.p0i8(i64 296, i8* nonnull %11) #10
  ret i32 %366
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc %struct.lnode* @lsort(%struct.lnode* noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.lnode, align 8
  %3 = getelementptr inbounds %struct.lnode, %struct.lnode* %2, i64 0, i32 1
  %4 = icmp eq %struct.lnode* %0, null
  br i1 %4, label %64, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.lnode, %struct.lnode* %0, i64 0, i32 1
  %7 = load %struct.lnode*, %struct.lnode** %6, align 8, !tbaa !12
  %8 = icmp eq %struct.lnode* %7, null
  br i1 %8, label %64, label %9

9:                                                ; preds = %5, %15
  %10 = phi %struct.lnode* [ %19, %15 ], [ %7, %5 ]
  %11 = phi %struct.lnode* [ %17, %15 ], [ %0, %5 ]
  %12 = getelementptr inbounds %struct.lnode, %struct.lnode* %10, i64 0, i32 1
  %13 = load %struct.lnode*, %struct.lnode** %12, align 8, !tbaa !12
  %14 = icmp eq %struct.lnode* %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %9
  %16 = getelementptr inbounds %struct.lnode, %struct.lnode* %11, i64 0, i32 1
  %17 = load %struct.lnode*, %struct.lnode** %16, align 8, !tbaa !12
  %18 = getelementptr inbounds %struct.lnode, %struct.lnode* %13, i64 0, i32 1
  %19 = load %struct.lnode*, %struct.lnode** %18, align 8, !tbaa !12
  %20 = icmp eq %struct.lnode* %19, null
  br i1 %20, label %21, label %9, !llvm.loop !32

21:                                               ; preds = %9, %15
  %22 = phi %struct.lnode* [ %17, %15 ], [ %11, %9 ]
  %23 = getelementptr inbounds %struct.lnode, %struct.lnode* %22, i64 0, i32 1
  %24 = load %struct.lnode*, %struct.lnode** %23, align 8, !tbaa !12
  store %struct.lnode* null, %struct.lnode** %23, align 8, !tbaa !12
  %25 = call fastcc %struct.lnode* @lsort(%struct.lnode* noundef nonnull %0)
  %26 = call fastcc %struct.lnode* @lsort(%struct.lnode* noundef %24)
  %27 = bitcast %struct.lnode* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %27) #10
  %28 = icmp ne %struct.lnode* %25, null
  %29 = icmp ne %struct.lnode* %26, null
  %30 = and i1 %28, %29
  br i1 %30, label %31, label %57

31:                                               ; preds = %21, %47
  %32 = phi %struct.lnode* [ %51, %47 ], [ %2, %21 ]
  %33 = phi %struct.lnode* [ %49, %47 ], [ %26, %21 ]
  %34 = phi %struct.lnode* [ %48, %47 ], [ %25, %21 ]
  %35 = getelementptr inbounds %struct.lnode, %struct.lnode* %34, i64 0, i32 0
  %36 = load i32, i32* %35, align 8, !tbaa !9
  %37 = getelementptr inbounds %struct.lnode, %struct.lnode* %33, i64 0, i32 0
  %38 = load i32, i32* %37, align 8, !tbaa !9
  %39 = icmp sgt i32 %36, %38
  %40 = getelementptr inbounds %struct.lnode, %struct.lnode* %32, i64 0, i32 1
  br i1 %39, label %44, label %41

41:                                               ; preds = %31
  store %struct.lnode* %34, %struct.lnode** %40, align 8, !tbaa !12
  %42 = getelementptr inbounds %struct.lnode, %struct.lnode* %34, i64 0, i32 1
  %43 = load %struct.lnode*, %struct.lnode** %42, align 8, !tbaa !12
  br label %47

44:                                               ; preds = %31
  store %struct.lnode* %33, %struct.lnode** %40, align 8, !tbaa !12
  %45 = getelementptr inbounds %struct.lnode, %struct.lnode* %33, i64 0, i32 1
  %46 = load %struct.lnode*, %struct.lnode** %45, align 8, !tbaa !12
  br label %47

47:                                               ; preds = %44, %41
  %48 = phi %struct.lnode* [ %43, %41 ], [ %34, %44 ]
  %49 = phi %struct.lnode* [ %33, %41 ], [ %46, %44 ]
  %50 = getelementptr inbounds %struct.lnode, %struct.lnode* %32, i64 0, i32 1
  %51 = load %struct.lnode*, %struct.lnode** %50, align 8, !tbaa !12
  %52 = icmp ne %struct.lnode* %48, null
  %53 = icmp ne %struct.lnode* %49, null
  %54 = select i1 %52, i1 %53, i1 false
  br i1 %54, label %31, label %55, !llvm.loop !33

55:                                               ; preds = %47
  %56 = getelementptr inbounds %struct.lnode, %struct.lnode* %51, i64 0, i32 1
  br label %57

57:                                               ; preds = %55, %21
  %58 = phi %struct.lnode* [ %25, %21 ], [ %48, %55 ]
  %59 = phi %struct.lnode* [ %26, %21 ], [ %49, %55 ]
  %60 = phi i1 [ %28, %21 ], [ %52, %55 ]
  %61 = phi %struct.lnode** [ %3, %21 ], [ %56, %55 ]
  %62 = select i1 %60, %struct.lnode* %58, %struct.lnode* %59
  store %struct.lnode* %62, %struct.lnode** %61, align 8, !tbaa !12
  %63 = load %struct.lnode*, %struct.lnode** %3, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %27) #10
  br label %64

64:                                               ; preds = %1, %5, %57
  %65 = phi %struct.lnode* [ %63, %57 ], [ %0, %5 ], [ %0, %1 ]
  ret %struct.lnode* %65
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq %struct.tnode* %0, null
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #10
  %6 = bitcast i8* %5 to %struct.tnode*
  %7 = icmp eq i8* %5, null
  br i1 %7, label %8, label %10

8:                                                ; preds = %4
  %9 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.15, i64 0, i64 0))
  call void @exit(i32 noundef 1) #11
  unreachable

10:                                               ; preds = %4
  %11 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @live_nodes, align 4, !tbaa !5
  %13 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i64 0, i32 0
  store i32 %1, i32* %13, align 8, !tbaa !21
  %14 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i64 0, i32 1
  store i32 1, i32* %14, align 4, !tbaa !24
  %15 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i64 0, i32 2
  %16 = bitcast %struct.tnode** %15 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %16, i8 0, i64 16, i1 false)
  br label %35

17:                                               ; preds = %2
  %18 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 0
  %19 = load i32, i32* %18, align 8, !tbaa !21
  %20 = icmp sgt i32 %19, %1
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %23 = load %struct.tnode*, %struct.tnode** %22, align 8, !tbaa !34
  %24 = call fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %23, i32 noundef %1)
  store %struct.tnode* %24, %struct.tnode** %22, align 8, !tbaa !34
  br label %35

25:                                               ; preds = %17
  %26 = icmp slt i32 %19, %1
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %29 = load %struct.tnode*, %struct.tnode** %28, align 8, !tbaa !35
  %30 = call fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %29, i32 noundef %1)
  store %struct.tnode* %30, %struct.tnode** %28, align 8, !tbaa !35
  br label %35

31:                                               ; preds = %25
  %32 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 1
  %33 = load i32, i32* %32, align 4, !tbaa !24
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %32, align 4, !tbaa !24
  br label %35

35:                                               ; preds = %21, %31, %27, %10
  %36 = phi %struct.tnode* [ %6, %10 ], [ %0, %27 ], [ %0, %31 ], [ %0, %21 ]
  ret %struct.tnode* %36
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @twalk(%struct.tnode* noundef readonly %0, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4) unnamed_addr #3 {
  %6 = icmp eq %struct.tnode* %0, null
  br i1 %6, label %32, label %7

7:                                                ; preds = %5
  %8 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %9 = load %struct.tnode*, %struct.tnode** %8, align 8, !tbaa !34
  call fastcc void @twalk(%struct.tnode* noundef %9, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4)
  %10 = load i32, i32* %2, align 4, !tbaa !5
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %18

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 0
  %14 = load i32, i32* %13, align 8, !tbaa !21
  %15 = load i32, i32* %3, align 4, !tbaa !5
  %16 = icmp sgt i32 %14, %15
  br i1 %16, label %18, label %17

17:                                               ; preds = %12
  store i32 0, i32* %4, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %17, %12, %7
  %19 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 0
  %20 = load i32, i32* %19, align 8, !tbaa !21
  store i32 %20, i32* %3, align 4, !tbaa !5
  %21 = load i32, i32* %1, align 4, !tbaa !5
  %22 = mul i32 %21, 131
  %23 = load i32, i32* %19, align 8, !tbaa !21
  %24 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 1
  %25 = load i32, i32* %24, align 4, !tbaa !24
  %26 = mul i32 %25, %23
  %27 = add i32 %26, %22
  store i32 %27, i32* %1, align 4, !tbaa !5
  %28 = load i32, i32* %2, align 4, !tbaa !5
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %2, align 4, !tbaa !5
  %30 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %31 = load %struct.tnode*, %struct.tnode** %30, align 8, !tbaa !35
  call fastcc void @twalk(%struct.tnode* noundef %31, i32* noundef nonnull %1, i32* noundef nonnull %2, i32* noundef nonnull %3, i32* noundef %4)
  br label %32

32:                                               ; preds = %5, %18
  ret void
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i32 @theight(%struct.tnode* noundef readonly %0) unnamed_addr #5 {
  %2 = icmp eq %struct.tnode* %0, null
  br i1 %2, label %13, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %5 = load %struct.tnode*, %struct.tnode** %4, align 8, !tbaa !34
  %6 = call fastcc i32 @theight(%struct.tnode* noundef %5)
  %7 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %8 = load %struct.tnode*, %struct.tnode** %7, align 8, !tbaa !35
  %9 = call fastcc i32 @theight(%struct.tnode* noundef %8)
  %10 = icmp sgt i32 %6, %9
  %11 = select i1 %10, i32 %6, i32 %9
  %12 = add nsw i32 %11, 1
  br label %13

13:                                               ; preds = %1, %3
  %14 = phi i32 [ %12, %3 ], [ 0, %1 ]
  ret i32 %14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq %struct.tnode* %0, null
  br i1 %3, label %48, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 0
  %6 = load i32, i32* %5, align 8, !tbaa !21
  %7 = icmp sgt i32 %6, %1
  br i1 %7, label %8, label %12

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %10 = load %struct.tnode*, %struct.tnode** %9, align 8, !tbaa !34
  %11 = call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %10, i32 noundef %1)
  store %struct.tnode* %11, %struct.tnode** %9, align 8, !tbaa !34
  br label %48

12:                                               ; preds = %4
  %13 = icmp slt i32 %6, %1
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %16 = load %struct.tnode*, %struct.tnode** %15, align 8, !tbaa !35
  %17 = call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %16, i32 noundef %1)
  store %struct.tnode* %17, %struct.tnode** %15, align 8, !tbaa !35
  br label %48

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %20 = load %struct.tnode*, %struct.tnode** %19, align 8, !tbaa !34
  %21 = icmp eq %struct.tnode* %20, null
  br i1 %21, label %27, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %24 = load %struct.tnode*, %struct.tnode** %23, align 8, !tbaa !35
  %25 = icmp eq %struct.tnode* %24, null
  br i1 %25, label %26, label %35

26:                                               ; preds = %22
  br i1 %21, label %27, label %30

27:                                               ; preds = %18, %26
  %28 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %29 = load %struct.tnode*, %struct.tnode** %28, align 8, !tbaa !35
  br label %30

30:                                               ; preds = %26, %27
  %31 = phi %struct.tnode* [ %29, %27 ], [ %20, %26 ]
  %32 = bitcast %struct.tnode* %0 to i8*
  call void @free(i8* noundef %32) #10
  %33 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %34 = add nsw i32 %33, -1
  store i32 %34, i32* @live_nodes, align 4, !tbaa !5
  br label %48

35:                                               ; preds = %22, %35
  %36 = phi %struct.tnode* [ %38, %35 ], [ %24, %22 ]
  %37 = getelementptr inbounds %struct.tnode, %struct.tnode* %36, i64 0, i32 2
  %38 = load %struct.tnode*, %struct.tnode** %37, align 8, !tbaa !34
  %39 = icmp eq %struct.tnode* %38, null
  br i1 %39, label %40, label %35, !llvm.loop !36

40:                                               ; preds = %35
  %41 = getelementptr inbounds %struct.tnode, %struct.tnode* %36, i64 0, i32 0
  %42 = load i32, i32* %41, align 8, !tbaa !21
  store i32 %42, i32* %5, align 8, !tbaa !21
  %43 = getelementptr inbounds %struct.tnode, %struct.tnode* %36, i64 0, i32 1
  %44 = load i32, i32* %43, align 4, !tbaa !24
  %45 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 1
  store i32 %44, i32* %45, align 4, !tbaa !24
  %46 = load i32, i32* %41, align 8, !tbaa !21
  %47 = call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef nonnull %24, i32 noundef %46)
  store %struct.tnode* %47, %struct.tnode** %23, align 8, !tbaa !35
  br label %48

48:                                               ; preds = %8, %40, %14, %2, %30
  %49 = phi %struct.tnode* [ %31, %30 ], [ null, %2 ], [ %0, %14 ], [ %0, %40 ], [ %0, %8 ]
  ret %struct.tnode* %49
}

; Function Attrs: nounwind uwtable
define internal fastcc void @tfree(%struct.tnode* noundef %0) unnamed_addr #0 {
  %2 = icmp eq %struct.tnode* %0, null
  br i1 %2, label %11, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %5 = load %struct.tnode*, %struct.tnode** %4, align 8, !tbaa !34
  call fastcc void @tfree(%struct.tnode* noundef %5)
  %6 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %7 = load %struct.tnode*, %struct.tnode** %6, align 8, !tbaa !35
  call fastcc void @tfree(%struct.tnode* noundef %7)
  %8 = bitcast %struct.tnode* %0 to i8*
  call void @free(i8* noundef %8) #10
  %9 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %10 = add nsw i32 %9, -1
  store i32 %10, i32* @live_nodes, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %1, %3
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"lnode", !6, i64 0, !11, i64 8}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = !{!11, !11, i64 0}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = !{!22, !6, i64 0}
!22 = !{!"tnode", !6, i64 0, !6, i64 4, !11, i64 8, !11, i64 16}
!23 = distinct !{!23, !14, !15}
!24 = !{!22, !6, i64 4}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
!28 = distinct !{!28, !14, !15}
!29 = distinct !{!29, !14, !15}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
!32 = distinct !{!32, !14, !15}
!33 = distinct !{!33, !14, !15}
!34 = !{!22, !11, i64 8}
!35 = !{!22, !11, i64 16}
!36 = distinct !{!36, !14, !15}
