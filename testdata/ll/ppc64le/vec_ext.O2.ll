; ModuleID = 'c/vec_ext.c'
source_filename = "c/vec_ext.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.particle = type { <4 x float>, <4 x float>, i32, [12 x i8] }

@.str = private unnamed_addr constant [5 x i8] c"poly\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ushift\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"maxv\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"masks\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"axpy %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"lerp %a %a %a %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"twice %a %a\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"hsum %d lane %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"setlane\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"shuf\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"shuf16\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"conv\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"conv2\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"conv3 %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"wide\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"p%d %a %a %a %a\0A\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"acc\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@.str.19 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x %struct.particle], align 16
  %2 = alloca <8 x i16>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = bitcast [5 x %struct.particle]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %4) #6
  br label %377

5:                                                ; preds = %377
  %6 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i32 noundef zeroext 1878740168) #6
  %7 = load i32, i32* @check, align 4, !tbaa !5
  %8 = xor i32 %7, 1878740168
  %9 = mul i32 %8, 16777619
  store i32 %9, i32* @check, align 4, !tbaa !5
  %10 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext -611921543) #6
  %11 = load i32, i32* @check, align 4, !tbaa !5
  %12 = xor i32 %11, -611921543
  %13 = mul i32 %12, 16777619
  store i32 %13, i32* @check, align 4, !tbaa !5
  %14 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext -800017723) #6
  %15 = load i32, i32* @check, align 4, !tbaa !5
  %16 = xor i32 %15, -800017723
  %17 = mul i32 %16, 16777619
  store i32 %17, i32* @check, align 4, !tbaa !5
  %18 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef zeroext -1332121242) #6
  %19 = load i32, i32* @check, align 4, !tbaa !5
  %20 = xor i32 %19, -1332121242
  %21 = mul i32 %20, 16777619
  store i32 %21, i32* @check, align 4, !tbaa !5
  %22 = tail call fastcc <2 x double> @axpy()
  %23 = extractelement <2 x double> %22, i64 0
  %24 = extractelement <2 x double> %22, i64 1
  %25 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), double noundef %23, double noundef %24)
  %26 = tail call fastcc <4 x float> @lerp()
  %27 = extractelement <4 x float> %26, i64 0
  %28 = fpext float %27 to double
  %29 = extractelement <4 x float> %26, i64 1
  %30 = fpext float %29 to double
  %31 = extractelement <4 x float> %26, i64 2
  %32 = fpext float %31 to double
  %33 = extractelement <4 x float> %26, i64 3
  %34 = fpext float %33 to double
  %35 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i64 0, i64 0), double noundef %28, double noundef %30, double noundef %32, double noundef %34)
  %36 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), double noundef 3.000000e+00, double noundef -5.000000e-01)
  %37 = tail call fastcc signext i32 @hsum()
  %38 = tail call fastcc signext i32 @lane(<4 x i32> noundef <i32 1, i32 -2, i32 300000, i32 -40000>, i32 noundef signext 2)
  %39 = tail call fastcc signext i32 @lane(<4 x i32> noundef <i32 7, i32 7, i32 -9, i32 1048576>, i32 noundef signext 7)
  %40 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %37, i32 noundef signext %38, i32 noundef signext %39)
  %41 = tail call fastcc <4 x i32> @setlane()
  %42 = extractelement <4 x i32> %41, i64 0
  %43 = and i32 %42, 255
  %44 = mul nuw i32 %43, 16777619
  %45 = bitcast <4 x i32> %41 to <16 x i8>
  %46 = extractelement <16 x i8> %45, i64 1
  %47 = zext i8 %46 to i32
  %48 = xor i32 %44, %47
  %49 = mul i32 %48, 16777619
  %50 = bitcast <4 x i32> %41 to <16 x i8>
  %51 = extractelement <16 x i8> %50, i64 2
  %52 = zext i8 %51 to i32
  %53 = xor i32 %49, %52
  %54 = mul i32 %53, 16777619
  %55 = bitcast <4 x i32> %41 to <16 x i8>
  %56 = extractelement <16 x i8> %55, i64 3
  %57 = zext i8 %56 to i32
  %58 = xor i32 %54, %57
  %59 = mul i32 %58, 16777619
  %60 = bitcast <4 x i32> %41 to <16 x i8>
  %61 = extractelement <16 x i8> %60, i64 4
  %62 = zext i8 %61 to i32
  %63 = xor i32 %59, %62
  %64 = mul i32 %63, 16777619
  %65 = bitcast <4 x i32> %41 to <16 x i8>
  %66 = extractelement <16 x i8> %65, i64 5
  %67 = zext i8 %66 to i32
  %68 = xor i32 %64, %67
  %69 = mul i32 %68, 16777619
  %70 = bitcast <4 x i32> %41 to <16 x i8>
  %71 = extractelement <16 x i8> %70, i64 6
  %72 = zext i8 %71 to i32
  %73 = xor i32 %69, %72
  %74 = mul i32 %73, 16777619
  %75 = bitcast <4 x i32> %41 to <16 x i8>
  %76 = extractelement <16 x i8> %75, i64 7
  %77 = zext i8 %76 to i32
  %78 = xor i32 %74, %77
  %79 = mul i32 %78, 16777619
  %80 = bitcast <4 x i32> %41 to <16 x i8>
  %81 = extractelement <16 x i8> %80, i64 8
  %82 = zext i8 %81 to i32
  %83 = xor i32 %79, %82
  %84 = mul i32 %83, 16777619
  %85 = bitcast <4 x i32> %41 to <16 x i8>
  %86 = extractelement <16 x i8> %85, i64 9
  %87 = zext i8 %86 to i32
  %88 = xor i32 %84, %87
  %89 = mul i32 %88, 16777619
  %90 = bitcast <4 x i32> %41 to <16 x i8>
  %91 = extractelement <16 x i8> %90, i64 10
  %92 = zext i8 %91 to i32
  %93 = xor i32 %89, %92
  %94 = mul i32 %93, 16777619
  %95 = bitcast <4 x i32> %41 to <16 x i8>
  %96 = extractelement <16 x i8> %95, i64 11
  %97 = zext i8 %96 to i32
  %98 = xor i32 %94, %97
  %99 = mul i32 %98, 16777619
  %100 = bitcast <4 x i32> %41 to <16 x i8>
  %101 = extractelement <16 x i8> %100, i64 12
  %102 = zext i8 %101 to i32
  %103 = xor i32 %99, %102
  %104 = mul i32 %103, 16777619
  %105 = bitcast <4 x i32> %41 to <16 x i8>
  %106 = extractelement <16 x i8> %105, i64 13
  %107 = zext i8 %106 to i32
  %108 = xor i32 %104, %107
  %109 = mul i32 %108, 16777619
  %110 = bitcast <4 x i32> %41 to <16 x i8>
  %111 = extractelement <16 x i8> %110, i64 14
  %112 = zext i8 %111 to i32
  %113 = xor i32 %109, %112
  %114 = mul i32 %113, 16777619
  %115 = bitcast <4 x i32> %41 to <16 x i8>
  %116 = extractelement <16 x i8> %115, i64 15
  %117 = zext i8 %116 to i32
  %118 = xor i32 %114, %117
  %119 = mul i32 %118, 16777619
  %120 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %119) #6
  %121 = load i32, i32* @check, align 4, !tbaa !5
  %122 = xor i32 %119, %121
  %123 = mul i32 %122, 16777619
  store i32 %123, i32* @check, align 4, !tbaa !5
  %124 = tail call fastcc <4 x i32> @shuf()
  %125 = extractelement <4 x i32> %124, i64 0
  %126 = and i32 %125, 255
  %127 = mul nuw i32 %126, 16777619
  %128 = bitcast <4 x i32> %124 to <16 x i8>
  %129 = extractelement <16 x i8> %128, i64 1
  %130 = zext i8 %129 to i32
  %131 = xor i32 %127, %130
  %132 = mul i32 %131, 16777619
  %133 = bitcast <4 x i32> %124 to <16 x i8>
  %134 = extractelement <16 x i8> %133, i64 2
  %135 = zext i8 %134 to i32
  %136 = xor i32 %132, %135
  %137 = mul i32 %136, 16777619
  %138 = bitcast <4 x i32> %124 to <16 x i8>
  %139 = extractelement <16 x i8> %138, i64 3
  %140 = zext i8 %139 to i32
  %141 = xor i32 %137, %140
  %142 = mul i32 %141, 16777619
  %143 = bitcast <4 x i32> %124 to <16 x i8>
  %144 = extractelement <16 x i8> %143, i64 4
  %145 = zext i8 %144 to i32
  %146 = xor i32 %142, %145
  %147 = mul i32 %146, 16777619
  %148 = bitcast <4 x i32> %124 to <16 x i8>
  %149 = extractelement <16 x i8> %148, i64 5
  %150 = zext i8 %149 to i32
  %151 = xor i32 %147, %150
  %152 = mul i32 %151, 16777619
  %153 = bitcast <4 x i32> %124 to <16 x i8>
  %154 = extractelement <16 x i8> %153, i64 6
  %155 = zext i8 %154 to i32
  %156 = xor i32 %152, %155
  %157 = mul i32 %156, 16777619
  %158 = bitcast <4 x i32> %124 to <16 x i8>
  %159 = extractelement <16 x i8> %158, i64 7
  %160 = zext i8 %159 to i32
  %161 = xor i32 %157, %160
  %162 = mul i32 %161, 16777619
  %163 = bitcast <4 x i32> %124 to <16 x i8>
  %164 = extractelement <16 x i8> %163, i64 8
  %165 = zext i8 %164 to i32
  %166 = xor i32 %162, %165
  %167 = mul i32 %166, 16777619
  %168 = bitcast <4 x i32> %124 to <16 x i8>
  %169 = extractelement <16 x i8> %168, i64 9
  %170 = zext i8 %169 to i32
  %171 = xor i32 %167, %170
  %172 = mul i32 %171, 16777619
  %173 = bitcast <4 x i32> %124 to <16 x i8>
  %174 = extractelement <16 x i8> %173, i64 10
  %175 = zext i8 %174 to i32
  %176 = xor i32 %172, %175
  %177 = mul i32 %176, 16777619
  %178 = bitcast <4 x i32> %124 to <16 x i8>
  %179 = extractelement <16 x i8> %178, i64 11
  %180 = zext i8 %179 to i32
  %181 = xor i32 %177, %180
  %182 = mul i32 %181, 16777619
  %183 = bitcast <4 x i32> %124 to <16 x i8>
  %184 = extractelement <16 x i8> %183, i64 12
  %185 = zext i8 %184 to i32
  %186 = xor i32 %182, %185
  %187 = mul i32 %186, 16777619
  %188 = bitcast <4 x i32> %124 to <16 x i8>
  %189 = extractelement <16 x i8> %188, i64 13
  %190 = zext i8 %189 to i32
  %191 = xor i32 %187, %190
  %192 = mul i32 %191, 16777619
  %193 = bitcast <4 x i32> %124 to <16 x i8>
  %194 = extractelement <16 x i8> %193, i64 14
  %195 = zext i8 %194 to i32
  %196 = xor i32 %192, %195
  %197 = mul i32 %196, 16777619
  %198 = bitcast <4 x i32> %124 to <16 x i8>
  %199 = extractelement <16 x i8> %198, i64 15
  %200 = zext i8 %199 to i32
  %201 = xor i32 %197, %200
  %202 = mul i32 %201, 16777619
  %203 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %202) #6
  %204 = load i32, i32* @check, align 4, !tbaa !5
  %205 = xor i32 %202, %204
  %206 = mul i32 %205, 16777619
  store i32 %206, i32* @check, align 4, !tbaa !5
  %207 = bitcast <8 x i16>* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %207)
  %208 = tail call fastcc <8 x i16> @shuf16()
  store <8 x i16> %208, <8 x i16>* %2, align 16, !tbaa !9
  %209 = bitcast <8 x i16> %208 to <4 x i32>
  %210 = extractelement <4 x i32> %209, i64 0
  %211 = and i32 %210, 255
  %212 = mul nuw i32 %211, 16777619
  %213 = bitcast <8 x i16> %208 to <16 x i8>
  %214 = extractelement <16 x i8> %213, i64 1
  %215 = zext i8 %214 to i32
  %216 = xor i32 %212, %215
  %217 = mul i32 %216, 16777619
  %218 = bitcast <8 x i16> %208 to <16 x i8>
  %219 = extractelement <16 x i8> %218, i64 2
  %220 = zext i8 %219 to i32
  %221 = xor i32 %217, %220
  %222 = mul i32 %221, 16777619
  %223 = bitcast <8 x i16> %208 to <16 x i8>
  %224 = extractelement <16 x i8> %223, i64 3
  %225 = zext i8 %224 to i32
  %226 = xor i32 %222, %225
  %227 = mul i32 %226, 16777619
  %228 = bitcast <8 x i16> %208 to <16 x i8>
  %229 = extractelement <16 x i8> %228, i64 4
  %230 = zext i8 %229 to i32
  %231 = xor i32 %227, %230
  %232 = mul i32 %231, 16777619
  %233 = bitcast <8 x i16> %208 to <16 x i8>
  %234 = extractelement <16 x i8> %233, i64 5
  %235 = zext i8 %234 to i32
  %236 = xor i32 %232, %235
  %237 = mul i32 %236, 16777619
  %238 = bitcast <8 x i16> %208 to <16 x i8>
  %239 = extractelement <16 x i8> %238, i64 6
  %240 = zext i8 %239 to i32
  %241 = xor i32 %237, %240
  %242 = mul i32 %241, 16777619
  %243 = bitcast <8 x i16> %208 to <16 x i8>
  %244 = extractelement <16 x i8> %243, i64 7
  %245 = zext i8 %244 to i32
  %246 = xor i32 %242, %245
  %247 = mul i32 %246, 16777619
  %248 = bitcast <8 x i16> %208 to <16 x i8>
  %249 = extractelement <16 x i8> %248, i64 8
  %250 = zext i8 %249 to i32
  %251 = xor i32 %247, %250
  %252 = mul i32 %251, 16777619
  %253 = bitcast <8 x i16> %208 to <16 x i8>
  %254 = extractelement <16 x i8> %253, i64 9
  %255 = zext i8 %254 to i32
  %256 = xor i32 %252, %255
  %257 = mul i32 %256, 16777619
  %258 = bitcast <8 x i16> %208 to <16 x i8>
  %259 = extractelement <16 x i8> %258, i64 10
  %260 = zext i8 %259 to i32
  %261 = xor i32 %257, %260
  %262 = mul i32 %261, 16777619
  %263 = bitcast <8 x i16> %208 to <16 x i8>
  %264 = extractelement <16 x i8> %263, i64 11
  %265 = zext i8 %264 to i32
  %266 = xor i32 %262, %265
  %267 = mul i32 %266, 16777619
  %268 = bitcast <8 x i16> %208 to <16 x i8>
  %269 = extractelement <16 x i8> %268, i64 12
  %270 = zext i8 %269 to i32
  %271 = xor i32 %267, %270
  %272 = mul i32 %271, 16777619
  %273 = bitcast <8 x i16> %208 to <16 x i8>
  %274 = extractelement <16 x i8> %273, i64 13
  %275 = zext i8 %274 to i32
  %276 = xor i32 %272, %275
  %277 = mul i32 %276, 16777619
  %278 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i64 0, i64 7
  %279 = bitcast i16* %278 to i8*
  %280 = load i8, i8* %279, align 2, !tbaa !9
  %281 = zext i8 %280 to i32
  %282 = xor i32 %277, %281
  %283 = mul i32 %282, 16777619
  %284 = getelementptr inbounds i8, i8* %207, i64 15
  %285 = load i8, i8* %284, align 1, !tbaa !9
  %286 = zext i8 %285 to i32
  %287 = xor i32 %283, %286
  %288 = mul i32 %287, 16777619
  %289 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), i32 noundef zeroext %288) #6
  %290 = load i32, i32* @check, align 4, !tbaa !5
  %291 = xor i32 %288, %290
  %292 = mul i32 %291, 16777619
  store i32 %292, i32* @check, align 4, !tbaa !5
  %293 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i32 noundef zeroext 723582704) #6
  %294 = load i32, i32* @check, align 4, !tbaa !5
  %295 = xor i32 %294, 723582704
  %296 = mul i32 %295, 16777619
  store i32 %296, i32* @check, align 4, !tbaa !5
  %297 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext -1186541431) #6
  %298 = load i32, i32* @check, align 4, !tbaa !5
  %299 = xor i32 %298, -1186541431
  %300 = mul i32 %299, 16777619
  store i32 %300, i32* @check, align 4, !tbaa !5
  %301 = tail call fastcc <2 x double> @conv3()
  %302 = extractelement <2 x double> %301, i64 0
  %303 = extractelement <2 x double> %301, i64 1
  %304 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), double noundef %302, double noundef %303)
  %305 = tail call fastcc <16 x i8> @bytes(<16 x i8> noundef %392, <16 x i8> noundef %395)
  %306 = extractelement <16 x i8> %305, i64 0
  %307 = zext i8 %306 to i32
  %308 = mul nuw i32 %307, 16777619
  %309 = extractelement <16 x i8> %305, i64 1
  %310 = zext i8 %309 to i32
  %311 = xor i32 %308, %310
  %312 = mul i32 %311, 16777619
  %313 = extractelement <16 x i8> %305, i64 2
  %314 = zext i8 %313 to i32
  %315 = xor i32 %312, %314
  %316 = mul i32 %315, 16777619
  %317 = extractelement <16 x i8> %305, i64 3
  %318 = zext i8 %317 to i32
  %319 = xor i32 %316, %318
  %320 = mul i32 %319, 16777619
  %321 = extractelement <16 x i8> %305, i64 4
  %322 = zext i8 %321 to i32
  %323 = xor i32 %320, %322
  %324 = mul i32 %323, 16777619
  %325 = extractelement <16 x i8> %305, i64 5
  %326 = zext i8 %325 to i32
  %327 = xor i32 %324, %326
  %328 = mul i32 %327, 16777619
  %329 = extractelement <16 x i8> %305, i64 6
  %330 = zext i8 %329 to i32
  %331 = xor i32 %328, %330
  %332 = mul i32 %331, 16777619
  %333 = extractelement <16 x i8> %305, i64 7
  %334 = zext i8 %333 to i32
  %335 = xor i32 %332, %334
  %336 = mul i32 %335, 16777619
  %337 = extractelement <16 x i8> %305, i64 8
  %338 = zext i8 %337 to i32
  %339 = xor i32 %336, %338
  %340 = mul i32 %339, 16777619
  %341 = extractelement <16 x i8> %305, i64 9
  %342 = zext i8 %341 to i32
  %343 = xor i32 %340, %342
  %344 = mul i32 %343, 16777619
  %345 = extractelement <16 x i8> %305, i64 10
  %346 = zext i8 %345 to i32
  %347 = xor i32 %344, %346
  %348 = mul i32 %347, 16777619
  %349 = extractelement <16 x i8> %305, i64 11
  %350 = zext i8 %349 to i32
  %351 = xor i32 %348, %350
  %352 = mul i32 %351, 16777619
  %353 = extractelement <16 x i8> %305, i64 12
  %354 = zext i8 %353 to i32
  %355 = xor i32 %352, %354
  %356 = mul i32 %355, 16777619
  %357 = extractelement <16 x i8> %305, i64 13
  %358 = zext i8 %357 to i32
  %359 = xor i32 %356, %358
  %360 = mul i32 %359, 16777619
  %361 = extractelement <16 x i8> %305, i64 14
  %362 = zext i8 %361 to i32
  %363 = xor i32 %360, %362
  %364 = mul i32 %363, 16777619
  %365 = extractelement <16 x i8> %305, i64 15
  %366 = zext i8 %365 to i32
  %367 = xor i32 %364, %366
  %368 = mul i32 %367, 16777619
  %369 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %368) #6
  %370 = load i32, i32* @check, align 4, !tbaa !5
  %371 = xor i32 %368, %370
  %372 = mul i32 %371, 16777619
  store i32 %372, i32* @check, align 4, !tbaa !5
  %373 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext 1619855469) #6
  %374 = load i32, i32* @check, align 4, !tbaa !5
  %375 = xor i32 %374, 1619855469
  %376 = mul i32 %375, 16777619
  store i32 %376, i32* @check, align 4, !tbaa !5
  br label %476

