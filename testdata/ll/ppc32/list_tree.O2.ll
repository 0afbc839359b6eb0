; ModuleID = 'c/list_tree.c'
source_filename = "c/list_tree.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
  %1 = alloca %struct.lnode*, align 4
  %2 = alloca [37 x %struct.lnode*], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = bitcast [37 x %struct.lnode*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 148, i8* nonnull %11) #10
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(148) %11, i8 0, i32 148, i1 false)
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
  %25 = tail call noalias dereferenceable_or_null(8) i8* @malloc(i32 noundef 8) #10
  %26 = bitcast i8* %25 to %struct.lnode*
  %27 = icmp eq i8* %25, null
  br i1 %27, label %28, label %30

28:                                               ; preds = %14
  store i32 %24, i32* @rng_state, align 4, !tbaa !5
  %29 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.15, i32 0, i32 0)) #10
  tail call void @exit(i32 noundef 1) #11
  unreachable

30:                                               ; preds = %14
  %31 = urem i32 %24, 10000
  %32 = add nsw i32 %31, -2000
  %33 = add nsw i32 %18, 1
  store i32 %33, i32* @live_nodes, align 4, !tbaa !5
  %34 = getelementptr inbounds %struct.lnode, %struct.lnode* %26, i32 0, i32 0
  store i32 %32, i32* %34, align 4, !tbaa !9
  %35 = getelementptr inbounds %struct.lnode, %struct.lnode* %26, i32 0, i32 1
  store %struct.lnode* %15, %struct.lnode** %35, align 4, !tbaa !12
  %36 = add nuw nsw i32 %16, 1
  %37 = icmp eq i32 %36, 500
  br i1 %37, label %38, label %14, !llvm.loop !13

38:                                               ; preds = %30
  %39 = bitcast i8* %25 to %struct.lnode*
  store i32 %24, i32* @rng_state, align 4, !tbaa !5
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0)) #10
  br label %41

41:                                               ; preds = %38, %51
  %42 = phi i32 [ %57, %51 ], [ 0, %38 ]
  %43 = phi i64 [ %55, %51 ], [ 0, %38 ]
  %44 = phi i32 [ %60, %51 ], [ 0, %38 ]
  %45 = phi %struct.lnode* [ %59, %51 ], [ %39, %38 ]
  %46 = icmp ult i32 %44, 8
  br i1 %46, label %47, label %51

47:                                               ; preds = %41
  %48 = getelementptr inbounds %struct.lnode, %struct.lnode* %45, i32 0, i32 0
  %49 = load i32, i32* %48, align 4, !tbaa !9
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i32 noundef %49) #10
  br label %51

51:                                               ; preds = %47, %41
  %52 = getelementptr inbounds %struct.lnode, %struct.lnode* %45, i32 0, i32 0
  %53 = load i32, i32* %52, align 4, !tbaa !9
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %43, %54
  %56 = mul i32 %42, 31
  %57 = add i32 %53, %56
  %58 = getelementptr inbounds %struct.lnode, %struct.lnode* %45, i32 0, i32 1
  %59 = load %struct.lnode*, %struct.lnode** %58, align 4, !tbaa !12
  %60 = add nuw nsw i32 %44, 1
  %61 = icmp eq %struct.lnode* %59, null
  br i1 %61, label %62, label %41, !llvm.loop !15

62:                                               ; preds = %51
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i32 0, i32 0), i32 noundef %60, i64 noundef %55, i32 noundef %57) #10
  %64 = load i32, i32* @check, align 4, !tbaa !5
  %65 = xor i32 %64, %57
  %66 = mul i32 %65, 16777619
  store i32 %66, i32* @check, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %62, %67
  %68 = phi %struct.lnode* [ %71, %67 ], [ %39, %62 ]
  %69 = phi %struct.lnode* [ %68, %67 ], [ null, %62 ]
  %70 = getelementptr inbounds %struct.lnode, %struct.lnode* %68, i32 0, i32 1
  %71 = load %struct.lnode*, %struct.lnode** %70, align 4, !tbaa !12
  store %struct.lnode* %69, %struct.lnode** %70, align 4, !tbaa !12
  %72 = icmp eq %struct.lnode* %71, null
  br i1 %72, label %73, label %67, !llvm.loop !16

73:                                               ; preds = %67
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i32 0, i32 0)) #10
  br label %75

75:                                               ; preds = %73, %85
  %76 = phi i32 [ %91, %85 ], [ 0, %73 ]
  %77 = phi i64 [ %89, %85 ], [ 0, %73 ]
  %78 = phi i32 [ %94, %85 ], [ 0, %73 ]
  %79 = phi %struct.lnode* [ %93, %85 ], [ %68, %73 ]
  %80 = icmp ult i32 %78, 8
  br i1 %80, label %81, label %85

81:                                               ; preds = %75
  %82 = getelementptr inbounds %struct.lnode, %struct.lnode* %79, i32 0, i32 0
  %83 = load i32, i32* %82, align 4, !tbaa !9
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i32 noundef %83) #10
  br label %85

