; ModuleID = 'c/vec_ext.c'
source_filename = "c/vec_ext.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x %struct.particle], align 16
  %2 = alloca <8 x i16>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = bitcast [5 x %struct.particle]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %4) #6
  br label %379

5:                                                ; preds = %379
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef -1663752768) #6
  %7 = load i32, i32* @check, align 4, !tbaa !5
  %8 = xor i32 %7, -1663752768
  %9 = mul i32 %8, 16777619
  store i32 %9, i32* @check, align 4, !tbaa !5
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef -1339626929) #6
  %11 = load i32, i32* @check, align 4, !tbaa !5
  %12 = xor i32 %11, -1339626929
  %13 = mul i32 %12, 16777619
  store i32 %13, i32* @check, align 4, !tbaa !5
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef -2058298009) #6
  %15 = load i32, i32* @check, align 4, !tbaa !5
  %16 = xor i32 %15, -2058298009
  %17 = mul i32 %16, 16777619
  store i32 %17, i32* @check, align 4, !tbaa !5
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0), i32 noundef -777677766) #6
  %19 = load i32, i32* @check, align 4, !tbaa !5
  %20 = xor i32 %19, -777677766
  %21 = mul i32 %20, 16777619
  store i32 %21, i32* @check, align 4, !tbaa !5
  %22 = tail call fastcc <2 x double> @axpy()
  %23 = extractelement <2 x double> %22, i64 0
  %24 = extractelement <2 x double> %22, i64 1
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), double noundef %23, double noundef %24)
  %26 = tail call fastcc <4 x float> @lerp()
  %27 = extractelement <4 x float> %26, i64 0
  %28 = fpext float %27 to double
  %29 = extractelement <4 x float> %26, i64 1
  %30 = fpext float %29 to double
  %31 = extractelement <4 x float> %26, i64 2
  %32 = fpext float %31 to double
  %33 = extractelement <4 x float> %26, i64 3
  %34 = fpext float %33 to double
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i32 0, i32 0), double noundef %28, double noundef %30, double noundef %32, double noundef %34)
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), double noundef 3.000000e+00, double noundef -5.000000e-01)
  %37 = tail call fastcc i32 @hsum()
  %38 = tail call fastcc i32 @lane(<4 x i32> noundef <i32 1, i32 -2, i32 300000, i32 -40000>, i32 noundef 2)
  %39 = tail call fastcc i32 @lane(<4 x i32> noundef <i32 7, i32 7, i32 -9, i32 1048576>, i32 noundef 7)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i32 0, i32 0), i32 noundef %37, i32 noundef %38, i32 noundef %39)
  %41 = tail call fastcc <4 x i32> @setlane()
  %42 = bitcast <4 x i32> %41 to <16 x i8>
  %43 = extractelement <16 x i8> %42, i64 0
  %44 = zext i8 %43 to i32
  %45 = mul nuw i32 %44, 16777619
  %46 = bitcast <4 x i32> %41 to <16 x i8>
  %47 = extractelement <16 x i8> %46, i64 1
  %48 = zext i8 %47 to i32
  %49 = xor i32 %45, %48
  %50 = mul i32 %49, 16777619
  %51 = bitcast <4 x i32> %41 to <16 x i8>
  %52 = extractelement <16 x i8> %51, i64 2
  %53 = zext i8 %52 to i32
  %54 = xor i32 %50, %53
  %55 = mul i32 %54, 16777619
  %56 = bitcast <4 x i32> %41 to <16 x i8>
  %57 = extractelement <16 x i8> %56, i64 3
  %58 = zext i8 %57 to i32
  %59 = xor i32 %55, %58
  %60 = mul i32 %59, 16777619
  %61 = bitcast <4 x i32> %41 to <16 x i8>
  %62 = extractelement <16 x i8> %61, i64 4
  %63 = zext i8 %62 to i32
  %64 = xor i32 %60, %63
  %65 = mul i32 %64, 16777619
  %66 = bitcast <4 x i32> %41 to <16 x i8>
  %67 = extractelement <16 x i8> %66, i64 5
  %68 = zext i8 %67 to i32
  %69 = xor i32 %65, %68
  %70 = mul i32 %69, 16777619
  %71 = bitcast <4 x i32> %41 to <16 x i8>
  %72 = extractelement <16 x i8> %71, i64 6
  %73 = zext i8 %72 to i32
  %74 = xor i32 %70, %73
  %75 = mul i32 %74, 16777619
  %76 = bitcast <4 x i32> %41 to <16 x i8>
  %77 = extractelement <16 x i8> %76, i64 7
  %78 = zext i8 %77 to i32
  %79 = xor i32 %75, %78
  %80 = mul i32 %79, 16777619
  %81 = bitcast <4 x i32> %41 to <16 x i8>
  %82 = extractelement <16 x i8> %81, i64 8
  %83 = zext i8 %82 to i32
  %84 = xor i32 %80, %83
  %85 = mul i32 %84, 16777619
  %86 = bitcast <4 x i32> %41 to <16 x i8>
  %87 = extractelement <16 x i8> %86, i64 9
  %88 = zext i8 %87 to i32
  %89 = xor i32 %85, %88
  %90 = mul i32 %89, 16777619
  %91 = bitcast <4 x i32> %41 to <16 x i8>
  %92 = extractelement <16 x i8> %91, i64 10
  %93 = zext i8 %92 to i32
  %94 = xor i32 %90, %93
  %95 = mul i32 %94, 16777619
  %96 = bitcast <4 x i32> %41 to <16 x i8>
  %97 = extractelement <16 x i8> %96, i64 11
  %98 = zext i8 %97 to i32
  %99 = xor i32 %95, %98
  %100 = mul i32 %99, 16777619
  %101 = bitcast <4 x i32> %41 to <16 x i8>
  %102 = extractelement <16 x i8> %101, i64 12
  %103 = zext i8 %102 to i32
  %104 = xor i32 %100, %103
  %105 = mul i32 %104, 16777619
  %106 = bitcast <4 x i32> %41 to <16 x i8>
  %107 = extractelement <16 x i8> %106, i64 13
  %108 = zext i8 %107 to i32
  %109 = xor i32 %105, %108
  %110 = mul i32 %109, 16777619
  %111 = bitcast <4 x i32> %41 to <16 x i8>
  %112 = extractelement <16 x i8> %111, i64 14
  %113 = zext i8 %112 to i32
  %114 = xor i32 %110, %113
  %115 = mul i32 %114, 16777619
  %116 = bitcast <4 x i32> %41 to <16 x i8>
  %117 = extractelement <16 x i8> %116, i64 15
  %118 = zext i8 %117 to i32
  %119 = xor i32 %115, %118
  %120 = mul i32 %119, 16777619
  %121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %120) #6
  %122 = load i32, i32* @check, align 4, !tbaa !5
  %123 = xor i32 %120, %122
  %124 = mul i32 %123, 16777619
  store i32 %124, i32* @check, align 4, !tbaa !5
  %125 = tail call fastcc <4 x i32> @shuf()
  %126 = bitcast <4 x i32> %125 to <16 x i8>
  %127 = extractelement <16 x i8> %126, i64 0
  %128 = zext i8 %127 to i32
  %129 = mul nuw i32 %128, 16777619
  %130 = bitcast <4 x i32> %125 to <16 x i8>
  %131 = extractelement <16 x i8> %130, i64 1
  %132 = zext i8 %131 to i32
  %133 = xor i32 %129, %132
  %134 = mul i32 %133, 16777619
  %135 = bitcast <4 x i32> %125 to <16 x i8>
  %136 = extractelement <16 x i8> %135, i64 2
  %137 = zext i8 %136 to i32
  %138 = xor i32 %134, %137
  %139 = mul i32 %138, 16777619
  %140 = bitcast <4 x i32> %125 to <16 x i8>
  %141 = extractelement <16 x i8> %140, i64 3
  %142 = zext i8 %141 to i32
  %143 = xor i32 %139, %142
  %144 = mul i32 %143, 16777619
  %145 = bitcast <4 x i32> %125 to <16 x i8>
  %146 = extractelement <16 x i8> %145, i64 4
  %147 = zext i8 %146 to i32
  %148 = xor i32 %144, %147
  %149 = mul i32 %148, 16777619
  %150 = bitcast <4 x i32> %125 to <16 x i8>
  %151 = extractelement <16 x i8> %150, i64 5
  %152 = zext i8 %151 to i32
  %153 = xor i32 %149, %152
  %154 = mul i32 %153, 16777619
  %155 = bitcast <4 x i32> %125 to <16 x i8>
  %156 = extractelement <16 x i8> %155, i64 6
  %157 = zext i8 %156 to i32
  %158 = xor i32 %154, %157
  %159 = mul i32 %158, 16777619
  %160 = bitcast <4 x i32> %125 to <16 x i8>
  %161 = extractelement <16 x i8> %160, i64 7
  %162 = zext i8 %161 to i32
  %163 = xor i32 %159, %162
  %164 = mul i32 %163, 16777619
  %165 = bitcast <4 x i32> %125 to <16 x i8>
  %166 = extractelement <16 x i8> %165, i64 8
  %167 = zext i8 %166 to i32
  %168 = xor i32 %164, %167
  %169 = mul i32 %168, 16777619
  %170 = bitcast <4 x i32> %125 to <16 x i8>
  %171 = extractelement <16 x i8> %170, i64 9
  %172 = zext i8 %171 to i32
  %173 = xor i32 %169, %172
  %174 = mul i32 %173, 16777619
  %175 = bitcast <4 x i32> %125 to <16 x i8>
  %176 = extractelement <16 x i8> %175, i64 10
  %177 = zext i8 %176 to i32
  %178 = xor i32 %174, %177
  %179 = mul i32 %178, 16777619
  %180 = bitcast <4 x i32> %125 to <16 x i8>
  %181 = extractelement <16 x i8> %180, i64 11
  %182 = zext i8 %181 to i32
  %183 = xor i32 %179, %182
  %184 = mul i32 %183, 16777619
  %185 = bitcast <4 x i32> %125 to <16 x i8>
  %186 = extractelement <16 x i8> %185, i64 12
  %187 = zext i8 %186 to i32
  %188 = xor i32 %184, %187
  %189 = mul i32 %188, 16777619
  %190 = bitcast <4 x i32> %125 to <16 x i8>
  %191 = extractelement <16 x i8> %190, i64 13
  %192 = zext i8 %191 to i32
  %193 = xor i32 %189, %192
  %194 = mul i32 %193, 16777619
  %195 = bitcast <4 x i32> %125 to <16 x i8>
  %196 = extractelement <16 x i8> %195, i64 14
  %197 = zext i8 %196 to i32
  %198 = xor i32 %194, %197
  %199 = mul i32 %198, 16777619
  %200 = bitcast <4 x i32> %125 to <16 x i8>
  %201 = extractelement <16 x i8> %200, i64 15
  %202 = zext i8 %201 to i32
  %203 = xor i32 %199, %202
  %204 = mul i32 %203, 16777619
  %205 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i32 noundef %204) #6
  %206 = load i32, i32* @check, align 4, !tbaa !5
  %207 = xor i32 %204, %206
  %208 = mul i32 %207, 16777619
  store i32 %208, i32* @check, align 4, !tbaa !5
  %209 = bitcast <8 x i16>* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %209)
  %210 = tail call fastcc <8 x i16> @shuf16()
  store <8 x i16> %210, <8 x i16>* %2, align 16, !tbaa !9
  %211 = bitcast <8 x i16> %210 to <16 x i8>
  %212 = extractelement <16 x i8> %211, i64 0
  %213 = zext i8 %212 to i32
  %214 = mul nuw i32 %213, 16777619
  %215 = bitcast <8 x i16> %210 to <16 x i8>
  %216 = extractelement <16 x i8> %215, i64 1
  %217 = zext i8 %216 to i32
  %218 = xor i32 %214, %217
  %219 = mul i32 %218, 16777619
  %220 = bitcast <8 x i16> %210 to <16 x i8>
  %221 = extractelement <16 x i8> %220, i64 2
  %222 = zext i8 %221 to i32
  %223 = xor i32 %219, %222
  %224 = mul i32 %223, 16777619
  %225 = bitcast <8 x i16> %210 to <16 x i8>
  %226 = extractelement <16 x i8> %225, i64 3
  %227 = zext i8 %226 to i32
  %228 = xor i32 %224, %227
  %229 = mul i32 %228, 16777619
  %230 = bitcast <8 x i16> %210 to <16 x i8>
  %231 = extractelement <16 x i8> %230, i64 4
  %232 = zext i8 %231 to i32
  %233 = xor i32 %229, %232
  %234 = mul i32 %233, 16777619
  %235 = bitcast <8 x i16> %210 to <16 x i8>
  %236 = extractelement <16 x i8> %235, i64 5
  %237 = zext i8 %236 to i32
  %238 = xor i32 %234, %237
  %239 = mul i32 %238, 16777619
  %240 = bitcast <8 x i16> %210 to <16 x i8>
  %241 = extractelement <16 x i8> %240, i64 6
  %242 = zext i8 %241 to i32
  %243 = xor i32 %239, %242
  %244 = mul i32 %243, 16777619
  %245 = bitcast <8 x i16> %210 to <16 x i8>
  %246 = extractelement <16 x i8> %245, i64 7
  %247 = zext i8 %246 to i32
  %248 = xor i32 %244, %247
  %249 = mul i32 %248, 16777619
  %250 = bitcast <8 x i16> %210 to <16 x i8>
  %251 = extractelement <16 x i8> %250, i64 8
  %252 = zext i8 %251 to i32
  %253 = xor i32 %249, %252
  %254 = mul i32 %253, 16777619
  %255 = bitcast <8 x i16> %210 to <16 x i8>
  %256 = extractelement <16 x i8> %255, i64 9
  %257 = zext i8 %256 to i32
  %258 = xor i32 %254, %257
  %259 = mul i32 %258, 16777619
  %260 = bitcast <8 x i16> %210 to <16 x i8>
  %261 = extractelement <16 x i8> %260, i64 10
  %262 = zext i8 %261 to i32
  %263 = xor i32 %259, %262
  %264 = mul i32 %263, 16777619
  %265 = bitcast <8 x i16> %210 to <16 x i8>
  %266 = extractelement <16 x i8> %265, i64 11
  %267 = zext i8 %266 to i32
  %268 = xor i32 %264, %267
  %269 = mul i32 %268, 16777619
  %270 = bitcast <8 x i16> %210 to <16 x i8>
  %271 = extractelement <16 x i8> %270, i64 12
  %272 = zext i8 %271 to i32
  %273 = xor i32 %269, %272
  %274 = mul i32 %273, 16777619
  %275 = bitcast <8 x i16> %210 to <16 x i8>
  %276 = extractelement <16 x i8> %275, i64 13
  %277 = zext i8 %276 to i32
  %278 = xor i32 %274, %277
  %279 = mul i32 %278, 16777619
  %280 = getelementptr inbounds <8 x i16>, <8 x i16>* %2, i32 0, i32 7
  %281 = bitcast i16* %280 to i8*
  %282 = load i8, i8* %281, align 2, !tbaa !9
  %283 = zext i8 %282 to i32
  %284 = xor i32 %279, %283
  %285 = mul i32 %284, 16777619
  %286 = getelementptr inbounds i8, i8* %209, i32 15
  %287 = load i8, i8* %286, align 1, !tbaa !9
  %288 = zext i8 %287 to i32
  %289 = xor i32 %285, %288
  %290 = mul i32 %289, 16777619
  %291 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0), i32 noundef %290) #6
  %292 = load i32, i32* @check, align 4, !tbaa !5
  %293 = xor i32 %290, %292
  %294 = mul i32 %293, 16777619
  store i32 %294, i32* @check, align 4, !tbaa !5
  %295 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i32 noundef -1883490352) #6
  %296 = load i32, i32* @check, align 4, !tbaa !5
  %297 = xor i32 %296, -1883490352
  %298 = mul i32 %297, 16777619
  store i32 %298, i32* @check, align 4, !tbaa !5
  %299 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0), i32 noundef -71362669) #6
  %300 = load i32, i32* @check, align 4, !tbaa !5
  %301 = xor i32 %300, -71362669
  %302 = mul i32 %301, 16777619
  store i32 %302, i32* @check, align 4, !tbaa !5
  %303 = tail call fastcc <2 x double> @conv3()
  %304 = extractelement <2 x double> %303, i64 0
  %305 = extractelement <2 x double> %303, i64 1
  %306 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), double noundef %304, double noundef %305)
  %307 = tail call fastcc <16 x i8> @bytes(<16 x i8> noundef %386, <16 x i8> noundef %389)
  %308 = extractelement <16 x i8> %307, i64 0
  %309 = zext i8 %308 to i32
  %310 = mul nuw i32 %309, 16777619
  %311 = extractelement <16 x i8> %307, i64 1
  %312 = zext i8 %311 to i32
  %313 = xor i32 %310, %312
  %314 = mul i32 %313, 16777619
  %315 = extractelement <16 x i8> %307, i64 2
  %316 = zext i8 %315 to i32
  %317 = xor i32 %314, %316
  %318 = mul i32 %317, 16777619
  %319 = extractelement <16 x i8> %307, i64 3
  %320 = zext i8 %319 to i32
  %321 = xor i32 %318, %320
  %322 = mul i32 %321, 16777619
  %323 = extractelement <16 x i8> %307, i64 4
  %324 = zext i8 %323 to i32
  %325 = xor i32 %322, %324
  %326 = mul i32 %325, 16777619
  %327 = extractelement <16 x i8> %307, i64 5
  %328 = zext i8 %327 to i32
  %329 = xor i32 %326, %328
  %330 = mul i32 %329, 16777619
  %331 = extractelement <16 x i8> %307, i64 6
  %332 = zext i8 %331 to i32
  %333 = xor i32 %330, %332
  %334 = mul i32 %333, 16777619
  %335 = extractelement <16 x i8> %307, i64 7
  %336 = zext i8 %335 to i32
  %337 = xor i32 %334, %336
  %338 = mul i32 %337, 16777619
  %339 = extractelement <16 x i8> %307, i64 8
  %340 = zext i8 %339 to i32
  %341 = xor i32 %338, %340
  %342 = mul i32 %341, 16777619
  %343 = extractelement <16 x i8> %307, i64 9
  %344 = zext i8 %343 to i32
  %345 = xor i32 %342, %344
  %346 = mul i32 %345, 16777619
  %347 = extractelement <16 x i8> %307, i64 10
  %348 = zext i8 %347 to i32
  %349 = xor i32 %346, %348
  %350 = mul i32 %349, 16777619
  %351 = extractelement <16 x i8> %307, i64 11
  %352 = zext i8 %351 to i32
  %353 = xor i32 %350, %352
  %354 = mul i32 %353, 16777619
  %355 = extractelement <16 x i8> %307, i64 12
  %356 = zext i8 %355 to i32
  %357 = xor i32 %354, %356
  %358 = mul i32 %357, 16777619
  %359 = extractelement <16 x i8> %307, i64 13
  %360 = zext i8 %359 to i32
  %361 = xor i32 %358, %360
  %362 = mul i32 %361, 16777619
  %363 = extractelement <16 x i8> %307, i64 14
  %364 = zext i8 %363 to i32
  %365 = xor i32 %362, %364
  %366 = mul i32 %365, 16777619
  %367 = extractelement <16 x i8> %307, i64 15
  %368 = zext i8 %367 to i32
  %369 = xor i32 %366, %368
  %370 = mul i32 %369, 16777619
  %371 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef %370) #6
  %372 = load i32, i32* @check, align 4, !tbaa !5
  %373 = xor i32 %370, %372
  %374 = mul i32 %373, 16777619
  store i32 %374, i32* @check, align 4, !tbaa !5
  %375 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0), i32 noundef 200224039) #6
  %376 = load i32, i32* @check, align 4, !tbaa !5
  %377 = xor i32 %376, 200224039
  %378 = mul i32 %377, 16777619
  store i32 %378, i32* @check, align 4, !tbaa !5
  br label %460