377:                                              ; preds = %377, %0
  %378 = phi <16 x i8> [ undef, %0 ], [ %392, %377 ]
  %379 = phi <16 x i8> [ undef, %0 ], [ %395, %377 ]
  %380 = phi i32 [ 0, %0 ], [ %396, %377 ]
  %381 = trunc i32 %380 to i8
  %382 = mul i8 %381, 37
  %383 = add i8 %382, 11
  %384 = insertelement <16 x i8> %378, i8 %383, i32 %380
  %385 = mul i8 %381, -13
  %386 = add i8 %385, -6
  %387 = insertelement <16 x i8> %379, i8 %386, i32 %380
  %388 = or i32 %380, 1
  %389 = trunc i32 %388 to i8
  %390 = mul i8 %389, 37
  %391 = add i8 %390, 11
  %392 = insertelement <16 x i8> %384, i8 %391, i32 %388
  %393 = mul i8 %389, -13
  %394 = add i8 %393, -6
  %395 = insertelement <16 x i8> %387, i8 %394, i32 %388
  %396 = add nuw nsw i32 %380, 2
  %397 = icmp eq i32 %396, 16
  br i1 %397, label %5, label %377, !llvm.loop !10

398:                                              ; preds = %476
  %399 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 0
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  call fastcc void @step(%struct.particle* noundef nonnull %399)
  %400 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 0, i32 2
  %401 = load i32, i32* %400, align 16, !tbaa !12
  %402 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 0, i32 0, i64 0
  %403 = load float, float* %402, align 16
  %404 = fpext float %403 to double
  %405 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 0, i32 0, i64 1
  %406 = load float, float* %405, align 4
  %407 = fpext float %406 to double
  %408 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 0, i32 0, i64 2
  %409 = load float, float* %408, align 8
  %410 = fpext float %409 to double
  %411 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 0, i32 0, i64 3
  %412 = load float, float* %411, align 4
  %413 = fpext float %412 to double
  %414 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %401, double noundef %404, double noundef %407, double noundef %410, double noundef %413)
  %415 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 1, i32 2
  %416 = load i32, i32* %415, align 16, !tbaa !12
  %417 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 1, i32 0, i64 0
  %418 = load float, float* %417, align 16
  %419 = fpext float %418 to double
  %420 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 1, i32 0, i64 1
  %421 = load float, float* %420, align 4
  %422 = fpext float %421 to double
  %423 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 1, i32 0, i64 2
  %424 = load float, float* %423, align 8
  %425 = fpext float %424 to double
  %426 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 1, i32 0, i64 3
  %427 = load float, float* %426, align 4
  %428 = fpext float %427 to double
  %429 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %416, double noundef %419, double noundef %422, double noundef %425, double noundef %428)
  %430 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 2, i32 2
  %431 = load i32, i32* %430, align 16, !tbaa !12
  %432 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 2, i32 0, i64 0
  %433 = load float, float* %432, align 16
  %434 = fpext float %433 to double
  %435 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 2, i32 0, i64 1
  %436 = load float, float* %435, align 4
  %437 = fpext float %436 to double
  %438 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 2, i32 0, i64 2
  %439 = load float, float* %438, align 8
  %440 = fpext float %439 to double
  %441 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 2, i32 0, i64 3
  %442 = load float, float* %441, align 4
  %443 = fpext float %442 to double
  %444 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %431, double noundef %434, double noundef %437, double noundef %440, double noundef %443)
  %445 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 3, i32 2
  %446 = load i32, i32* %445, align 16, !tbaa !12
  %447 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 3, i32 0, i64 0
  %448 = load float, float* %447, align 16
  %449 = fpext float %448 to double
  %450 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 3, i32 0, i64 1
  %451 = load float, float* %450, align 4
  %452 = fpext float %451 to double
  %453 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 3, i32 0, i64 2
  %454 = load float, float* %453, align 8
  %455 = fpext float %454 to double
  %456 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 3, i32 0, i64 3
  %457 = load float, float* %456, align 4
  %458 = fpext float %457 to double
  %459 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %446, double noundef %449, double noundef %452, double noundef %455, double noundef %458)
  %460 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 4, i32 2
  %461 = load i32, i32* %460, align 16, !tbaa !12
  %462 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 4, i32 0, i64 0
  %463 = load float, float* %462, align 16
  %464 = fpext float %463 to double
  %465 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 4, i32 0, i64 1
  %466 = load float, float* %465, align 4
  %467 = fpext float %466 to double
  %468 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 4, i32 0, i64 2
  %469 = load float, float* %468, align 8
  %470 = fpext float %469 to double
  %471 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 4, i32 0, i64 3
  %472 = load float, float* %471, align 4
  %473 = fpext float %472 to double
  %474 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %461, double noundef %464, double noundef %467, double noundef %470, double noundef %473)
  %475 = bitcast <4 x i32>* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %475)
  br label %585