85:                                               ; preds = %81, %75
  %86 = getelementptr inbounds %struct.lnode, %struct.lnode* %79, i32 0, i32 0
  %87 = load i32, i32* %86, align 4, !tbaa !9
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %77, %88
  %90 = mul i32 %76, 31
  %91 = add i32 %87, %90
  %92 = getelementptr inbounds %struct.lnode, %struct.lnode* %79, i32 0, i32 1
  %93 = load %struct.lnode*, %struct.lnode** %92, align 4, !tbaa !12
  %94 = add nuw nsw i32 %78, 1
  %95 = icmp eq %struct.lnode* %93, null
  br i1 %95, label %96, label %75, !llvm.loop !15

96:                                               ; preds = %85
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i32 0, i32 0), i32 noundef %94, i64 noundef %89, i32 noundef %91) #10
  %98 = load i32, i32* @check, align 4, !tbaa !5
  %99 = xor i32 %98, %91
  %100 = mul i32 %99, 16777619
  store i32 %100, i32* @check, align 4, !tbaa !5
  %101 = tail call fastcc %struct.lnode* @lsort(%struct.lnode* noundef %68)
  %102 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0)) #10
  %103 = icmp eq %struct.lnode* %101, null
  br i1 %103, label %125, label %104

104:                                              ; preds = %96, %114
  %105 = phi i32 [ %120, %114 ], [ 0, %96 ]
  %106 = phi i64 [ %118, %114 ], [ 0, %96 ]
  %107 = phi i32 [ %123, %114 ], [ 0, %96 ]
  %108 = phi %struct.lnode* [ %122, %114 ], [ %101, %96 ]
  %109 = icmp ult i32 %107, 8
  br i1 %109, label %110, label %114

110:                                              ; preds = %104
  %111 = getelementptr inbounds %struct.lnode, %struct.lnode* %108, i32 0, i32 0
  %112 = load i32, i32* %111, align 4, !tbaa !9
  %113 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i32 noundef %112) #10
  br label %114

114:                                              ; preds = %110, %104
  %115 = getelementptr inbounds %struct.lnode, %struct.lnode* %108, i32 0, i32 0
  %116 = load i32, i32* %115, align 4, !tbaa !9
  %117 = sext i32 %116 to i64
  %118 = add nsw i64 %106, %117
  %119 = mul i32 %105, 31
  %120 = add i32 %116, %119
  %121 = getelementptr inbounds %struct.lnode, %struct.lnode* %108, i32 0, i32 1
  %122 = load %struct.lnode*, %struct.lnode** %121, align 4, !tbaa !12
  %123 = add nuw nsw i32 %107, 1
  %124 = icmp eq %struct.lnode* %122, null
  br i1 %124, label %125, label %104, !llvm.loop !15

125:                                              ; preds = %114, %96
  %126 = phi i32 [ 0, %96 ], [ %123, %114 ]
  %127 = phi i64 [ 0, %96 ], [ %118, %114 ]
  %128 = phi i32 [ 0, %96 ], [ %120, %114 ]
  %129 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i32 0, i32 0), i32 noundef %126, i64 noundef %127, i32 noundef %128) #10
  %130 = load i32, i32* @check, align 4, !tbaa !5
  %131 = xor i32 %130, %128
  %132 = mul i32 %131, 16777619
  store i32 %132, i32* @check, align 4, !tbaa !5
  %133 = bitcast %struct.lnode** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %133)
  store %struct.lnode* %101, %struct.lnode** %1, align 4, !tbaa !17
  br i1 %103, label %134, label %136

134:                                              ; preds = %125
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %133)
  %135 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0)) #10
  br label %178

136:                                              ; preds = %125, %149
  %137 = phi %struct.lnode** [ %150, %149 ], [ %1, %125 ]
  %138 = phi %struct.lnode* [ %151, %149 ], [ %101, %125 ]
  %139 = getelementptr inbounds %struct.lnode, %struct.lnode* %138, i32 0, i32 0
  %140 = load i32, i32* %139, align 4, !tbaa !9
  %141 = srem i32 %140, 3
  %142 = icmp eq i32 %141, 0
  %143 = getelementptr inbounds %struct.lnode, %struct.lnode* %138, i32 0, i32 1
  br i1 %142, label %144, label %149

144:                                              ; preds = %136
  %145 = load %struct.lnode*, %struct.lnode** %143, align 4, !tbaa !12
  store %struct.lnode* %145, %struct.lnode** %137, align 4, !tbaa !17
  %146 = bitcast %struct.lnode* %138 to i8*
  tail call void @free(i8* noundef %146) #10
  %147 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %148 = add nsw i32 %147, -1
  store i32 %148, i32* @live_nodes, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %144, %136
  %150 = phi %struct.lnode** [ %137, %144 ], [ %143, %136 ]
  %151 = load %struct.lnode*, %struct.lnode** %150, align 4, !tbaa !17
  %152 = icmp eq %struct.lnode* %151, null
  br i1 %152, label %153, label %136, !llvm.loop !18

