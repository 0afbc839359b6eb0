; ModuleID = 'c/list_tree.c'
source_filename = "c/list_tree.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.lnode = type { i32, %struct.lnode* }
%struct.tnode = type { i32, i32, %struct.tnode*, %struct.tnode* }

@vseed = internal global i32 2024, align 4
@rng_state = internal global i32 0, align 4
@.str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"no multiples of 3\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"live nodes: %d\0A\00", align 1
@live_nodes = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [46 x i8] c"tree: nodes=%d height=%d ordered=%d sig=%08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"found=%d dups=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [55 x i8] c"after deletes: nodes=%d height=%d ordered=%d sig=%08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [39 x i8] c"buckets: longest=%d empty=%d sig=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"live nodes at end: %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.14 = private unnamed_addr constant [29 x i8] c" ... n=%d sum=%lld sig=%08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.lnode*, align 8
  %3 = alloca %struct.tnode*, align 8
  %4 = alloca [37 x %struct.lnode*], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.tnode*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.lnode*, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca %struct.lnode*, align 8
  store i32 0, i32* %1, align 4
  store %struct.lnode* null, %struct.lnode** %2, align 8
  store %struct.tnode* null, %struct.tnode** %3, align 8
  %24 = bitcast [37 x %struct.lnode*]* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %24, i8 0, i64 296, i1 false)
  %25 = load volatile i32, i32* @vseed, align 4
  store i32 %25, i32* @rng_state, align 4
  store i32 0, i32* %5, align 4
  br label %26

26:                                               ; preds = %35, %0
  %27 = load i32, i32* %5, align 4
  %28 = icmp slt i32 %27, 500
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = load %struct.lnode*, %struct.lnode** %2, align 8
  %31 = call zeroext i32 @rng()
  %32 = urem i32 %31, 10000
  %33 = sub nsw i32 %32, 2000
  %34 = call %struct.lnode* @lpush(%struct.lnode* noundef %30, i32 noundef signext %33)
  store %struct.lnode* %34, %struct.lnode** %2, align 8
  br label %35

35:                                               ; preds = %29
  %36 = load i32, i32* %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %5, align 4
  br label %26, !llvm.loop !6

38:                                               ; preds = %26
  %39 = load %struct.lnode*, %struct.lnode** %2, align 8
  call void @lsummary(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), %struct.lnode* noundef %39)
  %40 = load %struct.lnode*, %struct.lnode** %2, align 8
  %41 = call %struct.lnode* @lreverse(%struct.lnode* noundef %40)
  store %struct.lnode* %41, %struct.lnode** %2, align 8
  %42 = load %struct.lnode*, %struct.lnode** %2, align 8
  call void @lsummary(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), %struct.lnode* noundef %42)
  %43 = load %struct.lnode*, %struct.lnode** %2, align 8
  %44 = call %struct.lnode* @lsort(%struct.lnode* noundef %43)
  store %struct.lnode* %44, %struct.lnode** %2, align 8
  %45 = load %struct.lnode*, %struct.lnode** %2, align 8
  call void @lsummary(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), %struct.lnode* noundef %45)
  %46 = load %struct.lnode*, %struct.lnode** %2, align 8
  %47 = call %struct.lnode* @lremove_if_div(%struct.lnode* noundef %46, i32 noundef signext 3)
  store %struct.lnode* %47, %struct.lnode** %2, align 8
  %48 = load %struct.lnode*, %struct.lnode** %2, align 8
  call void @lsummary(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), %struct.lnode* noundef %48)
  %49 = load i32, i32* @live_nodes, align 4
  %50 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %49)
  store i32 0, i32* %5, align 4
  br label %51

51:                                               ; preds = %59, %38
  %52 = load i32, i32* %5, align 4
  %53 = icmp slt i32 %52, 800
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = load %struct.tnode*, %struct.tnode** %3, align 8
  %56 = call zeroext i32 @rng()
  %57 = urem i32 %56, 600
  %58 = call %struct.tnode* @tinsert(%struct.tnode* noundef %55, i32 noundef signext %57)
  store %struct.tnode* %58, %struct.tnode** %3, align 8
  br label %59

59:                                               ; preds = %54
  %60 = load i32, i32* %5, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %5, align 4
  br label %51, !llvm.loop !8

62:                                               ; preds = %51
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 1, i32* %9, align 4
  %63 = load %struct.tnode*, %struct.tnode** %3, align 8
  call void @twalk(%struct.tnode* noundef %63, i32* noundef %6, i32* noundef %7, i32* noundef %8, i32* noundef %9)
  %64 = load i32, i32* %7, align 4
  %65 = load %struct.tnode*, %struct.tnode** %3, align 8
  %66 = call signext i32 @theight(%struct.tnode* noundef %65)
  %67 = load i32, i32* %9, align 4
  %68 = load i32, i32* %6, align 4
  %69 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %64, i32 noundef signext %66, i32 noundef signext %67, i32 noundef zeroext %68)
  %70 = load i32, i32* %6, align 4
  call void @mix(i32 noundef zeroext %70)
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  store i32 0, i32* %5, align 4
  br label %71

71:                                               ; preds = %90, %62
  %72 = load i32, i32* %5, align 4
  %73 = icmp slt i32 %72, 600
  br i1 %73, label %74, label %93

74:                                               ; preds = %71
  %75 = load %struct.tnode*, %struct.tnode** %3, align 8
  %76 = load i32, i32* %5, align 4
  %77 = call %struct.tnode* @tfind(%struct.tnode* noundef %75, i32 noundef signext %76)
  store %struct.tnode* %77, %struct.tnode** %12, align 8
  %78 = load %struct.tnode*, %struct.tnode** %12, align 8
  %79 = icmp ne %struct.tnode* %78, null
  br i1 %79, label %80, label %89

80:                                               ; preds = %74
  %81 = load i32, i32* %10, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %10, align 4
  %83 = load %struct.tnode*, %struct.tnode** %12, align 8
  %84 = getelementptr inbounds %struct.tnode, %struct.tnode* %83, i32 0, i32 1
  %85 = load i32, i32* %84, align 4
  %86 = sub nsw i32 %85, 1
  %87 = load i32, i32* %11, align 4
  %88 = add nsw i32 %87, %86
  store i32 %88, i32* %11, align 4
  br label %89

89:                                               ; preds = %80, %74
  br label %90

90:                                               ; preds = %89
  %91 = load i32, i32* %5, align 4
  %92 = add nsw i32 %91, 7
  store i32 %92, i32* %5, align 4
  br label %71, !llvm.loop !9

93:                                               ; preds = %71
  %94 = load i32, i32* %10, align 4
  %95 = load i32, i32* %11, align 4
  %96 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %94, i32 noundef signext %95)
  %97 = load i32, i32* %10, align 4
  %98 = mul nsw i32 %97, 1000
  %99 = load i32, i32* %11, align 4
  %100 = add nsw i32 %98, %99
  call void @mix(i32 noundef zeroext %100)
  store i32 0, i32* %5, align 4
  br label %101

101:                                              ; preds = %108, %93
  %102 = load i32, i32* %5, align 4
  %103 = icmp slt i32 %102, 600
  br i1 %103, label %104, label %111