476:                                              ; preds = %5, %476
  %477 = phi i64 [ 0, %5 ], [ %490, %476 ]
  %478 = trunc i64 %477 to i32
  %479 = trunc i64 %477 to i32
  %480 = sub i32 0, %479
  %481 = insertelement <2 x i32> poison, i32 %478, i64 0
  %482 = insertelement <2 x i32> %481, i32 %480, i64 1
  %483 = sitofp <2 x i32> %482 to <2 x float>
  %484 = extractelement <2 x float> %483, i64 0
  %485 = fmul float %484, 5.000000e-01
  %486 = shufflevector <2 x float> %483, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %487 = insertelement <4 x float> %486, float 1.000000e+00, i64 3
  %488 = insertelement <4 x float> %487, float %485, i64 2
  %489 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 %477, i32 0
  store <4 x float> %488, <4 x float>* %489, align 16, !tbaa !9
  %490 = add nuw nsw i64 %477, 1
  %491 = trunc i64 %490 to i32
  %492 = sitofp i32 %491 to float
  %493 = insertelement <4 x float> poison, float %492, i64 0
  %494 = shufflevector <4 x float> %493, <4 x float> poison, <4 x i32> zeroinitializer
  %495 = fmul <4 x float> %494, <float 1.000000e+00, float 2.500000e-01, float -5.000000e-01, float 0.000000e+00>
  %496 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 %477, i32 1
  store <4 x float> %495, <4 x float>* %496, align 16, !tbaa !9
  %497 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 %477, i32 2
  store i32 %478, i32* %497, align 16, !tbaa !12
  %498 = icmp eq i64 %490, 5
  br i1 %498, label %398, label %476, !llvm.loop !14