379:                                              ; preds = %0, %379
  %380 = phi <16 x i8> [ undef, %0 ], [ %386, %379 ]
  %381 = phi <16 x i8> [ undef, %0 ], [ %389, %379 ]
  %382 = phi i32 [ 0, %0 ], [ %390, %379 ]
  %383 = trunc i32 %382 to i8
  %384 = mul i8 %383, 37
  %385 = add i8 %384, 11
  %386 = insertelement <16 x i8> %380, i8 %385, i32 %382
  %387 = mul i8 %383, -13
  %388 = add i8 %387, -6
  %389 = insertelement <16 x i8> %381, i8 %388, i32 %382
  %390 = add nuw nsw i32 %382, 1
  %391 = icmp eq i32 %390, 16
  br i1 %391, label %5, label %379, !llvm.loop !10

392:                                              ; preds = %460
  %393 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 0
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  call fastcc void @step(%struct.particle* noundef nonnull %393)
  %394 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 0, i32 2
  %395 = load i32, i32* %394, align 16, !tbaa !12
  %396 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 0, i32 0
  %397 = load <4 x float>, <4 x float>* %396, align 16, !tbaa !9
  %398 = extractelement <4 x float> %397, i64 0
  %399 = fpext float %398 to double
  %400 = extractelement <4 x float> %397, i64 1
  %401 = fpext float %400 to double
  %402 = extractelement <4 x float> %397, i64 2
  %403 = fpext float %402 to double
  %404 = extractelement <4 x float> %397, i64 3
  %405 = fpext float %404 to double
  %406 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i32 0, i32 0), i32 noundef %395, double noundef %399, double noundef %401, double noundef %403, double noundef %405)
  %407 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 1, i32 2
  %408 = load i32, i32* %407, align 16, !tbaa !12
  %409 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 1, i32 0
  %410 = load <4 x float>, <4 x float>* %409, align 16, !tbaa !9
  %411 = extractelement <4 x float> %410, i64 0
  %412 = fpext float %411 to double
  %413 = extractelement <4 x float> %410, i64 1
  %414 = fpext float %413 to double
  %415 = extractelement <4 x float> %410, i64 2
  %416 = fpext float %415 to double
  %417 = extractelement <4 x float> %410, i64 3
  %418 = fpext float %417 to double
  %419 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i32 0, i32 0), i32 noundef %408, double noundef %412, double noundef %414, double noundef %416, double noundef %418)
  %420 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 2, i32 2
  %421 = load i32, i32* %420, align 16, !tbaa !12
  %422 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 2, i32 0
  %423 = load <4 x float>, <4 x float>* %422, align 16, !tbaa !9
  %424 = extractelement <4 x float> %423, i64 0
  %425 = fpext float %424 to double
  %426 = extractelement <4 x float> %423, i64 1
  %427 = fpext float %426 to double
  %428 = extractelement <4 x float> %423, i64 2
  %429 = fpext float %428 to double
  %430 = extractelement <4 x float> %423, i64 3
  %431 = fpext float %430 to double
  %432 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i32 0, i32 0), i32 noundef %421, double noundef %425, double noundef %427, double noundef %429, double noundef %431)
  %433 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 3, i32 2
  %434 = load i32, i32* %433, align 16, !tbaa !12
  %435 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 3, i32 0
  %436 = load <4 x float>, <4 x float>* %435, align 16, !tbaa !9
  %437 = extractelement <4 x float> %436, i64 0
  %438 = fpext float %437 to double
  %439 = extractelement <4 x float> %436, i64 1
  %440 = fpext float %439 to double
  %441 = extractelement <4 x float> %436, i64 2
  %442 = fpext float %441 to double
  %443 = extractelement <4 x float> %436, i64 3
  %444 = fpext float %443 to double
  %445 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i32 0, i32 0), i32 noundef %434, double noundef %438, double noundef %440, double noundef %442, double noundef %444)
  %446 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 4, i32 2
  %447 = load i32, i32* %446, align 16, !tbaa !12
  %448 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 4, i32 0
  %449 = load <4 x float>, <4 x float>* %448, align 16, !tbaa !9
  %450 = extractelement <4 x float> %449, i64 0
  %451 = fpext float %450 to double
  %452 = extractelement <4 x float> %449, i64 1
  %453 = fpext float %452 to double
  %454 = extractelement <4 x float> %449, i64 2
  %455 = fpext float %454 to double
  %456 = extractelement <4 x float> %449, i64 3
  %457 = fpext float %456 to double
  %458 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i32 0, i32 0), i32 noundef %447, double noundef %451, double noundef %453, double noundef %455, double noundef %457)
  %459 = bitcast <4 x i32>* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %459)
  br label %565

