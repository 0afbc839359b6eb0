; ModuleID = 'c/list_tree.c'
source_filename = "c/list_tree.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.lnode*, align 8
  %2 = alloca [37 x %struct.lnode*], align 8
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
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(296) %11, i8 0, i64 296, i1 false)
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
  %25 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #10
  %26 = bitcast i8* %25 to %struct.lnode*
  %27 = icmp eq i8* %25, null
  br i1 %27, label %28, label %30

28:                                               ; preds = %14
  store i32 %24, i32* @rng_state, align 4, !tbaa !5
  %29 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.15, i64 0, i64 0)) #10
  tail call void @exit(i32 noundef signext 1) #11
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
  %40 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #10
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
  %50 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %49) #10
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
  br i1 %61, label %62, label %41, !llvm.loop !15

62:                                               ; preds = %51
  %63 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %60, i64 noundef %55, i32 noundef zeroext %57) #10
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
  br i1 %72, label %73, label %67, !llvm.loop !16

73:                                               ; preds = %67
  %74 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0)) #10
  br label %75

75:                                               ; preds = %73, %85
  %76 = phi i32 [ %91, %85 ], [ 0, %73 ]
  %77 = phi i64 [ %89, %85 ], [ 0, %73 ]
  %78 = phi i32 [ %94, %85 ], [ 0, %73 ]
  %79 = phi %struct.lnode* [ %93, %85 ], [ %68, %73 ]
  %80 = icmp ult i32 %78, 8
  br i1 %80, label %81, label %85

81:                                               ; preds = %75
  %82 = getelementptr inbounds %struct.lnode, %struct.lnode* %79, i64 0, i32 0
  %83 = load i32, i32* %82, align 8, !tbaa !9
  %84 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %83) #10
  br label %85

85:                                               ; preds = %81, %75
  %86 = getelementptr inbounds %struct.lnode, %struct.lnode* %79, i64 0, i32 0
  %87 = load i32, i32* %86, align 8, !tbaa !9
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %77, %88
  %90 = mul i32 %76, 31
  %91 = add i32 %87, %90
  %92 = getelementptr inbounds %struct.lnode, %struct.lnode* %79, i64 0, i32 1
  %93 = load %struct.lnode*, %struct.lnode** %92, align 8, !tbaa !12
  %94 = add nuw nsw i32 %78, 1
  %95 = icmp eq %struct.lnode* %93, null
  br i1 %95, label %96, label %75, !llvm.loop !15

96:                                               ; preds = %85
  %97 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %94, i64 noundef %89, i32 noundef zeroext %91) #10
  %98 = load i32, i32* @check, align 4, !tbaa !5
  %99 = xor i32 %98, %91
  %100 = mul i32 %99, 16777619
  store i32 %100, i32* @check, align 4, !tbaa !5
  %101 = tail call fastcc %struct.lnode* @lsort(%struct.lnode* noundef %68)
  %102 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0)) #10
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
  %111 = getelementptr inbounds %struct.lnode, %struct.lnode* %108, i64 0, i32 0
  %112 = load i32, i32* %111, align 8, !tbaa !9
  %113 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %112) #10
  br label %114

114:                                              ; preds = %110, %104
  %115 = getelementptr inbounds %struct.lnode, %struct.lnode* %108, i64 0, i32 0
  %116 = load i32, i32* %115, align 8, !tbaa !9
  %117 = sext i32 %116 to i64
  %118 = add nsw i64 %106, %117
  %119 = mul i32 %105, 31
  %120 = add i32 %116, %119
  %121 = getelementptr inbounds %struct.lnode, %struct.lnode* %108, i64 0, i32 1
  %122 = load %struct.lnode*, %struct.lnode** %121, align 8, !tbaa !12
  %123 = add nuw nsw i32 %107, 1
  %124 = icmp eq %struct.lnode* %122, null
  br i1 %124, label %125, label %104, !llvm.loop !15