104:                                              ; preds = %101
  %105 = load %struct.tnode*, %struct.tnode** %3, align 8
  %106 = load i32, i32* %5, align 4
  %107 = call %struct.tnode* @tdelete(%struct.tnode* noundef %105, i32 noundef signext %106)
  store %struct.tnode* %107, %struct.tnode** %3, align 8
  br label %108

108:                                              ; preds = %104
  %109 = load i32, i32* %5, align 4
  %110 = add nsw i32 %109, 2
  store i32 %110, i32* %5, align 4
  br label %101, !llvm.loop !10

111:                                              ; preds = %101
  %112 = load %struct.tnode*, %struct.tnode** %3, align 8
  %113 = load %struct.tnode*, %struct.tnode** %3, align 8
  %114 = icmp ne %struct.tnode* %113, null
  br i1 %114, label %115, label %119

115:                                              ; preds = %111
  %116 = load %struct.tnode*, %struct.tnode** %3, align 8
  %117 = getelementptr inbounds %struct.tnode, %struct.tnode* %116, i32 0, i32 0
  %118 = load i32, i32* %117, align 8
  br label %120

119:                                              ; preds = %111
  br label %120

120:                                              ; preds = %119, %115
  %121 = phi i32 [ %118, %115 ], [ 0, %119 ]
  %122 = call %struct.tnode* @tdelete(%struct.tnode* noundef %112, i32 noundef signext %121)
  store %struct.tnode* %122, %struct.tnode** %3, align 8
  store i32 0, i32* %13, align 4
  store i32 0, i32* %14, align 4
  store i32 0, i32* %15, align 4
  store i32 1, i32* %16, align 4
  %123 = load %struct.tnode*, %struct.tnode** %3, align 8
  call void @twalk(%struct.tnode* noundef %123, i32* noundef %13, i32* noundef %14, i32* noundef %15, i32* noundef %16)
  %124 = load i32, i32* %14, align 4
  %125 = load %struct.tnode*, %struct.tnode** %3, align 8
  %126 = call signext i32 @theight(%struct.tnode* noundef %125)
  %127 = load i32, i32* %16, align 4
  %128 = load i32, i32* %13, align 4
  %129 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %124, i32 noundef signext %126, i32 noundef signext %127, i32 noundef zeroext %128)
  %130 = load i32, i32* %13, align 4
  call void @mix(i32 noundef zeroext %130)
  br label %131

131:                                              ; preds = %134, %120
  %132 = load %struct.lnode*, %struct.lnode** %2, align 8
  %133 = icmp ne %struct.lnode* %132, null
  br i1 %133, label %134, label %153

134:                                              ; preds = %131
  %135 = load %struct.lnode*, %struct.lnode** %2, align 8
  store %struct.lnode* %135, %struct.lnode** %17, align 8
  %136 = load %struct.lnode*, %struct.lnode** %17, align 8
  %137 = getelementptr inbounds %struct.lnode, %struct.lnode* %136, i32 0, i32 0
  %138 = load i32, i32* %137, align 8
  %139 = call zeroext i32 @hash_key(i32 noundef signext %138)
  store i32 %139, i32* %18, align 4
  %140 = load %struct.lnode*, %struct.lnode** %17, align 8
  %141 = getelementptr inbounds %struct.lnode, %struct.lnode* %140, i32 0, i32 1
  %142 = load %struct.lnode*, %struct.lnode** %141, align 8
  store %struct.lnode* %142, %struct.lnode** %2, align 8
  %143 = load i32, i32* %18, align 4
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %4, i64 0, i64 %144
  %146 = load %struct.lnode*, %struct.lnode** %145, align 8
  %147 = load %struct.lnode*, %struct.lnode** %17, align 8
  %148 = getelementptr inbounds %struct.lnode, %struct.lnode* %147, i32 0, i32 1
  store %struct.lnode* %146, %struct.lnode** %148, align 8
  %149 = load %struct.lnode*, %struct.lnode** %17, align 8
  %150 = load i32, i32* %18, align 4
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %4, i64 0, i64 %151
  store %struct.lnode* %149, %struct.lnode** %152, align 8
  br label %131, !llvm.loop !11

153:                                              ; preds = %131
  store i32 0, i32* %19, align 4
  store i32 0, i32* %20, align 4
  store i32 0, i32* %21, align 4
  store i32 0, i32* %5, align 4
  br label %154

154:                                              ; preds = %199, %153
  %155 = load i32, i32* %5, align 4
  %156 = icmp slt i32 %155, 37
  br i1 %156, label %157, label %202

157:                                              ; preds = %154
  store i32 0, i32* %22, align 4
  %158 = load i32, i32* %5, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %4, i64 0, i64 %159
  %161 = load %struct.lnode*, %struct.lnode** %160, align 8
  %162 = call %struct.lnode* @lsort(%struct.lnode* noundef %161)
  %163 = load i32, i32* %5, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %4, i64 0, i64 %164
  store %struct.lnode* %162, %struct.lnode** %165, align 8
  %166 = load i32, i32* %5, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %4, i64 0, i64 %167
  %169 = load %struct.lnode*, %struct.lnode** %168, align 8
  store %struct.lnode* %169, %struct.lnode** %23, align 8
  br label %170

170:                                              ; preds = %182, %157
  %171 = load %struct.lnode*, %struct.lnode** %23, align 8
  %172 = icmp ne %struct.lnode* %171, null
  br i1 %172, label %173, label %186

173:                                              ; preds = %170
  %174 = load i32, i32* %22, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, i32* %22, align 4
  %176 = load i32, i32* %21, align 4
  %177 = mul i32 %176, 7
  %178 = load %struct.lnode*, %struct.lnode** %23, align 8
  %179 = getelementptr inbounds %struct.lnode, %struct.lnode* %178, i32 0, i32 0
  %180 = load i32, i32* %179, align 8
  %181 = add i32 %177, %180
  store i32 %181, i32* %21, align 4
  br label %182

182:                                              ; preds = %173
  %183 = load %struct.lnode*, %struct.lnode** %23, align 8
  %184 = getelementptr inbounds %struct.lnode, %struct.lnode* %183, i32 0, i32 1
  %185 = load %struct.lnode*, %struct.lnode** %184, align 8
  store %struct.lnode* %185, %struct.lnode** %23, align 8
  br label %170, !llvm.loop !12

186:                                              ; preds = %170
  %187 = load i32, i32* %22, align 4
  %188 = load i32, i32* %19, align 4
  %189 = icmp sgt i32 %187, %188
  br i1 %189, label %190, label %192

190:                                              ; preds = %186
  %191 = load i32, i32* %22, align 4
  store i32 %191, i32* %19, align 4
  br label %192

192:                                              ; preds = %190, %186
  %193 = load i32, i32* %22, align 4
  %194 = icmp eq i32 %193, 0
  br i1 %194, label %195, label %198

195:                                              ; preds = %192
  %196 = load i32, i32* %20, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, i32* %20, align 4
  br label %198

198:                                              ; preds = %195, %192
  br label %199