153:                                              ; preds = %149
  %154 = load %struct.lnode*, %struct.lnode** %1, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %133)
  %155 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0)) #10
  %156 = icmp eq %struct.lnode* %154, null
  br i1 %156, label %178, label %157

157:                                              ; preds = %153, %167
  %158 = phi i32 [ %173, %167 ], [ 0, %153 ]
  %159 = phi i64 [ %171, %167 ], [ 0, %153 ]
  %160 = phi i32 [ %176, %167 ], [ 0, %153 ]
  %161 = phi %struct.lnode* [ %175, %167 ], [ %154, %153 ]
  %162 = icmp ult i32 %160, 8
  br i1 %162, label %163, label %167

163:                                              ; preds = %157
  %164 = getelementptr inbounds %struct.lnode, %struct.lnode* %161, i32 0, i32 0
  %165 = load i32, i32* %164, align 4, !tbaa !9
  %166 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i32 noundef %165) #10
  br label %167

167:                                              ; preds = %163, %157
  %168 = getelementptr inbounds %struct.lnode, %struct.lnode* %161, i32 0, i32 0
  %169 = load i32, i32* %168, align 4, !tbaa !9
  %170 = sext i32 %169 to i64
  %171 = add nsw i64 %159, %170
  %172 = mul i32 %158, 31
  %173 = add i32 %169, %172
  %174 = getelementptr inbounds %struct.lnode, %struct.lnode* %161, i32 0, i32 1
  %175 = load %struct.lnode*, %struct.lnode** %174, align 4, !tbaa !12
  %176 = add nuw nsw i32 %160, 1
  %177 = icmp eq %struct.lnode* %175, null
  br i1 %177, label %178, label %157, !llvm.loop !15

178:                                              ; preds = %167, %134, %153
  %179 = phi %struct.lnode* [ null, %153 ], [ null, %134 ], [ %154, %167 ]
  %180 = phi i32 [ 0, %153 ], [ 0, %134 ], [ %176, %167 ]
  %181 = phi i64 [ 0, %153 ], [ 0, %134 ], [ %171, %167 ]
  %182 = phi i32 [ 0, %153 ], [ 0, %134 ], [ %173, %167 ]
  %183 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i32 0, i32 0), i32 noundef %180, i64 noundef %181, i32 noundef %182) #10
  %184 = load i32, i32* @check, align 4, !tbaa !5
  %185 = xor i32 %184, %182
  %186 = mul i32 %185, 16777619
  store i32 %186, i32* @check, align 4, !tbaa !5
  %187 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i32 noundef %187)
  br label %189

189:                                              ; preds = %178, %189
  %190 = phi %struct.tnode* [ null, %178 ], [ %200, %189 ]
  %191 = phi i32 [ 0, %178 ], [ %201, %189 ]
  %192 = load i32, i32* @rng_state, align 4, !tbaa !5
  %193 = shl i32 %192, 13
  %194 = xor i32 %193, %192
  %195 = lshr i32 %194, 17
  %196 = xor i32 %195, %194
  %197 = shl i32 %196, 5
  %198 = xor i32 %197, %196
  store i32 %198, i32* @rng_state, align 4, !tbaa !5
  %199 = urem i32 %198, 600
  %200 = tail call fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %190, i32 noundef %199)
  %201 = add nuw nsw i32 %191, 1
  %202 = icmp eq i32 %201, 800
  br i1 %202, label %203, label %189, !llvm.loop !19

203:                                              ; preds = %189
  %204 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %204) #10
  store i32 0, i32* %3, align 4, !tbaa !5
  %205 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %205) #10
  store i32 0, i32* %4, align 4, !tbaa !5
  %206 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %206) #10
  store i32 0, i32* %5, align 4, !tbaa !5
  %207 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %207) #10
  store i32 1, i32* %6, align 4, !tbaa !5
  call fastcc void @twalk(%struct.tnode* noundef %200, i32* noundef nonnull %3, i32* noundef nonnull %4, i32* noundef nonnull %5, i32* noundef nonnull %6)
  %208 = load i32, i32* %4, align 4, !tbaa !5
  %209 = call fastcc i32 @theight(%struct.tnode* noundef %200)
  %210 = load i32, i32* %6, align 4, !tbaa !5
  %211 = load i32, i32* %3, align 4, !tbaa !5
  %212 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.5, i32 0, i32 0), i32 noundef %208, i32 noundef %209, i32 noundef %210, i32 noundef %211)
  %213 = load i32, i32* %3, align 4, !tbaa !5
  %214 = load i32, i32* @check, align 4, !tbaa !5
  %215 = xor i32 %214, %213
  %216 = mul i32 %215, 16777619
  store i32 %216, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %207) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %206) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %205) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %204) #10
  %217 = icmp eq %struct.tnode* %200, null
  br label %218

218:                                              ; preds = %203, %240
  %219 = phi i32 [ 0, %203 ], [ %243, %240 ]
  %220 = phi i32 [ 0, %203 ], [ %242, %240 ]
  %221 = phi i32 [ 0, %203 ], [ %241, %240 ]
  br i1 %217, label %240, label %222