460:                                              ; preds = %5, %460
  %461 = phi i32 [ 0, %5 ], [ %470, %460 ]
  %462 = sitofp i32 %461 to float
  %463 = sub nsw i32 0, %461
  %464 = sitofp i32 %463 to float
  %465 = fmul float %462, 5.000000e-01
  %466 = insertelement <4 x float> <float poison, float poison, float poison, float 1.000000e+00>, float %462, i64 0
  %467 = insertelement <4 x float> %466, float %464, i64 1
  %468 = insertelement <4 x float> %467, float %465, i64 2
  %469 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 %461, i32 0
  store <4 x float> %468, <4 x float>* %469, align 16, !tbaa !9
  %470 = add nuw nsw i32 %461, 1
  %471 = sitofp i32 %470 to float
  %472 = insertelement <4 x float> poison, float %471, i64 0
  %473 = shufflevector <4 x float> %472, <4 x float> poison, <4 x i32> zeroinitializer
  %474 = fmul <4 x float> %473, <float 1.000000e+00, float 2.500000e-01, float -5.000000e-01, float 0.000000e+00>
  %475 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 %461, i32 1
  store <4 x float> %474, <4 x float>* %475, align 16, !tbaa !9
  %476 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i32 0, i32 %461, i32 2
  store i32 %461, i32* %476, align 16, !tbaa !12
  %477 = icmp eq i32 %470, 5
  br i1 %477, label %392, label %460, !llvm.loop !14