199:                                              ; preds = %198
  %200 = load i32, i32* %5, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, i32* %5, align 4
  br label %154, !llvm.loop !13

202:                                              ; preds = %154
  %203 = load i32, i32* %19, align 4
  %204 = load i32, i32* %20, align 4
  %205 = load i32, i32* %21, align 4
  %206 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %203, i32 noundef signext %204, i32 noundef zeroext %205)
  %207 = load i32, i32* %21, align 4
  call void @mix(i32 noundef zeroext %207)
  store i32 0, i32* %5, align 4
  br label %208

208:                                              ; preds = %216, %202
  %209 = load i32, i32* %5, align 4
  %210 = icmp slt i32 %209, 37
  br i1 %210, label %211, label %219

211:                                              ; preds = %208
  %212 = load i32, i32* %5, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [37 x %struct.lnode*], [37 x %struct.lnode*]* %4, i64 0, i64 %213
  %215 = load %struct.lnode*, %struct.lnode** %214, align 8
  call void @lfree(%struct.lnode* noundef %215)
  br label %216

216:                                              ; preds = %211
  %217 = load i32, i32* %5, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, i32* %5, align 4
  br label %208, !llvm.loop !14

219:                                              ; preds = %208
  %220 = load %struct.tnode*, %struct.tnode** %3, align 8
  call void @tfree(%struct.tnode* noundef %220)
  %221 = load i32, i32* @live_nodes, align 4
  %222 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %221)
  %223 = load i32, i32* @live_nodes, align 4
  call void @mix(i32 noundef zeroext %223)
  %224 = load i32, i32* @check, align 4
  %225 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef zeroext %224)
  %226 = load i32, i32* @check, align 4
  %227 = and i32 %226, 127
  ret i32 %227
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.lnode* @lpush(%struct.lnode* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.lnode*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.lnode*, align 8
  store %struct.lnode* %0, %struct.lnode** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = call noalias i8* @malloc(i64 noundef 16) #5
  %7 = bitcast i8* %6 to %struct.lnode*
  store %struct.lnode* %7, %struct.lnode** %5, align 8
  %8 = load %struct.lnode*, %struct.lnode** %5, align 8
  %9 = icmp ne %struct.lnode* %8, null
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0))
  call void @exit(i32 noundef signext 1) #6
  unreachable

12:                                               ; preds = %2
  %13 = load i32, i32* @live_nodes, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* @live_nodes, align 4
  %15 = load i32, i32* %4, align 4
  %16 = load %struct.lnode*, %struct.lnode** %5, align 8
  %17 = getelementptr inbounds %struct.lnode, %struct.lnode* %16, i32 0, i32 0
  store i32 %15, i32* %17, align 8
  %18 = load %struct.lnode*, %struct.lnode** %3, align 8
  %19 = load %struct.lnode*, %struct.lnode** %5, align 8
  %20 = getelementptr inbounds %struct.lnode, %struct.lnode* %19, i32 0, i32 1
  store %struct.lnode* %18, %struct.lnode** %20, align 8
  %21 = load %struct.lnode*, %struct.lnode** %5, align 8
  ret %struct.lnode* %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @rng() #0 {
  %1 = load i32, i32* @rng_state, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, i32* @rng_state, align 4
  %4 = xor i32 %3, %2
  store i32 %4, i32* @rng_state, align 4
  %5 = load i32, i32* @rng_state, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, i32* @rng_state, align 4
  %8 = xor i32 %7, %6
  store i32 %8, i32* @rng_state, align 4
  %9 = load i32, i32* @rng_state, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, i32* @rng_state, align 4
  %12 = xor i32 %11, %10
  store i32 %12, i32* @rng_state, align 4
  %13 = load i32, i32* @rng_state, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lsummary(i8* noundef %0, %struct.lnode* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.lnode*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store %struct.lnode* %1, %struct.lnode** %4, align 8
  store i32 0, i32* %5, align 4
  store i64 0, i64* %6, align 8
  store i32 0, i32* %7, align 4
  %8 = load i8*, i8** %3, align 8
  %9 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef %8)
  br label %10

10:                                               ; preds = %34, %2
  %11 = load %struct.lnode*, %struct.lnode** %4, align 8
  %12 = icmp ne %struct.lnode* %11, null
  br i1 %12, label %13, label %40

13:                                               ; preds = %10
  %14 = load i32, i32* %5, align 4
  %15 = icmp slt i32 %14, 8
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = load %struct.lnode*, %struct.lnode** %4, align 8
  %18 = getelementptr inbounds %struct.lnode, %struct.lnode* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 8
  %20 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %19)
  br label %21

21:                                               ; preds = %16, %13
  %22 = load %struct.lnode*, %struct.lnode** %4, align 8
  %23 = getelementptr inbounds %struct.lnode, %struct.lnode* %22, i32 0, i32 0
  %24 = load i32, i32* %23, align 8
  %25 = sext i32 %24 to i64
  %26 = load i64, i64* %6, align 8
  %27 = add nsw i64 %26, %25
  store i64 %27, i64* %6, align 8
  %28 = load i32, i32* %7, align 4
  %29 = mul i32 %28, 31
  %30 = load %struct.lnode*, %struct.lnode** %4, align 8
  %31 = getelementptr inbounds %struct.lnode, %struct.lnode* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 8
  %33 = add i32 %29, %32
  store i32 %33, i32* %7, align 4
  br label %34

34:                                               ; preds = %21
  %35 = load %struct.lnode*, %struct.lnode** %4, align 8
  %36 = getelementptr inbounds %struct.lnode, %struct.lnode* %35, i32 0, i32 1
  %37 = load %struct.lnode*, %struct.lnode** %36, align 8
  store %struct.lnode* %37, %struct.lnode** %4, align 8
  %38 = load i32, i32* %5, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %5, align 4
  br label %10, !llvm.loop !15

40:                                               ; preds = %10
  %41 = load i32, i32* %5, align 4
  %42 = load i64, i64* %6, align 8
  %43 = load i32, i32* %7, align 4
  %44 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %41, i64 noundef %42, i32 noundef zeroext %43)
  %45 = load i32, i32* %7, align 4
  call void @mix(i32 noundef zeroext %45)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.lnode* @lreverse(%struct.lnode* noundef %0) #0 {
  %2 = alloca %struct.lnode*, align 8
  %3 = alloca %struct.lnode*, align 8
  %4 = alloca %struct.lnode*, align 8
  store %struct.lnode* %0, %struct.lnode** %2, align 8
  store %struct.lnode* null, %struct.lnode** %3, align 8
  br label %5

5:                                                ; preds = %8, %1
  %6 = load %struct.lnode*, %struct.lnode** %2, align 8
  %7 = icmp ne %struct.lnode* %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load %struct.lnode*, %struct.lnode** %2, align 8
  %10 = getelementptr inbounds %struct.lnode, %struct.lnode* %9, i32 0, i32 1
  %11 = load %struct.lnode*, %struct.lnode** %10, align 8
  store %struct.lnode* %11, %struct.lnode** %4, align 8
  %12 = load %struct.lnode*, %struct.lnode** %3, align 8
  %13 = load %struct.lnode*, %struct.lnode** %2, align 8
  %14 = getelementptr inbounds %struct.lnode, %struct.lnode* %13, i32 0, i32 1
  store %struct.lnode* %12, %struct.lnode** %14, align 8
  %15 = load %struct.lnode*, %struct.lnode** %2, align 8
  store %struct.lnode* %15, %struct.lnode** %3, align 8
  %16 = load %struct.lnode*, %struct.lnode** %4, align 8
  store %struct.lnode* %16, %struct.lnode** %2, align 8
  br label %5, !llvm.loop !16