222:                                              ; preds = %218, %227
  %223 = phi %struct.tnode* [ %232, %227 ], [ %200, %218 ]
  %224 = getelementptr inbounds %struct.tnode, %struct.tnode* %223, i32 0, i32 0
  %225 = load i32, i32* %224, align 4, !tbaa !20
  %226 = icmp eq i32 %225, %219
  br i1 %226, label %234, label %227

227:                                              ; preds = %222
  %228 = icmp sgt i32 %225, %219
  %229 = getelementptr inbounds %struct.tnode, %struct.tnode* %223, i32 0, i32 2
  %230 = getelementptr inbounds %struct.tnode, %struct.tnode* %223, i32 0, i32 3
  %231 = select i1 %228, %struct.tnode** %229, %struct.tnode** %230
  %232 = load %struct.tnode*, %struct.tnode** %231, align 4, !tbaa !17
  %233 = icmp eq %struct.tnode* %232, null
  br i1 %233, label %240, label %222, !llvm.loop !22

234:                                              ; preds = %222
  %235 = add nsw i32 %221, 1
  %236 = getelementptr inbounds %struct.tnode, %struct.tnode* %223, i32 0, i32 1
  %237 = load i32, i32* %236, align 4, !tbaa !23
  %238 = add i32 %220, -1
  %239 = add i32 %238, %237
  br label %240

240:                                              ; preds = %227, %218, %234
  %241 = phi i32 [ %235, %234 ], [ %221, %218 ], [ %221, %227 ]
  %242 = phi i32 [ %239, %234 ], [ %220, %218 ], [ %220, %227 ]
  %243 = add nuw nsw i32 %219, 7
  %244 = icmp ult i32 %219, 593
  br i1 %244, label %218, label %245, !llvm.loop !24

245:                                              ; preds = %240
  %246 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i32 0, i32 0), i32 noundef %241, i32 noundef %242)
  %247 = mul nsw i32 %241, 1000
  %248 = add nsw i32 %247, %242
  %249 = load i32, i32* @check, align 4, !tbaa !5
  %250 = xor i32 %249, %248
  %251 = mul i32 %250, 16777619
  store i32 %251, i32* @check, align 4, !tbaa !5
  br label %252

252:                                              ; preds = %245, %252
  %253 = phi %struct.tnode* [ %200, %245 ], [ %255, %252 ]
  %254 = phi i32 [ 0, %245 ], [ %256, %252 ]
  %255 = call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %253, i32 noundef %254)
  %256 = add nuw nsw i32 %254, 2
  %257 = icmp ult i32 %254, 598
  br i1 %257, label %252, label %258, !llvm.loop !25

258:                                              ; preds = %252
  %259 = icmp eq %struct.tnode* %255, null
  br i1 %259, label %263, label %260

260:                                              ; preds = %258
  %261 = getelementptr inbounds %struct.tnode, %struct.tnode* %255, i32 0, i32 0
  %262 = load i32, i32* %261, align 4, !tbaa !20
  br label %263

263:                                              ; preds = %258, %260
  %264 = phi i32 [ %262, %260 ], [ 0, %258 ]
  %265 = call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %255, i32 noundef %264)
  %266 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %266) #10
  store i32 0, i32* %7, align 4, !tbaa !5
  %267 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %267) #10
  store i32 0, i32* %8, align 4, !tbaa !5
  %268 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %268) #10
  store i32 0, i32* %9, align 4, !tbaa !5
  %269 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %269) #10
  store i32 1, i32* %10, align 4, !tbaa !5
  call fastcc void @twalk(%struct.tnode* noundef %265, i32* noundef nonnull %7, i32* noundef nonnull %8, i32* noundef nonnull %9, i32* noundef nonnull %10)
  %270 = load i32, i32* %8, align 4, !tbaa !5
  %271 = call fastcc i32 @theight(%struct.tnode* noundef %265)
  %272 = load i32, i32* %10, align 4, !tbaa !5
  %273 = load i32, i32* %7, align 4, !tbaa !5
  %274 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.7, i32 0, i32 0), i32 noundef %270, i32 noundef %271, i32 noundef %272, i32 noundef %273)
  %275 = load i32, i32* %7, align 4, !tbaa !5
  %276 = load i32, i32* @check, align 4, !tbaa !5
  %277 = xor i32 %276, %275
  %278 = mul i32 %277, 16777619
  store i32 %278, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %269) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %268) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %267) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %266) #10
  %279 = icmp eq %struct.lnode* %179, null
  br i1 %279, label %293, label %280