125:                                              ; preds = %114, %96
  %126 = phi i32 [ 0, %96 ], [ %123, %114 ]
  %127 = phi i64 [ 0, %96 ], [ %118, %114 ]
  %128 = phi i32 [ 0, %96 ], [ %120, %114 ]
  %129 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %126, i64 noundef %127, i32 noundef zeroext %128) #10
  %130 = load i32, i32* @check, align 4, !tbaa !5
  %131 = xor i32 %130, %128
  %132 = mul i32 %131, 16777619
  store i32 %132, i32* @check, align 4, !tbaa !5
  %133 = bitcast %struct.lnode** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %133)
  store %struct.lnode* %101, %struct.lnode** %1, align 8, !tbaa !17
  br i1 %103, label %134, label %136

134:                                              ; preds = %125
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %133)
  %135 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0)) #10
  br label %178

136:                                              ; preds = %125, %149
  %137 = phi %struct.lnode** [ %150, %149 ], [ %1, %125 ]
  %138 = phi %struct.lnode* [ %151, %149 ], [ %101, %125 ]
  %139 = getelementptr inbounds %struct.lnode, %struct.lnode* %138, i64 0, i32 0
  %140 = load i32, i32* %139, align 8, !tbaa !9
  %141 = srem i32 %140, 3
  %142 = icmp eq i32 %141, 0
  %143 = getelementptr inbounds %struct.lnode, %struct.lnode* %138, i64 0, i32 1
  br i1 %142, label %144, label %149

144:                                              ; preds = %136
  %145 = load %struct.lnode*, %struct.lnode** %143, align 8, !tbaa !12
  store %struct.lnode* %145, %struct.lnode** %137, align 8, !tbaa !17
  %146 = bitcast %struct.lnode* %138 to i8*
  tail call void @free(i8* noundef %146) #10
  %147 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %148 = add nsw i32 %147, -1
  store i32 %148, i32* @live_nodes, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %144, %136
  %150 = phi %struct.lnode** [ %137, %144 ], [ %143, %136 ]
  %151 = load %struct.lnode*, %struct.lnode** %150, align 8, !tbaa !17
  %152 = icmp eq %struct.lnode* %151, null
  br i1 %152, label %153, label %136, !llvm.loop !18

153:                                              ; preds = %149
  %154 = load %struct.lnode*, %struct.lnode** %1, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %133)
  %155 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0)) #10
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
  %164 = getelementptr inbounds %struct.lnode, %struct.lnode* %161, i64 0, i32 0
  %165 = load i32, i32* %164, align 8, !tbaa !9
  %166 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %165) #10
  br label %167

167:                                              ; preds = %163, %157
  %168 = getelementptr inbounds %struct.lnode, %struct.lnode* %161, i64 0, i32 0
  %169 = load i32, i32* %168, align 8, !tbaa !9
  %170 = sext i32 %169 to i64
  %171 = add nsw i64 %159, %170
  %172 = mul i32 %158, 31
  %173 = add i32 %169, %172
  %174 = getelementptr inbounds %struct.lnode, %struct.lnode* %161, i64 0, i32 1
  %175 = load %struct.lnode*, %struct.lnode** %174, align 8, !tbaa !12
  %176 = add nuw nsw i32 %160, 1
  %177 = icmp eq %struct.lnode* %175, null
  br i1 %177, label %178, label %157, !llvm.loop !15

178:                                              ; preds = %167, %134, %153
  %179 = phi %struct.lnode* [ null, %153 ], [ null, %134 ], [ %154, %167 ]
  %180 = phi i32 [ 0, %153 ], [ 0, %134 ], [ %176, %167 ]
  %181 = phi i64 [ 0, %153 ], [ 0, %134 ], [ %171, %167 ]
  %182 = phi i32 [ 0, %153 ], [ 0, %134 ], [ %173, %167 ]
  %183 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %180, i64 noundef %181, i32 noundef zeroext %182) #10
  %184 = load i32, i32* @check, align 4, !tbaa !5
  %185 = xor i32 %184, %182
  %186 = mul i32 %185, 16777619
  store i32 %186, i32* @check, align 4, !tbaa !5
  %187 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %188 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %187)
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
  %200 = tail call fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %190, i32 noundef signext %199)
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
  %209 = call fastcc signext i32 @theight(%struct.tnode* noundef %200)
  %210 = load i32, i32* %6, align 4, !tbaa !5
  %211 = load i32, i32* %3, align 4, !tbaa !5
  %212 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %208, i32 noundef signext %209, i32 noundef signext %210, i32 noundef zeroext %211)
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