17:                                               ; preds = %5
  %18 = load %struct.lnode*, %struct.lnode** %3, align 8
  ret %struct.lnode* %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.lnode* @lsort(%struct.lnode* noundef %0) #0 {
  %2 = alloca %struct.lnode*, align 8
  %3 = alloca %struct.lnode*, align 8
  %4 = alloca %struct.lnode*, align 8
  %5 = alloca %struct.lnode*, align 8
  %6 = alloca %struct.lnode*, align 8
  store %struct.lnode* %0, %struct.lnode** %3, align 8
  %7 = load %struct.lnode*, %struct.lnode** %3, align 8
  %8 = icmp ne %struct.lnode* %7, null
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = load %struct.lnode*, %struct.lnode** %3, align 8
  %11 = getelementptr inbounds %struct.lnode, %struct.lnode* %10, i32 0, i32 1
  %12 = load %struct.lnode*, %struct.lnode** %11, align 8
  %13 = icmp ne %struct.lnode* %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %9, %1
  %15 = load %struct.lnode*, %struct.lnode** %3, align 8
  store %struct.lnode* %15, %struct.lnode** %2, align 8
  br label %51

16:                                               ; preds = %9
  %17 = load %struct.lnode*, %struct.lnode** %3, align 8
  store %struct.lnode* %17, %struct.lnode** %4, align 8
  %18 = load %struct.lnode*, %struct.lnode** %3, align 8
  %19 = getelementptr inbounds %struct.lnode, %struct.lnode* %18, i32 0, i32 1
  %20 = load %struct.lnode*, %struct.lnode** %19, align 8
  store %struct.lnode* %20, %struct.lnode** %5, align 8
  br label %21

21:                                               ; preds = %31, %16
  %22 = load %struct.lnode*, %struct.lnode** %5, align 8
  %23 = icmp ne %struct.lnode* %22, null
  br i1 %23, label %24, label %29

24:                                               ; preds = %21
  %25 = load %struct.lnode*, %struct.lnode** %5, align 8
  %26 = getelementptr inbounds %struct.lnode, %struct.lnode* %25, i32 0, i32 1
  %27 = load %struct.lnode*, %struct.lnode** %26, align 8
  %28 = icmp ne %struct.lnode* %27, null
  br label %29

29:                                               ; preds = %24, %21
  %30 = phi i1 [ false, %21 ], [ %28, %24 ]
  br i1 %30, label %31, label %40

31:                                               ; preds = %29
  %32 = load %struct.lnode*, %struct.lnode** %4, align 8
  %33 = getelementptr inbounds %struct.lnode, %struct.lnode* %32, i32 0, i32 1
  %34 = load %struct.lnode*, %struct.lnode** %33, align 8
  store %struct.lnode* %34, %struct.lnode** %4, align 8
  %35 = load %struct.lnode*, %struct.lnode** %5, align 8
  %36 = getelementptr inbounds %struct.lnode, %struct.lnode* %35, i32 0, i32 1
  %37 = load %struct.lnode*, %struct.lnode** %36, align 8
  %38 = getelementptr inbounds %struct.lnode, %struct.lnode* %37, i32 0, i32 1
  %39 = load %struct.lnode*, %struct.lnode** %38, align 8
  store %struct.lnode* %39, %struct.lnode** %5, align 8
  br label %21, !llvm.loop !17

40:                                               ; preds = %29
  %41 = load %struct.lnode*, %struct.lnode** %4, align 8
  %42 = getelementptr inbounds %struct.lnode, %struct.lnode* %41, i32 0, i32 1
  %43 = load %struct.lnode*, %struct.lnode** %42, align 8
  store %struct.lnode* %43, %struct.lnode** %6, align 8
  %44 = load %struct.lnode*, %struct.lnode** %4, align 8
  %45 = getelementptr inbounds %struct.lnode, %struct.lnode* %44, i32 0, i32 1
  store %struct.lnode* null, %struct.lnode** %45, align 8
  %46 = load %struct.lnode*, %struct.lnode** %3, align 8
  %47 = call %struct.lnode* @lsort(%struct.lnode* noundef %46)
  %48 = load %struct.lnode*, %struct.lnode** %6, align 8
  %49 = call %struct.lnode* @lsort(%struct.lnode* noundef %48)
  %50 = call %struct.lnode* @lmerge(%struct.lnode* noundef %47, %struct.lnode* noundef %49)
  store %struct.lnode* %50, %struct.lnode** %2, align 8
  br label %51

51:                                               ; preds = %40, %14
  %52 = load %struct.lnode*, %struct.lnode** %2, align 8
  ret %struct.lnode* %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.lnode* @lremove_if_div(%struct.lnode* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.lnode*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.lnode**, align 8
  %6 = alloca %struct.lnode*, align 8
  store %struct.lnode* %0, %struct.lnode** %3, align 8
  store i32 %1, i32* %4, align 4
  store %struct.lnode** %3, %struct.lnode*** %5, align 8
  br label %7

7:                                                ; preds = %34, %2
  %8 = load %struct.lnode**, %struct.lnode*** %5, align 8
  %9 = load %struct.lnode*, %struct.lnode** %8, align 8
  %10 = icmp ne %struct.lnode* %9, null
  br i1 %10, label %11, label %35

11:                                               ; preds = %7
  %12 = load %struct.lnode**, %struct.lnode*** %5, align 8
  %13 = load %struct.lnode*, %struct.lnode** %12, align 8
  %14 = getelementptr inbounds %struct.lnode, %struct.lnode* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 8
  %16 = load i32, i32* %4, align 4
  %17 = srem i32 %15, %16
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %30

19:                                               ; preds = %11
  %20 = load %struct.lnode**, %struct.lnode*** %5, align 8
  %21 = load %struct.lnode*, %struct.lnode** %20, align 8
  store %struct.lnode* %21, %struct.lnode** %6, align 8
  %22 = load %struct.lnode*, %struct.lnode** %6, align 8
  %23 = getelementptr inbounds %struct.lnode, %struct.lnode* %22, i32 0, i32 1
  %24 = load %struct.lnode*, %struct.lnode** %23, align 8
  %25 = load %struct.lnode**, %struct.lnode*** %5, align 8
  store %struct.lnode* %24, %struct.lnode** %25, align 8
  %26 = load %struct.lnode*, %struct.lnode** %6, align 8
  %27 = bitcast %struct.lnode* %26 to i8*
  call void @free(i8* noundef %27) #5
  %28 = load i32, i32* @live_nodes, align 4
  %29 = add nsw i32 %28, -1
  store i32 %29, i32* @live_nodes, align 4
  br label %34

30:                                               ; preds = %11
  %31 = load %struct.lnode**, %struct.lnode*** %5, align 8
  %32 = load %struct.lnode*, %struct.lnode** %31, align 8
  %33 = getelementptr inbounds %struct.lnode, %struct.lnode* %32, i32 0, i32 1
  store %struct.lnode** %33, %struct.lnode*** %5, align 8
  br label %34

34:                                               ; preds = %30, %19
  br label %7, !llvm.loop !18

35:                                               ; preds = %7
  %36 = load %struct.lnode*, %struct.lnode** %3, align 8
  ret %struct.lnode* %36
}