499:                                              ; preds = %585
  store <4 x i32> %612, <4 x i32>* %3, align 16, !tbaa !9
  %500 = extractelement <4 x i32> %612, i64 0
  %501 = and i32 %500, 255
  %502 = mul nuw i32 %501, 16777619
  %503 = bitcast <4 x i32> %612 to <16 x i8>
  %504 = extractelement <16 x i8> %503, i64 1
  %505 = zext i8 %504 to i32
  %506 = xor i32 %502, %505
  %507 = mul i32 %506, 16777619
  %508 = bitcast <4 x i32> %612 to <16 x i8>
  %509 = extractelement <16 x i8> %508, i64 2
  %510 = zext i8 %509 to i32
  %511 = xor i32 %507, %510
  %512 = mul i32 %511, 16777619
  %513 = bitcast <4 x i32> %612 to <16 x i8>
  %514 = extractelement <16 x i8> %513, i64 3
  %515 = zext i8 %514 to i32
  %516 = xor i32 %512, %515
  %517 = mul i32 %516, 16777619
  %518 = bitcast <4 x i32> %612 to <16 x i8>
  %519 = extractelement <16 x i8> %518, i64 4
  %520 = zext i8 %519 to i32
  %521 = xor i32 %517, %520
  %522 = mul i32 %521, 16777619
  %523 = bitcast <4 x i32> %612 to <16 x i8>
  %524 = extractelement <16 x i8> %523, i64 5
  %525 = zext i8 %524 to i32
  %526 = xor i32 %522, %525
  %527 = mul i32 %526, 16777619
  %528 = bitcast <4 x i32> %612 to <16 x i8>
  %529 = extractelement <16 x i8> %528, i64 6
  %530 = zext i8 %529 to i32
  %531 = xor i32 %527, %530
  %532 = mul i32 %531, 16777619
  %533 = bitcast <4 x i32> %612 to <16 x i8>
  %534 = extractelement <16 x i8> %533, i64 7
  %535 = zext i8 %534 to i32
  %536 = xor i32 %532, %535
  %537 = mul i32 %536, 16777619
  %538 = bitcast <4 x i32> %612 to <16 x i8>
  %539 = extractelement <16 x i8> %538, i64 8
  %540 = zext i8 %539 to i32
  %541 = xor i32 %537, %540
  %542 = mul i32 %541, 16777619
  %543 = bitcast <4 x i32> %612 to <16 x i8>
  %544 = extractelement <16 x i8> %543, i64 9
  %545 = zext i8 %544 to i32
  %546 = xor i32 %542, %545
  %547 = mul i32 %546, 16777619
  %548 = bitcast <4 x i32> %612 to <16 x i8>
  %549 = extractelement <16 x i8> %548, i64 10
  %550 = zext i8 %549 to i32
  %551 = xor i32 %547, %550
  %552 = mul i32 %551, 16777619
  %553 = bitcast <4 x i32> %612 to <16 x i8>
  %554 = extractelement <16 x i8> %553, i64 11
  %555 = zext i8 %554 to i32
  %556 = xor i32 %552, %555
  %557 = mul i32 %556, 16777619
  %558 = bitcast <4 x i32> %612 to <16 x i8>
  %559 = extractelement <16 x i8> %558, i64 12
  %560 = zext i8 %559 to i32
  %561 = xor i32 %557, %560
  %562 = mul i32 %561, 16777619
  %563 = bitcast <4 x i32> %612 to <16 x i8>
  %564 = extractelement <16 x i8> %563, i64 13
  %565 = zext i8 %564 to i32
  %566 = xor i32 %562, %565
  %567 = mul i32 %566, 16777619
  %568 = getelementptr inbounds i8, i8* %475, i64 14
  %569 = load i8, i8* %568, align 2, !tbaa !9
  %570 = zext i8 %569 to i32
  %571 = xor i32 %567, %570
  %572 = mul i32 %571, 16777619
  %573 = getelementptr inbounds i8, i8* %475, i64 15
  %574 = load i8, i8* %573, align 1, !tbaa !9
  %575 = zext i8 %574 to i32
  %576 = xor i32 %572, %575
  %577 = mul i32 %576, 16777619
  %578 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i32 noundef zeroext %577) #6
  %579 = load i32, i32* @check, align 4, !tbaa !5
  %580 = xor i32 %577, %579
  %581 = mul i32 %580, 16777619
  store i32 %581, i32* @check, align 4, !tbaa !5
  %582 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef zeroext %581)
  %583 = load i32, i32* @check, align 4, !tbaa !5
  %584 = and i32 %583, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %475)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %207)
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %4) #6
  ret i32 %584