218:                                              ; preds = %262, %203
  %219 = phi i32 [ 0, %203 ], [ %265, %262 ]
  %220 = phi i32 [ 0, %203 ], [ %264, %262 ]
  %221 = phi i32 [ 0, %203 ], [ %263, %262 ]
  br i1 %217, label %240, label %222

222:                                              ; preds = %218, %227
  %223 = phi %struct.tnode* [ %232, %227 ], [ %200, %218 ]
  %224 = getelementptr inbounds %struct.tnode, %struct.tnode* %223, i64 0, i32 0
  %225 = load i32, i32* %224, align 8, !tbaa !20
  %226 = icmp eq i32 %225, %219
  br i1 %226, label %234, label %227

227:                                              ; preds = %222
  %228 = icmp sgt i32 %225, %219
  %229 = getelementptr inbounds %struct.tnode, %struct.tnode* %223, i64 0, i32 2
  %230 = getelementptr inbounds %struct.tnode, %struct.tnode* %223, i64 0, i32 3
  %231 = select i1 %228, %struct.tnode** %229, %struct.tnode** %230
  %232 = load %struct.tnode*, %struct.tnode** %231, align 8, !tbaa !17
  %233 = icmp eq %struct.tnode* %232, null
  br i1 %233, label %240, label %222, !llvm.loop !22

234:                                              ; preds = %222
  %235 = add nsw i32 %221, 1
  %236 = getelementptr inbounds %struct.tnode, %struct.tnode* %223, i64 0, i32 1
  %237 = load i32, i32* %236, align 4, !tbaa !23
  %238 = add i32 %220, -1
  %239 = add i32 %238, %237
  br label %240

240:                                              ; preds = %227, %218, %234
  %241 = phi i32 [ %235, %234 ], [ %221, %218 ], [ %221, %227 ]
  %242 = phi i32 [ %239, %234 ], [ %220, %218 ], [ %220, %227 ]
  %243 = add nuw nsw i32 %219, 7
  br i1 %217, label %262, label %244

244:                                              ; preds = %240, %249
  %245 = phi %struct.tnode* [ %254, %249 ], [ %200, %240 ]
  %246 = getelementptr inbounds %struct.tnode, %struct.tnode* %245, i64 0, i32 0
  %247 = load i32, i32* %246, align 8, !tbaa !20
  %248 = icmp eq i32 %247, %243
  br i1 %248, label %256, label %249

249:                                              ; preds = %244
  %250 = icmp sgt i32 %247, %243
  %251 = getelementptr inbounds %struct.tnode, %struct.tnode* %245, i64 0, i32 2
  %252 = getelementptr inbounds %struct.tnode, %struct.tnode* %245, i64 0, i32 3
  %253 = select i1 %250, %struct.tnode** %251, %struct.tnode** %252
  %254 = load %struct.tnode*, %struct.tnode** %253, align 8, !tbaa !17
  %255 = icmp eq %struct.tnode* %254, null
  br i1 %255, label %262, label %244, !llvm.loop !22

256:                                              ; preds = %244
  %257 = add nsw i32 %241, 1
  %258 = getelementptr inbounds %struct.tnode, %struct.tnode* %245, i64 0, i32 1
  %259 = load i32, i32* %258, align 4, !tbaa !23
  %260 = add i32 %242, -1
  %261 = add i32 %260, %259
  br label %262

262:                                              ; preds = %249, %256, %240
  %263 = phi i32 [ %257, %256 ], [ %241, %240 ], [ %241, %249 ]
  %264 = phi i32 [ %261, %256 ], [ %242, %240 ], [ %242, %249 ]
  %265 = add nuw nsw i32 %219, 14
  %266 = icmp ult i32 %219, 586
  br i1 %266, label %218, label %267, !llvm.loop !24

267:                                              ; preds = %262
  %268 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %263, i32 noundef signext %264)
  %269 = mul nsw i32 %263, 1000
  %270 = add nsw i32 %269, %264
  %271 = load i32, i32* @check, align 4, !tbaa !5
  %272 = xor i32 %271, %270
  %273 = mul i32 %272, 16777619
  store i32 %273, i32* @check, align 4, !tbaa !5
  br label %274