478:                                              ; preds = %565
  store <4 x i32> %576, <4 x i32>* %3, align 16, !tbaa !9
  %479 = bitcast <4 x i32> %576 to <16 x i8>
  %480 = extractelement <16 x i8> %479, i64 0
  %481 = zext i8 %480 to i32
  %482 = mul nuw i32 %481, 16777619
  %483 = bitcast <4 x i32> %576 to <16 x i8>
  %484 = extractelement <16 x i8> %483, i64 1
  %485 = zext i8 %484 to i32
  %486 = xor i32 %482, %485
  %487 = mul i32 %486, 16777619
  %488 = bitcast <4 x i32> %576 to <16 x i8>
  %489 = extractelement <16 x i8> %488, i64 2
  %490 = zext i8 %489 to i32
  %491 = xor i32 %487, %490
  %492 = mul i32 %491, 16777619
  %493 = bitcast <4 x i32> %576 to <16 x i8>
  %494 = extractelement <16 x i8> %493, i64 3
  %495 = zext i8 %494 to i32
  %496 = xor i32 %492, %495
  %497 = mul i32 %496, 16777619
  %498 = bitcast <4 x i32> %576 to <16 x i8>
  %499 = extractelement <16 x i8> %498, i64 4
  %500 = zext i8 %499 to i32
  %501 = xor i32 %497, %500
  %502 = mul i32 %501, 16777619
  %503 = bitcast <4 x i32> %576 to <16 x i8>
  %504 = extractelement <16 x i8> %503, i64 5
  %505 = zext i8 %504 to i32
  %506 = xor i32 %502, %505
  %507 = mul i32 %506, 16777619
  %508 = bitcast <4 x i32> %576 to <16 x i8>
  %509 = extractelement <16 x i8> %508, i64 6
  %510 = zext i8 %509 to i32
  %511 = xor i32 %507, %510
  %512 = mul i32 %511, 16777619
  %513 = bitcast <4 x i32> %576 to <16 x i8>
  %514 = extractelement <16 x i8> %513, i64 7
  %515 = zext i8 %514 to i32
  %516 = xor i32 %512, %515
  %517 = mul i32 %516, 16777619
  %518 = bitcast <4 x i32> %576 to <16 x i8>
  %519 = extractelement <16 x i8> %518, i64 8
  %520 = zext i8 %519 to i32
  %521 = xor i32 %517, %520
  %522 = mul i32 %521, 16777619
  %523 = bitcast <4 x i32> %576 to <16 x i8>
  %524 = extractelement <16 x i8> %523, i64 9
  %525 = zext i8 %524 to i32
  %526 = xor i32 %522, %525
  %527 = mul i32 %526, 16777619
  %528 = bitcast <4 x i32> %576 to <16 x i8>
  %529 = extractelement <16 x i8> %528, i64 10
  %530 = zext i8 %529 to i32
  %531 = xor i32 %527, %530
  %532 = mul i32 %531, 16777619
  %533 = bitcast <4 x i32> %576 to <16 x i8>
  %534 = extractelement <16 x i8> %533, i64 11
  %535 = zext i8 %534 to i32
  %536 = xor i32 %532, %535
  %537 = mul i32 %536, 16777619
  %538 = bitcast <4 x i32> %576 to <16 x i8>
  %539 = extractelement <16 x i8> %538, i64 12
  %540 = zext i8 %539 to i32
  %541 = xor i32 %537, %540
  %542 = mul i32 %541, 16777619
  %543 = bitcast <4 x i32> %576 to <16 x i8>
  %544 = extractelement <16 x i8> %543, i64 13
  %545 = zext i8 %544 to i32
  %546 = xor i32 %542, %545
  %547 = mul i32 %546, 16777619
  %548 = getelementptr inbounds i8, i8* %459, i32 14
  %549 = load i8, i8* %548, align 2, !tbaa !9
  %550 = zext i8 %549 to i32
  %551 = xor i32 %547, %550
  %552 = mul i32 %551, 16777619
  %553 = getelementptr inbounds i8, i8* %459, i32 15
  %554 = load i8, i8* %553, align 1, !tbaa !9
  %555 = zext i8 %554 to i32
  %556 = xor i32 %552, %555
  %557 = mul i32 %556, 16777619
  %558 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i32 noundef %557) #6
  %559 = load i32, i32* @check, align 4, !tbaa !5
  %560 = xor i32 %557, %559
  %561 = mul i32 %560, 16777619
  store i32 %561, i32* @check, align 4, !tbaa !5
  %562 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i32 0, i32 0), i32 noundef %561)
  %563 = load i32, i32* @check, align 4, !tbaa !5
  %564 = and i32 %563, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %459)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %209)
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %4) #6
  ret i32 %564