585:                                              ; preds = %585, %398
  %586 = phi i32 [ 0, %398 ], [ %613, %585 ]
  %587 = phi <4 x i32> [ zeroinitializer, %398 ], [ %612, %585 ]
  %588 = insertelement <4 x i32> undef, i32 %586, i64 0
  %589 = mul nuw nsw i32 %586, %586
  %590 = insertelement <4 x i32> %588, i32 %589, i64 1
  %591 = insertelement <2 x i32> poison, i32 %586, i64 0
  %592 = shufflevector <2 x i32> %591, <2 x i32> poison, <2 x i32> zeroinitializer
  %593 = sub nsw <2 x i32> <i32 0, i32 poison>, %592
  %594 = xor <2 x i32> %592, <i32 poison, i32 5>
  %595 = shufflevector <2 x i32> %593, <2 x i32> %594, <2 x i32> <i32 0, i32 3>
  %596 = shufflevector <2 x i32> %595, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %597 = shufflevector <4 x i32> %590, <4 x i32> %596, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %598 = mul <4 x i32> %597, <i32 1, i32 -2, i32 300000, i32 -40000>
  %599 = add <4 x i32> %587, %598
  %600 = or i32 %586, 1
  %601 = insertelement <4 x i32> undef, i32 %600, i64 0
  %602 = mul nuw nsw i32 %600, %600
  %603 = insertelement <4 x i32> %601, i32 %602, i64 1
  %604 = insertelement <2 x i32> poison, i32 %600, i64 0
  %605 = shufflevector <2 x i32> %604, <2 x i32> poison, <2 x i32> zeroinitializer
  %606 = sub nsw <2 x i32> <i32 0, i32 poison>, %605
  %607 = xor <2 x i32> %605, <i32 poison, i32 5>
  %608 = shufflevector <2 x i32> %606, <2 x i32> %607, <2 x i32> <i32 0, i32 3>
  %609 = shufflevector <2 x i32> %608, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %610 = shufflevector <4 x i32> %603, <4 x i32> %609, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %611 = mul <4 x i32> %610, <i32 1, i32 -2, i32 300000, i32 -40000>
  %612 = add <4 x i32> %599, %611
  %613 = add nuw nsw i32 %586, 2
  %614 = icmp eq i32 %613, 100
  br i1 %614, label %499, label %585, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <2 x double> @axpy() unnamed_addr #2 {
  ret <2 x double> <double 4.375000e+00, double -1.137500e+01>
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <4 x float> @lerp() unnamed_addr #2 {
  ret <4 x float> <float 6.250000e-01, float -6.250000e-01, float 9.375000e-01, float 0x4052C20000000000>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i32 @hsum() unnamed_addr #2 {
  ret i32 259999
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i32 @lane(<4 x i32> noundef %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = and i32 %1, 3
  %4 = extractelement <4 x i32> %0, i32 %3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <4 x i32> @setlane() unnamed_addr #2 {
  ret <4 x i32> <i32 1, i32 99, i32 300000, i32 -40000>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <4 x i32> @shuf() unnamed_addr #2 {
  ret <4 x i32> <i32 1048576, i32 1, i32 7, i32 300000>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <8 x i16> @shuf16() unnamed_addr #2 {
  ret <8 x i16> <i16 -8, i16 -7, i16 -6, i16 -5, i16 4, i16 3, i16 2, i16 1>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <2 x double> @conv3() unnamed_addr #2 {
  ret <2 x double> <double -2.000000e+00, double -4.000000e+04>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <16 x i8> @bytes(<16 x i8> noundef %0, <16 x i8> noundef %1) unnamed_addr #2 {
  %3 = icmp ugt <16 x i8> %0, %1
  %4 = add <16 x i8> %1, %0
  %5 = sub <16 x i8> %0, %1
  %6 = sub <16 x i8> %1, %0
  %7 = select <16 x i1> %3, <16 x i8> %5, <16 x i8> %6
  %8 = xor <16 x i8> %7, %4
  ret <16 x i8> %8
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @step(%struct.particle* nocapture noundef %0) unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 0, i32 1
  %3 = load <4 x float>, <4 x float>* %2, align 16, !tbaa !9
  %4 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 0, i32 0
  %5 = load <4 x float>, <4 x float>* %4, align 16, !tbaa !9
  %6 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, <4 x float> %5)
  store <4 x float> %6, <4 x float>* %4, align 16, !tbaa !9
  %7 = fmul <4 x float> %3, <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEF5C2900000000, float 1.000000e+00>
  store <4 x float> %7, <4 x float>* %2, align 16, !tbaa !9
  %8 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 1, i32 1
  %9 = load <4 x float>, <4 x float>* %8, align 16, !tbaa !9
  %10 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 1, i32 0
  %11 = load <4 x float>, <4 x float>* %10, align 16, !tbaa !9
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %9, <4 x float> <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, <4 x float> %11)
  store <4 x float> %12, <4 x float>* %10, align 16, !tbaa !9
  %13 = fmul <4 x float> %9, <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEF5C2900000000, float 1.000000e+00>
  store <4 x float> %13, <4 x float>* %8, align 16, !tbaa !9
  %14 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 2, i32 1
  %15 = load <4 x float>, <4 x float>* %14, align 16, !tbaa !9
  %16 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 2, i32 0
  %17 = load <4 x float>, <4 x float>* %16, align 16, !tbaa !9
  %18 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %15, <4 x float> <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, <4 x float> %17)
  store <4 x float> %18, <4 x float>* %16, align 16, !tbaa !9
  %19 = fmul <4 x float> %15, <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEF5C2900000000, float 1.000000e+00>
  store <4 x float> %19, <4 x float>* %14, align 16, !tbaa !9
  %20 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 3, i32 1
  %21 = load <4 x float>, <4 x float>* %20, align 16, !tbaa !9
  %22 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 3, i32 0
  %23 = load <4 x float>, <4 x float>* %22, align 16, !tbaa !9
  %24 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %21, <4 x float> <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, <4 x float> %23)
  store <4 x float> %24, <4 x float>* %22, align 16, !tbaa !9
  %25 = fmul <4 x float> %21, <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEF5C2900000000, float 1.000000e+00>
  store <4 x float> %25, <4 x float>* %20, align 16, !tbaa !9
  %26 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 4, i32 1
  %27 = load <4 x float>, <4 x float>* %26, align 16, !tbaa !9
  %28 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 4, i32 0
  %29 = load <4 x float>, <4 x float>* %28, align 16, !tbaa !9
  %30 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %27, <4 x float> <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, <4 x float> %29)
  store <4 x float> %30, <4 x float>* %28, align 16, !tbaa !9
  %31 = fmul <4 x float> %27, <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEF5C2900000000, float 1.000000e+00>
  store <4 x float> %31, <4 x float>* %26, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !6, i64 32}
!13 = !{!"particle", !7, i64 0, !7, i64 16, !6, i64 32}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