280:                                              ; preds = %263, %280
  %281 = phi %struct.lnode* [ %289, %280 ], [ %179, %263 ]
  %282 = getelementptr inbounds %struct.lnode, %struct.lnode* %281, i32 0, i32 0
  %283 = load i32, i32* %282, align 4, !tbaa !9
  %284 = mul i32 %283, -1640531535
  %285 = lshr i32 %284, 15
  %286 = xor i32 %285, %284
  %287 = urem i32 %286, 37
  %288 = getelementptr inbounds %struct.lnode, %struct.lnode* %281, i32 0, i32 1
  %289 = load %struct.lnode*, %struct.lnode** %288, align 4, !tbaa !12
  %290 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %2, i32 0, i32 %287
  %291 = load %struct.lnode*, %struct.lnode** %290, align 4, !tbaa !17
  store %struct.lnode* %291, %struct.lnode** %288, align 4, !tbaa !12
  store %struct.lnode* %281, %struct.lnode** %290, align 4, !tbaa !17
  %292 = icmp eq %struct.lnode* %289, null
  br i1 %292, label %293, label %280, !llvm.loop !26

293:                                              ; preds = %280, %263
  br label %294

294:                                              ; preds = %293, %315
  %295 = phi i32 [ %316, %315 ], [ 0, %293 ]
  %296 = phi i32 [ %322, %315 ], [ 0, %293 ]
  %297 = phi i32 [ %319, %315 ], [ 0, %293 ]
  %298 = phi i32 [ %323, %315 ], [ 0, %293 ]
  %299 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %2, i32 0, i32 %298
  %300 = load %struct.lnode*, %struct.lnode** %299, align 4, !tbaa !17
  %301 = call fastcc %struct.lnode* @lsort(%struct.lnode* noundef %300)
  store %struct.lnode* %301, %struct.lnode** %299, align 4, !tbaa !17
  %302 = icmp eq %struct.lnode* %301, null
  br i1 %302, label %315, label %303

303:                                              ; preds = %294, %303
  %304 = phi %struct.lnode* [ %313, %303 ], [ %301, %294 ]
  %305 = phi i32 [ %307, %303 ], [ 0, %294 ]
  %306 = phi i32 [ %311, %303 ], [ %295, %294 ]
  %307 = add nuw nsw i32 %305, 1
  %308 = mul i32 %306, 7
  %309 = getelementptr inbounds %struct.lnode, %struct.lnode* %304, i32 0, i32 0
  %310 = load i32, i32* %309, align 4, !tbaa !9
  %311 = add i32 %310, %308
  %312 = getelementptr inbounds %struct.lnode, %struct.lnode* %304, i32 0, i32 1
  %313 = load %struct.lnode*, %struct.lnode** %312, align 4, !tbaa !12
  %314 = icmp eq %struct.lnode* %313, null
  br i1 %314, label %315, label %303, !llvm.loop !27

315:                                              ; preds = %303, %294
  %316 = phi i32 [ %295, %294 ], [ %311, %303 ]
  %317 = phi i32 [ 0, %294 ], [ %307, %303 ]
  %318 = icmp sgt i32 %317, %297
  %319 = select i1 %318, i32 %317, i32 %297
  %320 = icmp eq i32 %317, 0
  %321 = zext i1 %320 to i32
  %322 = add nuw nsw i32 %296, %321
  %323 = add nuw nsw i32 %298, 1
  %324 = icmp eq i32 %323, 37
  br i1 %324, label %325, label %294, !llvm.loop !28

325:                                              ; preds = %315
  %326 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.8, i32 0, i32 0), i32 noundef %319, i32 noundef %322, i32 noundef %316)
  %327 = load i32, i32* @check, align 4, !tbaa !5
  %328 = xor i32 %327, %316
  %329 = mul i32 %328, 16777619
  store i32 %329, i32* @check, align 4, !tbaa !5
  br label %330

330:                                              ; preds = %325, %346
  %331 = phi i32 [ 0, %325 ], [ %347, %346 ]
  %332 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %2, i32 0, i32 %331
  %333 = load %struct.lnode*, %struct.lnode** %332, align 4, !tbaa !17
  %334 = icmp eq %struct.lnode* %333, null
  br i1 %334, label %346, label %335

335:                                              ; preds = %330
  %336 = load i32, i32* @live_nodes, align 4, !tbaa !5
  br label %337

337:                                              ; preds = %337, %335
  %338 = phi %struct.lnode* [ %341, %337 ], [ %333, %335 ]
  %339 = phi i32 [ %343, %337 ], [ %336, %335 ]
  %340 = getelementptr inbounds %struct.lnode, %struct.lnode* %338, i32 0, i32 1
  %341 = load %struct.lnode*, %struct.lnode** %340, align 4, !tbaa !12
  %342 = bitcast %struct.lnode* %338 to i8*
  call void @free(i8* noundef %342) #10
  %343 = add nsw i32 %339, -1
  %344 = icmp eq %struct.lnode* %341, null
  br i1 %344, label %345, label %337, !llvm.loop !29

345:                                              ; preds = %337
  store i32 %343, i32* @live_nodes, align 4, !tbaa !5
  br label %346

346:                                              ; preds = %330, %345
  %347 = add nuw nsw i32 %331, 1
  %348 = icmp eq i32 %347, 37
  br i1 %348, label %349, label %330, !llvm.loop !30