declare signext i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.tnode* @tinsert(%struct.tnode* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.tnode*, align 8
  %4 = alloca %struct.tnode*, align 8
  %5 = alloca i32, align 4
  store %struct.tnode* %0, %struct.tnode** %4, align 8
  store i32 %1, i32* %5, align 4
  %6 = load %struct.tnode*, %struct.tnode** %4, align 8
  %7 = icmp ne %struct.tnode* %6, null
  br i1 %7, label %28, label %8

8:                                                ; preds = %2
  %9 = call noalias i8* @malloc(i64 noundef 24) #5
  %10 = bitcast i8* %9 to %struct.tnode*
  store %struct.tnode* %10, %struct.tnode** %4, align 8
  %11 = load %struct.tnode*, %struct.tnode** %4, align 8
  %12 = icmp ne %struct.tnode* %11, null
  br i1 %12, label %15, label %13

13:                                               ; preds = %8
  %14 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0))
  call void @exit(i32 noundef signext 1) #6
  unreachable

15:                                               ; preds = %8
  %16 = load i32, i32* @live_nodes, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* @live_nodes, align 4
  %18 = load i32, i32* %5, align 4
  %19 = load %struct.tnode*, %struct.tnode** %4, align 8
  %20 = getelementptr inbounds %struct.tnode, %struct.tnode* %19, i32 0, i32 0
  store i32 %18, i32* %20, align 8
  %21 = load %struct.tnode*, %struct.tnode** %4, align 8
  %22 = getelementptr inbounds %struct.tnode, %struct.tnode* %21, i32 0, i32 1
  store i32 1, i32* %22, align 4
  %23 = load %struct.tnode*, %struct.tnode** %4, align 8
  %24 = getelementptr inbounds %struct.tnode, %struct.tnode* %23, i32 0, i32 3
  store %struct.tnode* null, %struct.tnode** %24, align 8
  %25 = load %struct.tnode*, %struct.tnode** %4, align 8
  %26 = getelementptr inbounds %struct.tnode, %struct.tnode* %25, i32 0, i32 2
  store %struct.tnode* null, %struct.tnode** %26, align 8
  %27 = load %struct.tnode*, %struct.tnode** %4, align 8
  store %struct.tnode* %27, %struct.tnode** %3, align 8
  br label %64

28:                                               ; preds = %2
  %29 = load i32, i32* %5, align 4
  %30 = load %struct.tnode*, %struct.tnode** %4, align 8
  %31 = getelementptr inbounds %struct.tnode, %struct.tnode* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 8
  %33 = icmp slt i32 %29, %32
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load %struct.tnode*, %struct.tnode** %4, align 8
  %36 = getelementptr inbounds %struct.tnode, %struct.tnode* %35, i32 0, i32 2
  %37 = load %struct.tnode*, %struct.tnode** %36, align 8
  %38 = load i32, i32* %5, align 4
  %39 = call %struct.tnode* @tinsert(%struct.tnode* noundef %37, i32 noundef signext %38)
  %40 = load %struct.tnode*, %struct.tnode** %4, align 8
  %41 = getelementptr inbounds %struct.tnode, %struct.tnode* %40, i32 0, i32 2
  store %struct.tnode* %39, %struct.tnode** %41, align 8
  br label %62

42:                                               ; preds = %28
  %43 = load i32, i32* %5, align 4
  %44 = load %struct.tnode*, %struct.tnode** %4, align 8
  %45 = getelementptr inbounds %struct.tnode, %struct.tnode* %44, i32 0, i32 0
  %46 = load i32, i32* %45, align 8
  %47 = icmp sgt i32 %43, %46
  br i1 %47, label %48, label %56

48:                                               ; preds = %42
  %49 = load %struct.tnode*, %struct.tnode** %4, align 8
  %50 = getelementptr inbounds %struct.tnode, %struct.tnode* %49, i32 0, i32 3
  %51 = load %struct.tnode*, %struct.tnode** %50, align 8
  %52 = load i32, i32* %5, align 4
  %53 = call %struct.tnode* @tinsert(%struct.tnode* noundef %51, i32 noundef signext %52)
  %54 = load %struct.tnode*, %struct.tnode** %4, align 8
  %55 = getelementptr inbounds %struct.tnode, %struct.tnode* %54, i32 0, i32 3
  store %struct.tnode* %53, %struct.tnode** %55, align 8
  br label %61

56:                                               ; preds = %42
  %57 = load %struct.tnode*, %struct.tnode** %4, align 8
  %58 = getelementptr inbounds %struct.tnode, %struct.tnode* %57, i32 0, i32 1
  %59 = load i32, i32* %58, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %58, align 4
  br label %61

61:                                               ; preds = %56, %48
  br label %62

62:                                               ; preds = %61, %34
  %63 = load %struct.tnode*, %struct.tnode** %4, align 8
  store %struct.tnode* %63, %struct.tnode** %3, align 8
  br label %64

64:                                               ; preds = %62, %15
  %65 = load %struct.tnode*, %struct.tnode** %3, align 8
  ret %struct.tnode* %65
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @twalk(%struct.tnode* noundef %0, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4) #0 {
  %6 = alloca %struct.tnode*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  store %struct.tnode* %0, %struct.tnode** %6, align 8
  store i32* %1, i32** %7, align 8
  store i32* %2, i32** %8, align 8
  store i32* %3, i32** %9, align 8
  store i32* %4, i32** %10, align 8
  %11 = load %struct.tnode*, %struct.tnode** %6, align 8
  %12 = icmp ne %struct.tnode* %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %5
  br label %61

14:                                               ; preds = %5
  %15 = load %struct.tnode*, %struct.tnode** %6, align 8
  %16 = getelementptr inbounds %struct.tnode, %struct.tnode* %15, i32 0, i32 2
  %17 = load %struct.tnode*, %struct.tnode** %16, align 8
  %18 = load i32*, i32** %7, align 8
  %19 = load i32*, i32** %8, align 8
  %20 = load i32*, i32** %9, align 8
  %21 = load i32*, i32** %10, align 8
  call void @twalk(%struct.tnode* noundef %17, i32* noundef %18, i32* noundef %19, i32* noundef %20, i32* noundef %21)
  %22 = load i32*, i32** %8, align 8
  %23 = load i32, i32* %22, align 4
  %24 = icmp sgt i32 %23, 0
  br i1 %24, label %25, label %34