274:                                              ; preds = %267, %274
  %275 = phi %struct.tnode* [ %200, %267 ], [ %277, %274 ]
  %276 = phi i32 [ 0, %267 ], [ %278, %274 ]
  %277 = call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %275, i32 noundef signext %276)
  %278 = add nuw nsw i32 %276, 2
  %279 = icmp ult i32 %276, 598
  br i1 %279, label %274, label %280, !llvm.loop !25

280:                                              ; preds = %274
  %281 = icmp eq %struct.tnode* %277, null
  br i1 %281, label %285, label %282

282:                                              ; preds = %280
  %283 = getelementptr inbounds %struct.tnode, %struct.tnode* %277, i64 0, i32 0
  %284 = load i32, i32* %283, align 8, !tbaa !20
  br label %285

285:                                              ; preds = %280, %282
  %286 = phi i32 [ %284, %282 ], [ 0, %280 ]
  %287 = call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %277, i32 noundef signext %286)
  %288 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %288) #10
  store i32 0, i32* %7, align 4, !tbaa !5
  %289 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %289) #10
  store i32 0, i32* %8, align 4, !tbaa !5
  %290 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %290) #10
  store i32 0, i32* %9, align 4, !tbaa !5
  %291 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %291) #10
  store i32 1, i32* %10, align 4, !tbaa !5
  call fastcc void @twalk(%struct.tnode* noundef %287, i32* noundef nonnull %7, i32* noundef nonnull %8, i32* noundef nonnull %9, i32* noundef nonnull %10)
  %292 = load i32, i32* %8, align 4, !tbaa !5
  %293 = call fastcc signext i32 @theight(%struct.tnode* noundef %287)
  %294 = load i32, i32* %10, align 4, !tbaa !5
  %295 = load i32, i32* %7, align 4, !tbaa !5
  %296 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %292, i32 noundef signext %293, i32 noundef signext %294, i32 noundef zeroext %295)
  %297 = load i32, i32* %7, align 4, !tbaa !5
  %298 = load i32, i32* @check, align 4, !tbaa !5
  %299 = xor i32 %298, %297
  %300 = mul i32 %299, 16777619
  store i32 %300, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %291) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %290) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %289) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %288) #10
  %301 = icmp eq %struct.lnode* %179, null
  br i1 %301, label %316, label %302

302:                                              ; preds = %285, %302
  %303 = phi %struct.lnode* [ %311, %302 ], [ %179, %285 ]
  %304 = getelementptr inbounds %struct.lnode, %struct.lnode* %303, i64 0, i32 0
  %305 = load i32, i32* %304, align 8, !tbaa !9
  %306 = mul i32 %305, -1640531535
  %307 = lshr i32 %306, 15
  %308 = xor i32 %307, %306
  %309 = urem i32 %308, 37
  %310 = getelementptr inbounds %struct.lnode, %struct.lnode* %303, i64 0, i32 1
  %311 = load %struct.lnode*, %struct.lnode** %310, align 8, !tbaa !12
  %312 = zext i32 %309 to i64
  %313 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %2, i64 0, i64 %312
  %314 = load %struct.lnode*, %struct.lnode** %313, align 8, !tbaa !17
  store %struct.lnode* %314, %struct.lnode** %310, align 8, !tbaa !12
  store %struct.lnode* %303, %struct.lnode** %313, align 8, !tbaa !17
  %315 = icmp eq %struct.lnode* %311, null
  br i1 %315, label %316, label %302, !llvm.loop !26

316:                                              ; preds = %302, %285
  br label %317

317:                                              ; preds = %316, %338
  %318 = phi i64 [ %346, %338 ], [ 0, %316 ]
  %319 = phi i32 [ %339, %338 ], [ 0, %316 ]
  %320 = phi i32 [ %345, %338 ], [ 0, %316 ]
  %321 = phi i32 [ %342, %338 ], [ 0, %316 ]
  %322 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %2, i64 0, i64 %318
  %323 = load %struct.lnode*, %struct.lnode** %322, align 8, !tbaa !17
  %324 = call fastcc %struct.lnode* @lsort(%struct.lnode* noundef %323)
  store %struct.lnode* %324, %struct.lnode** %322, align 8, !tbaa !17
  %325 = icmp eq %struct.lnode* %324, null
  br i1 %325, label %338, label %326