349:                                              ; preds = %346
  call fastcc void @tfree(%struct.tnode* noundef %265)
  %350 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %351 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.9, i32 0, i32 0), i32 noundef %350)
  %352 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %353 = load i32, i32* @check, align 4, !tbaa !5
  %354 = xor i32 %353, %352
  %355 = mul i32 %354, 16777619
  store i32 %355, i32* @check, align 4, !tbaa !5
  %356 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i32 noundef %355)
  %357 = load i32, i32* @check, align 4, !tbaa !5
  %358 = and i32 %357, 127
  call void @llvm.lifetime.end.p0i8(i64 148, i8* nonnull %11) #10
  ret i32 %358
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc %struct.lnode* @lsort(%struct.lnode* noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.lnode, align 4
  %3 = icmp eq %struct.lnode* %0, null
  br i1 %3, label %62, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.lnode, %struct.lnode* %0, i32 0, i32 1
  %6 = load %struct.lnode*, %struct.lnode** %5, align 4, !tbaa !12
  %7 = icmp eq %struct.lnode* %6, null
  br i1 %7, label %62, label %8

8:                                                ; preds = %4, %14
  %9 = phi %struct.lnode* [ %18, %14 ], [ %6, %4 ]
  %10 = phi %struct.lnode* [ %16, %14 ], [ %0, %4 ]
  %11 = getelementptr inbounds %struct.lnode, %struct.lnode* %9, i32 0, i32 1
  %12 = load %struct.lnode*, %struct.lnode** %11, align 4, !tbaa !12
  %13 = icmp eq %struct.lnode* %12, null
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.lnode, %struct.lnode* %10, i32 0, i32 1
  %16 = load %struct.lnode*, %struct.lnode** %15, align 4, !tbaa !12
  %17 = getelementptr inbounds %struct.lnode, %struct.lnode* %12, i32 0, i32 1
  %18 = load %struct.lnode*, %struct.lnode** %17, align 4, !tbaa !12
  %19 = icmp eq %struct.lnode* %18, null
  br i1 %19, label %20, label %8, !llvm.loop !31

20:                                               ; preds = %8, %14
  %21 = phi %struct.lnode* [ %16, %14 ], [ %10, %8 ]
  %22 = getelementptr inbounds %struct.lnode, %struct.lnode* %21, i32 0, i32 1
  %23 = load %struct.lnode*, %struct.lnode** %22, align 4, !tbaa !12
  store %struct.lnode* null, %struct.lnode** %22, align 4, !tbaa !12
  %24 = tail call fastcc %struct.lnode* @lsort(%struct.lnode* noundef nonnull %0)
  %25 = tail call fastcc %struct.lnode* @lsort(%struct.lnode* noundef %23)
  %26 = bitcast %struct.lnode* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %26) #10
  %27 = icmp ne %struct.lnode* %24, null
  %28 = icmp ne %struct.lnode* %25, null
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %53

30:                                               ; preds = %20, %46
  %31 = phi %struct.lnode* [ %47, %46 ], [ %2, %20 ]
  %32 = phi %struct.lnode* [ %49, %46 ], [ %25, %20 ]
  %33 = phi %struct.lnode* [ %48, %46 ], [ %24, %20 ]
  %34 = getelementptr inbounds %struct.lnode, %struct.lnode* %33, i32 0, i32 0
  %35 = load i32, i32* %34, align 4, !tbaa !9
  %36 = getelementptr inbounds %struct.lnode, %struct.lnode* %32, i32 0, i32 0
  %37 = load i32, i32* %36, align 4, !tbaa !9
  %38 = icmp sgt i32 %35, %37
  %39 = getelementptr inbounds %struct.lnode, %struct.lnode* %31, i32 0, i32 1
  br i1 %38, label %43, label %40

40:                                               ; preds = %30
  store %struct.lnode* %33, %struct.lnode** %39, align 4, !tbaa !12
  %41 = getelementptr inbounds %struct.lnode, %struct.lnode* %33, i32 0, i32 1
  %42 = load %struct.lnode*, %struct.lnode** %41, align 4, !tbaa !12
  br label %46

43:                                               ; preds = %30
  store %struct.lnode* %32, %struct.lnode** %39, align 4, !tbaa !12
  %44 = getelementptr inbounds %struct.lnode, %struct.lnode* %32, i32 0, i32 1
  %45 = load %struct.lnode*, %struct.lnode** %44, align 4, !tbaa !12
  br label %46

46:                                               ; preds = %43, %40
  %47 = phi %struct.lnode* [ %33, %40 ], [ %32, %43 ]
  %48 = phi %struct.lnode* [ %42, %40 ], [ %33, %43 ]
  %49 = phi %struct.lnode* [ %32, %40 ], [ %45, %43 ]
  %50 = icmp ne %struct.lnode* %48, null
  %51 = icmp ne %struct.lnode* %49, null
  %52 = select i1 %50, i1 %51, i1 false
  br i1 %52, label %30, label %53, !llvm.loop !32