25:                                               ; preds = %14
  %26 = load %struct.tnode*, %struct.tnode** %6, align 8
  %27 = getelementptr inbounds %struct.tnode, %struct.tnode* %26, i32 0, i32 0
  %28 = load i32, i32* %27, align 8
  %29 = load i32*, i32** %9, align 8
  %30 = load i32, i32* %29, align 4
  %31 = icmp sle i32 %28, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %25
  %33 = load i32*, i32** %10, align 8
  store i32 0, i32* %33, align 4
  br label %34

34:                                               ; preds = %32, %25, %14
  %35 = load %struct.tnode*, %struct.tnode** %6, align 8
  %36 = getelementptr inbounds %struct.tnode, %struct.tnode* %35, i32 0, i32 0
  %37 = load i32, i32* %36, align 8
  %38 = load i32*, i32** %9, align 8
  store i32 %37, i32* %38, align 4
  %39 = load i32*, i32** %7, align 8
  %40 = load i32, i32* %39, align 4
  %41 = mul i32 %40, 131
  %42 = load %struct.tnode*, %struct.tnode** %6, align 8
  %43 = getelementptr inbounds %struct.tnode, %struct.tnode* %42, i32 0, i32 0
  %44 = load i32, i32* %43, align 8
  %45 = load %struct.tnode*, %struct.tnode** %6, align 8
  %46 = getelementptr inbounds %struct.tnode, %struct.tnode* %45, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = mul i32 %44, %47
  %49 = add i32 %41, %48
  %50 = load i32*, i32** %7, align 8
  store i32 %49, i32* %50, align 4
  %51 = load i32*, i32** %8, align 8
  %52 = load i32, i32* %51, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %51, align 4
  %54 = load %struct.tnode*, %struct.tnode** %6, align 8
  %55 = getelementptr inbounds %struct.tnode, %struct.tnode* %54, i32 0, i32 3
  %56 = load %struct.tnode*, %struct.tnode** %55, align 8
  %57 = load i32*, i32** %7, align 8
  %58 = load i32*, i32** %8, align 8
  %59 = load i32*, i32** %9, align 8
  %60 = load i32*, i32** %10, align 8
  call void @twalk(%struct.tnode* noundef %56, i32* noundef %57, i32* noundef %58, i32* noundef %59, i32* noundef %60)
  br label %61

61:                                               ; preds = %34, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @theight(%struct.tnode* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.tnode*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.tnode* %0, %struct.tnode** %3, align 8
  %6 = load %struct.tnode*, %struct.tnode** %3, align 8
  %7 = icmp ne %struct.tnode* %6, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %28

9:                                                ; preds = %1
  %10 = load %struct.tnode*, %struct.tnode** %3, align 8
  %11 = getelementptr inbounds %struct.tnode, %struct.tnode* %10, i32 0, i32 2
  %12 = load %struct.tnode*, %struct.tnode** %11, align 8
  %13 = call signext i32 @theight(%struct.tnode* noundef %12)
  store i32 %13, i32* %4, align 4
  %14 = load %struct.tnode*, %struct.tnode** %3, align 8
  %15 = getelementptr inbounds %struct.tnode, %struct.tnode* %14, i32 0, i32 3
  %16 = load %struct.tnode*, %struct.tnode** %15, align 8
  %17 = call signext i32 @theight(%struct.tnode* noundef %16)
  store i32 %17, i32* %5, align 4
  %18 = load i32, i32* %4, align 4
  %19 = load i32, i32* %5, align 4
  %20 = icmp sgt i32 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %9
  %22 = load i32, i32* %4, align 4
  br label %25

23:                                               ; preds = %9
  %24 = load i32, i32* %5, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ]
  %27 = add nsw i32 1, %26
  store i32 %27, i32* %2, align 4
  br label %28