326:                                              ; preds = %317, %326
  %327 = phi %struct.lnode* [ %336, %326 ], [ %324, %317 ]
  %328 = phi i32 [ %330, %326 ], [ 0, %317 ]
  %329 = phi i32 [ %334, %326 ], [ %319, %317 ]
  %330 = add nuw nsw i32 %328, 1
  %331 = mul i32 %329, 7
  %332 = getelementptr inbounds %struct.lnode, %struct.lnode* %327, i64 0, i32 0
  %333 = load i32, i32* %332, align 8, !tbaa !9
  %334 = add i32 %333, %331
  %335 = getelementptr inbounds %struct.lnode, %struct.lnode* %327, i64 0, i32 1
  %336 = load %struct.lnode*, %struct.lnode** %335, align 8, !tbaa !12
  %337 = icmp eq %struct.lnode* %336, null
  br i1 %337, label %338, label %326, !llvm.loop !27

338:                                              ; preds = %326, %317
  %339 = phi i32 [ %319, %317 ], [ %334, %326 ]
  %340 = phi i32 [ 0, %317 ], [ %330, %326 ]
  %341 = icmp sgt i32 %340, %321
  %342 = select i1 %341, i32 %340, i32 %321
  %343 = icmp eq i32 %340, 0
  %344 = zext i1 %343 to i32
  %345 = add nuw nsw i32 %320, %344
  %346 = add nuw nsw i64 %318, 1
  %347 = icmp eq i64 %346, 37
  br i1 %347, label %348, label %317, !llvm.loop !28

348:                                              ; preds = %338
  %349 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %342, i32 noundef signext %345, i32 noundef zeroext %339)
  %350 = load i32, i32* @check, align 4, !tbaa !5
  %351 = xor i32 %350, %339
  %352 = mul i32 %351, 16777619
  store i32 %352, i32* @check, align 4, !tbaa !5
  br label %353

353:                                              ; preds = %348, %369
  %354 = phi i64 [ 0, %348 ], [ %370, %369 ]
  %355 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %2, i64 0, i64 %354
  %356 = load %struct.lnode*, %struct.lnode** %355, align 8, !tbaa !17
  %357 = icmp eq %struct.lnode* %356, null
  br i1 %357, label %369, label %358

358:                                              ; preds = %353
  %359 = load i32, i32* @live_nodes, align 4, !tbaa !5
  br label %360

360:                                              ; preds = %360, %358
  %361 = phi %struct.lnode* [ %364, %360 ], [ %356, %358 ]
  %362 = phi i32 [ %366, %360 ], [ %359, %358 ]
  %363 = getelementptr inbounds %struct.lnode, %struct.lnode* %361, i64 0, i32 1
  %364 = load %struct.lnode*, %struct.lnode** %363, align 8, !tbaa !12
  %365 = bitcast %struct.lnode* %361 to i8*
  call void @free(i8* noundef %365) #10
  %366 = add nsw i32 %362, -1
  %367 = icmp eq %struct.lnode* %364, null
  br i1 %367, label %368, label %360, !llvm.loop !29

368:                                              ; preds = %360
  store i32 %366, i32* @live_nodes, align 4, !tbaa !5
  br label %369

369:                                              ; preds = %353, %368
  %370 = add nuw nsw i64 %354, 1
  %371 = icmp eq i64 %370, 37
  br i1 %371, label %372, label %353, !llvm.loop !30