53:                                               ; preds = %46, %20
  %54 = phi %struct.lnode* [ %24, %20 ], [ %48, %46 ]
  %55 = phi %struct.lnode* [ %25, %20 ], [ %49, %46 ]
  %56 = phi %struct.lnode* [ %2, %20 ], [ %47, %46 ]
  %57 = phi i1 [ %27, %20 ], [ %50, %46 ]
  %58 = select i1 %57, %struct.lnode* %54, %struct.lnode* %55
  %59 = getelementptr inbounds %struct.lnode, %struct.lnode* %56, i32 0, i32 1
  store %struct.lnode* %58, %struct.lnode** %59, align 4, !tbaa !12
  %60 = getelementptr inbounds %struct.lnode, %struct.lnode* %2, i32 0, i32 1
  %61 = load %struct.lnode*, %struct.lnode** %60, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26) #10
  br label %62

62:                                               ; preds = %1, %4, %53
  %63 = phi %struct.lnode* [ %61, %53 ], [ %0, %4 ], [ null, %1 ]
  ret %struct.lnode* %63
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq %struct.tnode* %0, null
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i32 noundef 16) #10
  %6 = bitcast i8* %5 to %struct.tnode*
  %7 = icmp eq i8* %5, null
  br i1 %7, label %8, label %10

8:                                                ; preds = %4
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.15, i32 0, i32 0))
  tail call void @exit(i32 noundef 1) #11
  unreachable

10:                                               ; preds = %4
  %11 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @live_nodes, align 4, !tbaa !5
  %13 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i32 0, i32 0
  store i32 %1, i32* %13, align 4, !tbaa !20
  %14 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i32 0, i32 1
  store i32 1, i32* %14, align 4, !tbaa !23
  %15 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i32 0, i32 3
  store %struct.tnode* null, %struct.tnode** %15, align 4, !tbaa !33
  %16 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i32 0, i32 2
  store %struct.tnode* null, %struct.tnode** %16, align 4, !tbaa !34
  br label %21

17:                                               ; preds = %2
  %18 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 0
  %19 = load i32, i32* %18, align 4, !tbaa !20
  %20 = icmp sgt i32 %19, %1
  br i1 %20, label %23, label %27

21:                                               ; preds = %10, %33, %29, %23
  %22 = phi %struct.tnode* [ %0, %23 ], [ %0, %29 ], [ %6, %10 ], [ %0, %33 ]
  ret %struct.tnode* %22

23:                                               ; preds = %17
  %24 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 2
  %25 = load %struct.tnode*, %struct.tnode** %24, align 4, !tbaa !34
  %26 = tail call fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %25, i32 noundef %1)
  store %struct.tnode* %26, %struct.tnode** %24, align 4, !tbaa !34
  br label %21

27:                                               ; preds = %17
  %28 = icmp slt i32 %19, %1
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 3
  %31 = load %struct.tnode*, %struct.tnode** %30, align 4, !tbaa !33
  %32 = tail call fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %31, i32 noundef %1)
  store %struct.tnode* %32, %struct.tnode** %30, align 4, !tbaa !33
  br label %21

33:                                               ; preds = %27
  %34 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 1
  %35 = load i32, i32* %34, align 4, !tbaa !23
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %34, align 4, !tbaa !23
  br label %21
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @twalk(%struct.tnode* noundef readonly %0, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4) unnamed_addr #3 {
  %6 = icmp eq %struct.tnode* %0, null
  br i1 %6, label %34, label %7

7:                                                ; preds = %5, %19
  %8 = phi %struct.tnode* [ %32, %19 ], [ %0, %5 ]
  %9 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i32 0, i32 2
  %10 = load %struct.tnode*, %struct.tnode** %9, align 4, !tbaa !34
  tail call fastcc void @twalk(%struct.tnode* noundef %10, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4)
  %11 = load i32, i32* %2, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %7
  %14 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i32 0, i32 0
  %15 = load i32, i32* %14, align 4, !tbaa !20
  %16 = load i32, i32* %3, align 4, !tbaa !5
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %13
  store i32 0, i32* %4, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %18, %13, %7
  %20 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i32 0, i32 0
  %21 = load i32, i32* %20, align 4, !tbaa !20
  store i32 %21, i32* %3, align 4, !tbaa !5
  %22 = load i32, i32* %1, align 4, !tbaa !5
  %23 = mul i32 %22, 131
  %24 = load i32, i32* %20, align 4, !tbaa !20
  %25 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i32 0, i32 1
  %26 = load i32, i32* %25, align 4, !tbaa !23
  %27 = mul i32 %26, %24
  %28 = add i32 %27, %23
  store i32 %28, i32* %1, align 4, !tbaa !5
  %29 = load i32, i32* %2, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %2, align 4, !tbaa !5
  %31 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i32 0, i32 3
  %32 = load %struct.tnode*, %struct.tnode** %31, align 4, !tbaa !33
  %33 = icmp eq %struct.tnode* %32, null
  br i1 %33, label %34, label %7