565:                                              ; preds = %392, %565
  %566 = phi i32 [ 0, %392 ], [ %577, %565 ]
  %567 = phi <4 x i32> [ zeroinitializer, %392 ], [ %576, %565 ]
  %568 = insertelement <4 x i32> undef, i32 %566, i64 0
  %569 = mul nuw nsw i32 %566, %566
  %570 = insertelement <4 x i32> %568, i32 %569, i64 1
  %571 = sub nsw i32 0, %566
  %572 = insertelement <4 x i32> %570, i32 %571, i64 2
  %573 = xor i32 %566, 5
  %574 = insertelement <4 x i32> %572, i32 %573, i64 3
  %575 = mul <4 x i32> %574, <i32 1, i32 -2, i32 300000, i32 -40000>
  %576 = add <4 x i32> %567, %575
  %577 = add nuw nsw i32 %566, 1
  %578 = icmp eq i32 %577, 100
  br i1 %578, label %478, label %565, !llvm.loop !15
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
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <4 x float> @lerp() unnamed_addr #2 {
  ret <4 x float> <float 6.250000e-01, float -6.250000e-01, float 9.375000e-01, float 0x4052C20000000000>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @hsum() unnamed_addr #2 {
  ret i32 259999
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @lane(<4 x i32> noundef %0, i32 noundef %1) unnamed_addr #2 {
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
  br label %3

2:                                                ; preds = %3
  ret void

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %11, %3 ]
  %5 = getelementptr inbounds %struct.particle, %struct.particle* %0, i32 %4, i32 1
  %6 = load <4 x float>, <4 x float>* %5, align 16, !tbaa !9
  %7 = getelementptr inbounds %struct.particle, %struct.particle* %0, i32 %4, i32 0
  %8 = load <4 x float>, <4 x float>* %7, align 16, !tbaa !9
  %9 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, <4 x float> %8)
  store <4 x float> %9, <4 x float>* %7, align 16, !tbaa !9
  %10 = fmul <4 x float> %6, <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEF5C2900000000, float 1.000000e+00>
  store <4 x float> %10, <4 x float>* %5, align 16, !tbaa !9
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i32 %11, 5
  br i1 %12, label %2, label %3, !llvm.loop !16
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!16 = distinct !{!16, !11}