372:                                              ; preds = %369
  call fastcc void @tfree(%struct.tnode* noundef %287)
  %373 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %374 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %373)
  %375 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %376 = load i32, i32* @check, align 4, !tbaa !5
  %377 = xor i32 %376, %375
  %378 = mul i32 %377, 16777619
  store i32 %378, i32* @check, align 4, !tbaa !5
  %379 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef zeroext %378)
  %380 = load i32, i32* @check, align 4, !tbaa !5
  %381 = and i32 %380, 127
  call void @llvm.lifetime.end.p0i8(i64 296, i8* nonnull %11) #10
  ret i32 %381
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc %struct.lnode* @lsort(%struct.lnode* noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.lnode, align 8
  %3 = icmp eq %struct.lnode* %0, null
  br i1 %3, label %62, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.lnode, %struct.lnode* %0, i64 0, i32 1
  %6 = load %struct.lnode*, %struct.lnode** %5, align 8, !tbaa !12
  %7 = icmp eq %struct.lnode* %6, null
  br i1 %7, label %62, label %8

8:                                                ; preds = %4, %14
  %9 = phi %struct.lnode* [ %18, %14 ], [ %6, %4 ]
  %10 = phi %struct.lnode* [ %16, %14 ], [ %0, %4 ]
  %11 = getelementptr inbounds %struct.lnode, %struct.lnode* %9, i64 0, i32 1
  %12 = load %struct.lnode*, %struct.lnode** %11, align 8, !tbaa !12
  %13 = icmp eq %struct.lnode* %12, null
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.lnode, %struct.lnode* %10, i64 0, i32 1
  %16 = load %struct.lnode*, %struct.lnode** %15, align 8, !tbaa !12
  %17 = getelementptr inbounds %struct.lnode, %struct.lnode* %12, i64 0, i32 1
  %18 = load %struct.lnode*, %struct.lnode** %17, align 8, !tbaa !12
  %19 = icmp eq %struct.lnode* %18, null
  br i1 %19, label %20, label %8, !llvm.loop !31

20:                                               ; preds = %8, %14
  %21 = phi %struct.lnode* [ %16, %14 ], [ %10, %8 ]
  %22 = getelementptr inbounds %struct.lnode, %struct.lnode* %21, i64 0, i32 1
  %23 = load %struct.lnode*, %struct.lnode** %22, align 8, !tbaa !12
  store %struct.lnode* null, %struct.lnode** %22, align 8, !tbaa !12
  %24 = tail call fastcc %struct.lnode* @lsort(%struct.lnode* noundef nonnull %0)
  %25 = tail call fastcc %struct.lnode* @lsort(%struct.lnode* noundef %23)
  %26 = bitcast %struct.lnode* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %26) #10
  %27 = icmp ne %struct.lnode* %24, null
  %28 = icmp ne %struct.lnode* %25, null
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %53

30:                                               ; preds = %20, %46
  %31 = phi %struct.lnode* [ %47, %46 ], [ %2, %20 ]
  %32 = phi %struct.lnode* [ %49, %46 ], [ %25, %20 ]
  %33 = phi %struct.lnode* [ %48, %46 ], [ %24, %20 ]
  %34 = getelementptr inbounds %struct.lnode, %struct.lnode* %33, i64 0, i32 0
  %35 = load i32, i32* %34, align 8, !tbaa !9
  %36 = getelementptr inbounds %struct.lnode, %struct.lnode* %32, i64 0, i32 0
  %37 = load i32, i32* %36, align 8, !tbaa !9
  %38 = icmp sgt i32 %35, %37
  %39 = getelementptr inbounds %struct.lnode, %struct.lnode* %31, i64 0, i32 1
  br i1 %38, label %43, label %40

40:                                               ; preds = %30
  store %struct.lnode* %33, %struct.lnode** %39, align 8, !tbaa !12
  %41 = getelementptr inbounds %struct.lnode, %struct.lnode* %33, i64 0, i32 1
  %42 = load %struct.lnode*, %struct.lnode** %41, align 8, !tbaa !12
  br label %46

43:                                               ; preds = %30
  store %struct.lnode* %32, %struct.lnode** %39, align 8, !tbaa !12
  %44 = getelementptr inbounds %struct.lnode, %struct.lnode* %32, i64 0, i32 1
  %45 = load %struct.lnode*, %struct.lnode** %44, align 8, !tbaa !12
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
  %59 = getelementptr inbounds %struct.lnode, %struct.lnode* %56, i64 0, i32 1
  store %struct.lnode* %58, %struct.lnode** %59, align 8, !tbaa !12
  %60 = getelementptr inbounds %struct.lnode, %struct.lnode* %2, i64 0, i32 1
  %61 = load %struct.lnode*, %struct.lnode** %60, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %26) #10
  br label %62