28:                                               ; preds = %25, %8
  %29 = load i32, i32* %2, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @check, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @check, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.tnode* @tfind(%struct.tnode* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.tnode*, align 8
  %4 = alloca i32, align 4
  store %struct.tnode* %0, %struct.tnode** %3, align 8
  store i32 %1, i32* %4, align 4
  br label %5

5:                                                ; preds = %30, %2
  %6 = load %struct.tnode*, %struct.tnode** %3, align 8
  %7 = icmp ne %struct.tnode* %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %5
  %9 = load %struct.tnode*, %struct.tnode** %3, align 8
  %10 = getelementptr inbounds %struct.tnode, %struct.tnode* %9, i32 0, i32 0
  %11 = load i32, i32* %10, align 8
  %12 = load i32, i32* %4, align 4
  %13 = icmp ne i32 %11, %12
  br label %14

14:                                               ; preds = %8, %5
  %15 = phi i1 [ false, %5 ], [ %13, %8 ]
  br i1 %15, label %16, label %32

16:                                               ; preds = %14
  %17 = load i32, i32* %4, align 4
  %18 = load %struct.tnode*, %struct.tnode** %3, align 8
  %19 = getelementptr inbounds %struct.tnode, %struct.tnode* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 8
  %21 = icmp slt i32 %17, %20
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = load %struct.tnode*, %struct.tnode** %3, align 8
  %24 = getelementptr inbounds %struct.tnode, %struct.tnode* %23, i32 0, i32 2
  %25 = load %struct.tnode*, %struct.tnode** %24, align 8
  br label %30

26:                                               ; preds = %16
  %27 = load %struct.tnode*, %struct.tnode** %3, align 8
  %28 = getelementptr inbounds %struct.tnode, %struct.tnode* %27, i32 0, i32 3
  %29 = load %struct.tnode*, %struct.tnode** %28, align 8
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi %struct.tnode* [ %25, %22 ], [ %29, %26 ]
  store %struct.tnode* %31, %struct.tnode** %3, align 8
  br label %5, !llvm.loop !19

32:                                               ; preds = %14
  %33 = load %struct.tnode*, %struct.tnode** %3, align 8
  ret %struct.tnode* %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.tnode* @tdelete(%struct.tnode* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.tnode*, align 8
  %4 = alloca %struct.tnode*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.tnode*, align 8
  %7 = alloca %struct.tnode*, align 8
  store %struct.tnode* %0, %struct.tnode** %4, align 8
  store i32 %1, i32* %5, align 4
  %8 = load %struct.tnode*, %struct.tnode** %4, align 8
  %9 = icmp ne %struct.tnode* %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  store %struct.tnode* null, %struct.tnode** %3, align 8
  br label %106

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4
  %13 = load %struct.tnode*, %struct.tnode** %4, align 8
  %14 = getelementptr inbounds %struct.tnode, %struct.tnode* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 8
  %16 = icmp slt i32 %12, %15
  br i1 %16, label %17, label %25

17:                                               ; preds = %11
  %18 = load %struct.tnode*, %struct.tnode** %4, align 8
  %19 = getelementptr inbounds %struct.tnode, %struct.tnode* %18, i32 0, i32 2
  %20 = load %struct.tnode*, %struct.tnode** %19, align 8
  %21 = load i32, i32* %5, align 4
  %22 = call %struct.tnode* @tdelete(%struct.tnode* noundef %20, i32 noundef signext %21)
  %23 = load %struct.tnode*, %struct.tnode** %4, align 8
  %24 = getelementptr inbounds %struct.tnode, %struct.tnode* %23, i32 0, i32 2
  store %struct.tnode* %22, %struct.tnode** %24, align 8
  br label %104

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4
  %27 = load %struct.tnode*, %struct.tnode** %4, align 8
  %28 = getelementptr inbounds %struct.tnode, %struct.tnode* %27, i32 0, i32 0
  %29 = load i32, i32* %28, align 8
  %30 = icmp sgt i32 %26, %29
  br i1 %30, label %31, label %39

31:                                               ; preds = %25
  %32 = load %struct.tnode*, %struct.tnode** %4, align 8
  %33 = getelementptr inbounds %struct.tnode, %struct.tnode* %32, i32 0, i32 3
  %34 = load %struct.tnode*, %struct.tnode** %33, align 8
  %35 = load i32, i32* %5, align 4
  %36 = call %struct.tnode* @tdelete(%struct.tnode* noundef %34, i32 noundef signext %35)
  %37 = load %struct.tnode*, %struct.tnode** %4, align 8
  %38 = getelementptr inbounds %struct.tnode, %struct.tnode* %37, i32 0, i32 3
  store %struct.tnode* %36, %struct.tnode** %38, align 8
  br label %103

39:                                               ; preds = %25
  %40 = load %struct.tnode*, %struct.tnode** %4, align 8
  %41 = getelementptr inbounds %struct.tnode, %struct.tnode* %40, i32 0, i32 2
  %42 = load %struct.tnode*, %struct.tnode** %41, align 8
  %43 = icmp ne %struct.tnode* %42, null
  br i1 %43, label %44, label %49

44:                                               ; preds = %39
  %45 = load %struct.tnode*, %struct.tnode** %4, align 8
  %46 = getelementptr inbounds %struct.tnode, %struct.tnode* %45, i32 0, i32 3
  %47 = load %struct.tnode*, %struct.tnode** %46, align 8
  %48 = icmp ne %struct.tnode* %47, null
  br i1 %48, label %69, label %49

49:                                               ; preds = %44, %39
  %50 = load %struct.tnode*, %struct.tnode** %4, align 8
  %51 = getelementptr inbounds %struct.tnode, %struct.tnode* %50, i32 0, i32 2
  %52 = load %struct.tnode*, %struct.tnode** %51, align 8
  %53 = icmp ne %struct.tnode* %52, null
  br i1 %53, label %54, label %58

54:                                               ; preds = %49
  %55 = load %struct.tnode*, %struct.tnode** %4, align 8
  %56 = getelementptr inbounds %struct.tnode, %struct.tnode* %55, i32 0, i32 2
  %57 = load %struct.tnode*, %struct.tnode** %56, align 8
  br label %62

58:                                               ; preds = %49
  %59 = load %struct.tnode*, %struct.tnode** %4, align 8
  %60 = getelementptr inbounds %struct.tnode, %struct.tnode* %59, i32 0, i32 3
  %61 = load %struct.tnode*, %struct.tnode** %60, align 8
  br label %62

62:                                               ; preds = %58, %54
  %63 = phi %struct.tnode* [ %57, %54 ], [ %61, %58 ]
  store %struct.tnode* %63, %struct.tnode** %6, align 8
  %64 = load %struct.tnode*, %struct.tnode** %4, align 8
  %65 = bitcast %struct.tnode* %64 to i8*
  call void @free(i8* noundef %65) #5
  %66 = load i32, i32* @live_nodes, align 4
  %67 = add nsw i32 %66, -1
  store i32 %67, i32* @live_nodes, align 4
  %68 = load %struct.tnode*, %struct.tnode** %6, align 8
  store %struct.tnode* %68, %struct.tnode** %3, align 8
  br label %106

69:                                               ; preds = %44
  %70 = load %struct.tnode*, %struct.tnode** %4, align 8
  %71 = getelementptr inbounds %struct.tnode, %struct.tnode* %70, i32 0, i32 3
  %72 = load %struct.tnode*, %struct.tnode** %71, align 8
  store %struct.tnode* %72, %struct.tnode** %7, align 8
  br label %73

73:                                               ; preds = %78, %69
  %74 = load %struct.tnode*, %struct.tnode** %7, align 8
  %75 = getelementptr inbounds %struct.tnode, %struct.tnode* %74, i32 0, i32 2
  %76 = load %struct.tnode*, %struct.tnode** %75, align 8
  %77 = icmp ne %struct.tnode* %76, null
  br i1 %77, label %78, label %82

78:                                               ; preds = %73
  %79 = load %struct.tnode*, %struct.tnode** %7, align 8
  %80 = getelementptr inbounds %struct.tnode, %struct.tnode* %79, i32 0, i32 2
  %81 = load %struct.tnode*, %struct.tnode** %80, align 8
  store %struct.tnode* %81, %struct.tnode** %7, align 8
  br label %73, !llvm.loop !20

82:                                               ; preds = %73
  %83 = load %struct.tnode*, %struct.tnode** %7, align 8
  %84 = getelementptr inbounds %struct.tnode, %struct.tnode* %83, i32 0, i32 0
  %85 = load i32, i32* %84, align 8
  %86 = load %struct.tnode*, %struct.tnode** %4, align 8
  %87 = getelementptr inbounds %struct.tnode, %struct.tnode* %86, i32 0, i32 0
  store i32 %85, i32* %87, align 8
  %88 = load %struct.tnode*, %struct.tnode** %7, align 8
  %89 = getelementptr inbounds %struct.tnode, %struct.tnode* %88, i32 0, i32 1
  %90 = load i32, i32* %89, align 4
  %91 = load %struct.tnode*, %struct.tnode** %4, align 8
  %92 = getelementptr inbounds %struct.tnode, %struct.tnode* %91, i32 0, i32 1
  store i32 %90, i32* %92, align 4
  %93 = load %struct.tnode*, %struct.tnode** %4, align 8
  %94 = getelementptr inbounds %struct.tnode, %struct.tnode* %93, i32 0, i32 3
  %95 = load %struct.tnode*, %struct.tnode** %94, align 8
  %96 = load %struct.tnode*, %struct.tnode** %7, align 8
  %97 = getelementptr inbounds %struct.tnode, %struct.tnode* %96, i32 0, i32 0
  %98 = load i32, i32* %97, align 8
  %99 = call %struct.tnode* @tdelete(%struct.tnode* noundef %95, i32 noundef signext %98)
  %100 = load %struct.tnode*, %struct.tnode** %4, align 8
  %101 = getelementptr inbounds %struct.tnode, %struct.tnode* %100, i32 0, i32 3
  store %struct.tnode* %99, %struct.tnode** %101, align 8
  br label %102

102:                                              ; preds = %82
  br label %103

103:                                              ; preds = %102, %31
  br label %104

104:                                              ; preds = %103, %17
  %105 = load %struct.tnode*, %struct.tnode** %4, align 8
  store %struct.tnode* %105, %struct.tnode** %3, align 8
  br label %106

106:                                              ; preds = %104, %62, %10
  %107 = load %struct.tnode*, %struct.tnode** %3, align 8
  ret %struct.tnode* %107
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @hash_key(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = mul i32 %4, -1640531535
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = lshr i32 %7, 15
  %9 = xor i32 %6, %8
  %10 = urem i32 %9, 37
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lfree(%struct.lnode* noundef %0) #0 {
  %2 = alloca %struct.lnode*, align 8
  %3 = alloca %struct.lnode*, align 8
  store %struct.lnode* %0, %struct.lnode** %2, align 8
  br label %4

4:                                                ; preds = %7, %1
  %5 = load %struct.lnode*, %struct.lnode** %2, align 8
  %6 = icmp ne %struct.lnode* %5, null
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = load %struct.lnode*, %struct.lnode** %2, align 8
  %9 = getelementptr inbounds %struct.lnode, %struct.lnode* %8, i32 0, i32 1
  %10 = load %struct.lnode*, %struct.lnode** %9, align 8
  store %struct.lnode* %10, %struct.lnode** %3, align 8
  %11 = load %struct.lnode*, %struct.lnode** %2, align 8
  %12 = bitcast %struct.lnode* %11 to i8*
  call void @free(i8* noundef %12) #5
  %13 = load i32, i32* @live_nodes, align 4
  %14 = add nsw i32 %13, -1
  store i32 %14, i32* @live_nodes, align 4
  %15 = load %struct.lnode*, %struct.lnode** %3, align 8
  store %struct.lnode* %15, %struct.lnode** %2, align 8
  br label %4, !llvm.loop !21

16:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tfree(%struct.tnode* noundef %0) #0 {
  %2 = alloca %struct.tnode*, align 8
  store %struct.tnode* %0, %struct.tnode** %2, align 8
  %3 = load %struct.tnode*, %struct.tnode** %2, align 8
  %4 = icmp ne %struct.tnode* %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  br label %17

6:                                                ; preds = %1
  %7 = load %struct.tnode*, %struct.tnode** %2, align 8
  %8 = getelementptr inbounds %struct.tnode, %struct.tnode* %7, i32 0, i32 2
  %9 = load %struct.tnode*, %struct.tnode** %8, align 8
  call void @tfree(%struct.tnode* noundef %9)
  %10 = load %struct.tnode*, %struct.tnode** %2, align 8
  %11 = getelementptr inbounds %struct.tnode, %struct.tnode* %10, i32 0, i32 3
  %12 = load %struct.tnode*, %struct.tnode** %11, align 8
  call void @tfree(%struct.tnode* noundef %12)
  %13 = load %struct.tnode*, %struct.tnode** %2, align 8
  %14 = bitcast %struct.tnode* %13 to i8*
  call void @free(i8* noundef %14) #5
  %15 = load i32, i32* @live_nodes, align 4
  %16 = add nsw i32 %15, -1
  store i32 %16, i32* @live_nodes, align 4
  br label %17

17:                                               ; preds = %6, %5
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef signext) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.lnode* @lmerge(%struct.lnode* noundef %0, %struct.lnode* noundef %1) #0 {
  %3 = alloca %struct.lnode*, align 8
  %4 = alloca %struct.lnode*, align 8
  %5 = alloca %struct.lnode, align 8
  %6 = alloca %struct.lnode*, align 8
  store %struct.lnode* %0, %struct.lnode** %3, align 8
  store %struct.lnode* %1, %struct.lnode** %4, align 8
  store %struct.lnode* %5, %struct.lnode** %6, align 8
  br label %7

7:                                                ; preds = %37, %2
  %8 = load %struct.lnode*, %struct.lnode** %3, align 8
  %9 = icmp ne %struct.lnode* %8, null
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = load %struct.lnode*, %struct.lnode** %4, align 8
  %12 = icmp ne %struct.lnode* %11, null
  br label %13

13:                                               ; preds = %10, %7
  %14 = phi i1 [ false, %7 ], [ %12, %10 ]
  br i1 %14, label %15, label %41

15:                                               ; preds = %13
  %16 = load %struct.lnode*, %struct.lnode** %3, align 8
  %17 = getelementptr inbounds %struct.lnode, %struct.lnode* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 8
  %19 = load %struct.lnode*, %struct.lnode** %4, align 8
  %20 = getelementptr inbounds %struct.lnode, %struct.lnode* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 8
  %22 = icmp sle i32 %18, %21
  br i1 %22, label %23, label %30

23:                                               ; preds = %15
  %24 = load %struct.lnode*, %struct.lnode** %3, align 8
  %25 = load %struct.lnode*, %struct.lnode** %6, align 8
  %26 = getelementptr inbounds %struct.lnode, %struct.lnode* %25, i32 0, i32 1
  store %struct.lnode* %24, %struct.lnode** %26, align 8
  %27 = load %struct.lnode*, %struct.lnode** %3, align 8
  %28 = getelementptr inbounds %struct.lnode, %struct.lnode* %27, i32 0, i32 1
  %29 = load %struct.lnode*, %struct.lnode** %28, align 8
  store %struct.lnode* %29, %struct.lnode** %3, align 8
  br label %37

30:                                               ; preds = %15
  %31 = load %struct.lnode*, %struct.lnode** %4, align 8
  %32 = load %struct.lnode*, %struct.lnode** %6, align 8
  %33 = getelementptr inbounds %struct.lnode, %struct.lnode* %32, i32 0, i32 1
  store %struct.lnode* %31, %struct.lnode** %33, align 8
  %34 = load %struct.lnode*, %struct.lnode** %4, align 8
  %35 = getelementptr inbounds %struct.lnode, %struct.lnode* %34, i32 0, i32 1
  %36 = load %struct.lnode*, %struct.lnode** %35, align 8
  store %struct.lnode* %36, %struct.lnode** %4, align 8
  br label %37

37:                                               ; preds = %30, %23
  %38 = load %struct.lnode*, %struct.lnode** %6, align 8
  %39 = getelementptr inbounds %struct.lnode, %struct.lnode* %38, i32 0, i32 1
  %40 = load %struct.lnode*, %struct.lnode** %39, align 8
  store %struct.lnode* %40, %struct.lnode** %6, align 8
  br label %7, !llvm.loop !22

41:                                               ; preds = %13
  %42 = load %struct.lnode*, %struct.lnode** %3, align 8
  %43 = icmp ne %struct.lnode* %42, null
  br i1 %43, label %44, label %46

44:                                               ; preds = %41
  %45 = load %struct.lnode*, %struct.lnode** %3, align 8
  br label %48

46:                                               ; preds = %41
  %47 = load %struct.lnode*, %struct.lnode** %4, align 8
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi %struct.lnode* [ %45, %44 ], [ %47, %46 ]
  %50 = load %struct.lnode*, %struct.lnode** %6, align 8
  %51 = getelementptr inbounds %struct.lnode, %struct.lnode* %50, i32 0, i32 1
  store %struct.lnode* %49, %struct.lnode** %51, align 8
  %52 = getelementptr inbounds %struct.lnode, %struct.lnode* %5, i32 0, i32 1
  %53 = load %struct.lnode*, %struct.lnode** %52, align 8
  ret %struct.lnode* %53
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { nounwind }
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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