34:                                               ; preds = %19, %5
  ret void
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i32 @theight(%struct.tnode* noundef readonly %0) unnamed_addr #5 {
  %2 = icmp eq %struct.tnode* %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %14, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 2
  %7 = load %struct.tnode*, %struct.tnode** %6, align 4, !tbaa !34
  %8 = tail call fastcc i32 @theight(%struct.tnode* noundef %7)
  %9 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 3
  %10 = load %struct.tnode*, %struct.tnode** %9, align 4, !tbaa !33
  %11 = tail call fastcc i32 @theight(%struct.tnode* noundef %10)
  %12 = icmp sgt i32 %8, %11
  %13 = select i1 %12, i32 %8, i32 %11
  %14 = add nsw i32 %13, 1
  br label %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq %struct.tnode* %0, null
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 0
  %6 = load i32, i32* %5, align 4, !tbaa !20
  %7 = icmp sgt i32 %6, %1
  br i1 %7, label %10, label %14

8:                                                ; preds = %28, %2, %38, %16, %10
  %9 = phi %struct.tnode* [ %0, %10 ], [ %0, %16 ], [ %0, %38 ], [ %29, %28 ], [ null, %2 ]
  ret %struct.tnode* %9

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 2
  %12 = load %struct.tnode*, %struct.tnode** %11, align 4, !tbaa !34
  %13 = tail call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %12, i32 noundef %1)
  store %struct.tnode* %13, %struct.tnode** %11, align 4, !tbaa !34
  br label %8

14:                                               ; preds = %4
  %15 = icmp slt i32 %6, %1
  br i1 %15, label %16, label %20

16:                                               ; preds = %14
  %17 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 3
  %18 = load %struct.tnode*, %struct.tnode** %17, align 4, !tbaa !33
  %19 = tail call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %18, i32 noundef %1)
  store %struct.tnode* %19, %struct.tnode** %17, align 4, !tbaa !33
  br label %8

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 2
  %22 = load %struct.tnode*, %struct.tnode** %21, align 4, !tbaa !34
  %23 = icmp eq %struct.tnode* %22, null
  %24 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 3
  %25 = load %struct.tnode*, %struct.tnode** %24, align 4, !tbaa !33
  br i1 %23, label %28, label %26

26:                                               ; preds = %20
  %27 = icmp eq %struct.tnode* %25, null
  br i1 %27, label %28, label %33

28:                                               ; preds = %20, %26
  %29 = phi %struct.tnode* [ %22, %26 ], [ %25, %20 ]
  %30 = bitcast %struct.tnode* %0 to i8*
  tail call void @free(i8* noundef %30) #10
  %31 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %32 = add nsw i32 %31, -1
  store i32 %32, i32* @live_nodes, align 4, !tbaa !5
  br label %8

33:                                               ; preds = %26, %33
  %34 = phi %struct.tnode* [ %36, %33 ], [ %25, %26 ]
  %35 = getelementptr inbounds %struct.tnode, %struct.tnode* %34, i32 0, i32 2
  %36 = load %struct.tnode*, %struct.tnode** %35, align 4, !tbaa !34
  %37 = icmp eq %struct.tnode* %36, null
  br i1 %37, label %38, label %33, !llvm.loop !35

38:                                               ; preds = %33
  %39 = getelementptr inbounds %struct.tnode, %struct.tnode* %34, i32 0, i32 0
  %40 = load i32, i32* %39, align 4, !tbaa !20
  store i32 %40, i32* %5, align 4, !tbaa !20
  %41 = getelementptr inbounds %struct.tnode, %struct.tnode* %34, i32 0, i32 1
  %42 = load i32, i32* %41, align 4, !tbaa !23
  %43 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 1
  store i32 %42, i32* %43, align 4, !tbaa !23
  %44 = load i32, i32* %39, align 4, !tbaa !20
  %45 = tail call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef nonnull %25, i32 noundef %44)
  store %struct.tnode* %45, %struct.tnode** %24, align 4, !tbaa !33
  br label %8
}

; Function Attrs: nounwind uwtable
define internal fastcc void @tfree(%struct.tnode* noundef %0) unnamed_addr #0 {
  %2 = icmp eq %struct.tnode* %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 2
  %6 = load %struct.tnode*, %struct.tnode** %5, align 4, !tbaa !34
  tail call fastcc void @tfree(%struct.tnode* noundef %6)
  %7 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i32 0, i32 3
  %8 = load %struct.tnode*, %struct.tnode** %7, align 4, !tbaa !33
  tail call fastcc void @tfree(%struct.tnode* noundef %8)
  %9 = bitcast %struct.tnode* %0 to i8*
  tail call void @free(i8* noundef %9) #10
  %10 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %11 = add nsw i32 %10, -1
  store i32 %11, i32* @live_nodes, align 4, !tbaa !5
  br label %3
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!10 = !{!"lnode", !6, i64 0, !11, i64 4}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !11, i64 4}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{!11, !11, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!21, !6, i64 0}
!21 = !{!"tnode", !6, i64 0, !6, i64 4, !11, i64 8, !11, i64 12}
!22 = distinct !{!22, !14}
!23 = !{!21, !6, i64 4}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = !{!21, !11, i64 12}
!34 = !{!21, !11, i64 8}
!35 = distinct !{!35, !14}