62:                                               ; preds = %1, %4, %53
  %63 = phi %struct.lnode* [ %61, %53 ], [ %0, %4 ], [ null, %1 ]
  ret %struct.lnode* %63
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %0, i32 noundef signext %1) unnamed_addr #0 {
  %3 = icmp eq %struct.tnode* %0, null
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #10
  %6 = bitcast i8* %5 to %struct.tnode*
  %7 = icmp eq i8* %5, null
  br i1 %7, label %8, label %10

8:                                                ; preds = %4
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.15, i64 0, i64 0))
  tail call void @exit(i32 noundef signext 1) #11
  unreachable

10:                                               ; preds = %4
  %11 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @live_nodes, align 4, !tbaa !5
  %13 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i64 0, i32 0
  store i32 %1, i32* %13, align 8, !tbaa !20
  %14 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i64 0, i32 1
  store i32 1, i32* %14, align 4, !tbaa !23
  %15 = getelementptr inbounds %struct.tnode, %struct.tnode* %6, i64 0, i32 2
  %16 = bitcast %struct.tnode** %15 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %16, i8 0, i64 16, i1 false)
  br label %21

17:                                               ; preds = %2
  %18 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 0
  %19 = load i32, i32* %18, align 8, !tbaa !20
  %20 = icmp sgt i32 %19, %1
  br i1 %20, label %23, label %27

21:                                               ; preds = %10, %33, %29, %23
  %22 = phi %struct.tnode* [ %0, %23 ], [ %0, %29 ], [ %6, %10 ], [ %0, %33 ]
  ret %struct.tnode* %22

23:                                               ; preds = %17
  %24 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %25 = load %struct.tnode*, %struct.tnode** %24, align 8, !tbaa !33
  %26 = tail call fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %25, i32 noundef signext %1)
  store %struct.tnode* %26, %struct.tnode** %24, align 8, !tbaa !33
  br label %21

27:                                               ; preds = %17
  %28 = icmp slt i32 %19, %1
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %31 = load %struct.tnode*, %struct.tnode** %30, align 8, !tbaa !34
  %32 = tail call fastcc %struct.tnode* @tinsert(%struct.tnode* noundef %31, i32 noundef signext %1)
  store %struct.tnode* %32, %struct.tnode** %30, align 8, !tbaa !34
  br label %21

33:                                               ; preds = %27
  %34 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 1
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
  %9 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i64 0, i32 2
  %10 = load %struct.tnode*, %struct.tnode** %9, align 8, !tbaa !33
  tail call fastcc void @twalk(%struct.tnode* noundef %10, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4)
  %11 = load i32, i32* %2, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %7
  %14 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i64 0, i32 0
  %15 = load i32, i32* %14, align 8, !tbaa !20
  %16 = load i32, i32* %3, align 4, !tbaa !5
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %13
  store i32 0, i32* %4, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %18, %13, %7
  %20 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i64 0, i32 0
  %21 = load i32, i32* %20, align 8, !tbaa !20
  store i32 %21, i32* %3, align 4, !tbaa !5
  %22 = load i32, i32* %1, align 4, !tbaa !5
  %23 = mul i32 %22, 131
  %24 = load i32, i32* %20, align 8, !tbaa !20
  %25 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i64 0, i32 1
  %26 = load i32, i32* %25, align 4, !tbaa !23
  %27 = mul i32 %26, %24
  %28 = add i32 %27, %23
  store i32 %28, i32* %1, align 4, !tbaa !5
  %29 = load i32, i32* %2, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %2, align 4, !tbaa !5
  %31 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i64 0, i32 3
  %32 = load %struct.tnode*, %struct.tnode** %31, align 8, !tbaa !34
  %33 = icmp eq %struct.tnode* %32, null
  br i1 %33, label %34, label %7

34:                                               ; preds = %19, %5
  ret void
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc signext i32 @theight(%struct.tnode* noundef readonly %0) unnamed_addr #5 {
  %2 = icmp eq %struct.tnode* %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %14, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %7 = load %struct.tnode*, %struct.tnode** %6, align 8, !tbaa !33
  %8 = tail call fastcc signext i32 @theight(%struct.tnode* noundef %7)
  %9 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %10 = load %struct.tnode*, %struct.tnode** %9, align 8, !tbaa !34
  %11 = tail call fastcc signext i32 @theight(%struct.tnode* noundef %10)
  %12 = icmp sgt i32 %8, %11
  %13 = select i1 %12, i32 %8, i32 %11
  %14 = add nsw i32 %13, 1
  br label %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %0, i32 noundef signext %1) unnamed_addr #0 {
  %3 = icmp eq %struct.tnode* %0, null
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 0
  %6 = load i32, i32* %5, align 8, !tbaa !20
  %7 = icmp sgt i32 %6, %1
  br i1 %7, label %10, label %14

8:                                                ; preds = %28, %2, %38, %16, %10
  %9 = phi %struct.tnode* [ %0, %10 ], [ %0, %16 ], [ %0, %38 ], [ %29, %28 ], [ null, %2 ]
  ret %struct.tnode* %9

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %12 = load %struct.tnode*, %struct.tnode** %11, align 8, !tbaa !33
  %13 = tail call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %12, i32 noundef signext %1)
  store %struct.tnode* %13, %struct.tnode** %11, align 8, !tbaa !33
  br label %8

14:                                               ; preds = %4
  %15 = icmp slt i32 %6, %1
  br i1 %15, label %16, label %20

16:                                               ; preds = %14
  %17 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %18 = load %struct.tnode*, %struct.tnode** %17, align 8, !tbaa !34
  %19 = tail call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef %18, i32 noundef signext %1)
  store %struct.tnode* %19, %struct.tnode** %17, align 8, !tbaa !34
  br label %8

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %22 = load %struct.tnode*, %struct.tnode** %21, align 8, !tbaa !33
  %23 = icmp eq %struct.tnode* %22, null
  %24 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %25 = load %struct.tnode*, %struct.tnode** %24, align 8, !tbaa !34
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
  %35 = getelementptr inbounds %struct.tnode, %struct.tnode* %34, i64 0, i32 2
  %36 = load %struct.tnode*, %struct.tnode** %35, align 8, !tbaa !33
  %37 = icmp eq %struct.tnode* %36, null
  br i1 %37, label %38, label %33, !llvm.loop !35

38:                                               ; preds = %33
  %39 = getelementptr inbounds %struct.tnode, %struct.tnode* %34, i64 0, i32 0
  %40 = load i32, i32* %39, align 8, !tbaa !20
  store i32 %40, i32* %5, align 8, !tbaa !20
  %41 = getelementptr inbounds %struct.tnode, %struct.tnode* %34, i64 0, i32 1
  %42 = load i32, i32* %41, align 4, !tbaa !23
  %43 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 1
  store i32 %42, i32* %43, align 4, !tbaa !23
  %44 = load i32, i32* %39, align 8, !tbaa !20
  %45 = tail call fastcc %struct.tnode* @tdelete(%struct.tnode* noundef nonnull %25, i32 noundef signext %44)
  store %struct.tnode* %45, %struct.tnode** %24, align 8, !tbaa !34
  br label %8
}

; Function Attrs: nounwind uwtable
define internal fastcc void @tfree(%struct.tnode* noundef %0) unnamed_addr #0 {
  %2 = icmp eq %struct.tnode* %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 2
  %6 = load %struct.tnode*, %struct.tnode** %5, align 8, !tbaa !33
  tail call fastcc void @tfree(%struct.tnode* noundef %6)
  %7 = getelementptr inbounds %struct.tnode, %struct.tnode* %0, i64 0, i32 3
  %8 = load %struct.tnode*, %struct.tnode** %7, align 8, !tbaa !34
  tail call fastcc void @tfree(%struct.tnode* noundef %8)
  %9 = bitcast %struct.tnode* %0 to i8*
  tail call void @free(i8* noundef %9) #10
  %10 = load i32, i32* @live_nodes, align 4, !tbaa !5
  %11 = add nsw i32 %10, -1
  store i32 %11, i32* @live_nodes, align 4, !tbaa !5
  br label %3
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef signext) local_unnamed_addr #7

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{!11, !11, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!21, !6, i64 0}
!21 = !{!"tnode", !6, i64 0, !6, i64 4, !11, i64 8, !11, i64 16}
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
!33 = !{!21, !11, i64 8}
!34 = !{!21, !11, i64 16}
!35 = distinct !{!35, !14}
