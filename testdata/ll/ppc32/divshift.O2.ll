; ModuleID = 'c/divshift.c'
source_filename = "c/divshift.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i32, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i32, i32, [40 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@vone = internal global i32 1, align 4
@main.na = internal unnamed_addr constant [8 x i32] [i32 100, i32 -100, i32 7, i32 -7, i32 2147483647, i32 -2147483648, i32 0, i32 12345], align 4
@main.nb = internal unnamed_addr constant [8 x i32] [i32 3, i32 -3, i32 7, i32 1, i32 -1, i32 16, i32 1000, i32 -13], align 4
@.str = private unnamed_addr constant [61 x i8] c"s32: -7/2=%d -7%%2=%d 7/-2=%d 7%%-2=%d u32: 0xffffffff/3=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"s8: -128/-1=%d -128%%-1=%d 100/-7=%d -100%%7=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"u8: 250/7=%u 250%%7=%u 255/255=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [51 x i8] c"s16: -32768/-1=%d 30000/-7=%d u16: 65535%%1000=%u\0A\00", align 1
@main.la = internal unnamed_addr constant [6 x i64] [i64 1000000000000, i64 -999999999999, i64 9223372036854775807, i64 -9223372036854775807, i64 7, i64 -7], align 8
@main.lb = internal unnamed_addr constant [6 x i64] [i64 3, i64 -10, i64 4294967296, i64 1000000007, i64 -4294967297, i64 2], align 8
@.str.4 = private unnamed_addr constant [36 x i8] c"s64: min+1 / 1e9+7 = %lld rem %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [52 x i8] c"u64: max / 10 = %llu rem %llu; max / 2^32+1 = %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [38 x i8] c"i=%d: %d>>i=%d (u)>>i=%u pat<<i=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [40 x i8] c"i=%d: ar=%lld lr=%llx sl=%llx rot=%llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"shift acc = %08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"char: %d %d %u %d %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"short: %d %d %u %u cmp=%d ushift=%u\0A\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"loop: %d %u %d %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"print_u64: \00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@.str.16 = private unnamed_addr constant [66 x i8] c"s32 %d: /3=%d %%3=%d /7=%d %%7=%d /-5=%d /16=%d %%16=%d /1000=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [61 x i8] c"u32 %u: /3=%u %%3=%u /7=%u /10=%u %%10=%u /641=%u /65536=%u\0A\00", align 1
@.str.18 = private unnamed_addr constant [64 x i8] c"s64 %lld: /3=%lld %%3=%lld /10=%lld %%1000000007=%lld /-8=%lld\0A\00", align 1
@.str.19 = private unnamed_addr constant [57 x i8] c"u64 %llu: /3=%llu /10=%llu %%10=%llu /1e9=%llu %%7=%llu\0A\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i8], align 1
  %2 = alloca [24 x i8], align 1
  %3 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %4 = load i32, i32* @check, align 4, !tbaa !5
  br label %5

5:                                                ; preds = %0, %39
  %6 = phi i32 [ 0, %0 ], [ %40, %39 ]
  %7 = phi i32 [ %4, %0 ], [ %35, %39 ]
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* @main.na, i32 0, i32 %6
  %9 = load i32, i32* %8, align 4, !tbaa !5
  %10 = mul nsw i32 %9, %3
  %11 = icmp eq i32 %10, -2147483648
  br label %12

12:                                               ; preds = %5, %34
  %13 = phi i32 [ %7, %5 ], [ %35, %34 ]
  %14 = phi i32 [ 0, %5 ], [ %37, %34 ]
  %15 = phi i32 [ %7, %5 ], [ %36, %34 ]
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* @main.nb, i32 0, i32 %14
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = mul nsw i32 %17, %3
  %19 = icmp eq i32 %18, -1
  %20 = select i1 %11, i1 %19, i1 false
  br i1 %20, label %34, label %21

21:                                               ; preds = %12
  %22 = tail call fastcc i32 @div_s32(i32 noundef %10, i32 noundef %18)
  %23 = xor i32 %15, %22
  %24 = mul i32 %23, 16777619
  %25 = tail call fastcc i32 @rem_s32(i32 noundef %10, i32 noundef %18)
  %26 = xor i32 %24, %25
  %27 = mul i32 %26, 16777619
  %28 = tail call fastcc i32 @div_u32(i32 noundef %10, i32 noundef %18)
  %29 = xor i32 %27, %28
  %30 = mul i32 %29, 16777619
  %31 = tail call fastcc i32 @rem_u32(i32 noundef %10, i32 noundef %18)
  %32 = xor i32 %30, %31
  %33 = mul i32 %32, 16777619
  store i32 %33, i32* @check, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %12, %21
  %35 = phi i32 [ %13, %12 ], [ %33, %21 ]
  %36 = phi i32 [ %15, %12 ], [ %33, %21 ]
  %37 = add nuw nsw i32 %14, 1
  %38 = icmp eq i32 %37, 8
  br i1 %38, label %39, label %12, !llvm.loop !9

39:                                               ; preds = %34
  %40 = add nuw nsw i32 %6, 1
  %41 = icmp eq i32 %40, 8
  br i1 %41, label %42, label %5, !llvm.loop !11

42:                                               ; preds = %39
  %43 = mul nsw i32 %3, -7
  %44 = tail call fastcc i32 @div_s32(i32 noundef %43, i32 noundef 2)
  %45 = tail call fastcc i32 @rem_s32(i32 noundef %43, i32 noundef 2)
  %46 = mul nsw i32 %3, 7
  %47 = tail call fastcc i32 @div_s32(i32 noundef %46, i32 noundef -2)
  %48 = tail call fastcc i32 @rem_s32(i32 noundef %46, i32 noundef -2)
  %49 = sub i32 0, %3
  %50 = tail call fastcc i32 @div_u32(i32 noundef %49, i32 noundef 3)
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i32 0, i32 0), i32 noundef %44, i32 noundef %45, i32 noundef %47, i32 noundef %48, i32 noundef %50)
  %52 = trunc i32 %3 to i8
  %53 = shl i8 %52, 7
  %54 = trunc i32 %49 to i8
  %55 = tail call fastcc signext i8 @div_s8(i8 noundef signext %53, i8 noundef signext %54)
  %56 = sext i8 %55 to i32
  %57 = tail call fastcc signext i8 @rem_s8(i8 noundef signext %53, i8 noundef signext %54)
  %58 = sext i8 %57 to i32
  %59 = mul i8 %52, 100
  %60 = tail call fastcc signext i8 @div_s8(i8 noundef signext %59, i8 noundef signext -7)
  %61 = sext i8 %60 to i32
  %62 = mul i8 %52, -100
  %63 = tail call fastcc signext i8 @rem_s8(i8 noundef signext %62, i8 noundef signext 7)
  %64 = sext i8 %63 to i32
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i32 0, i32 0), i32 noundef %56, i32 noundef %58, i32 noundef %61, i32 noundef %64)
  %66 = mul i8 %52, -6
  %67 = tail call fastcc zeroext i8 @div_u8(i8 noundef zeroext %66, i8 noundef zeroext 7)
  %68 = zext i8 %67 to i32
  %69 = tail call fastcc zeroext i8 @rem_u8(i8 noundef zeroext %66)
  %70 = zext i8 %69 to i32
  %71 = sub i8 0, %52
  %72 = tail call fastcc zeroext i8 @div_u8(i8 noundef zeroext %71, i8 noundef zeroext -1)
  %73 = zext i8 %72 to i32
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i32 0, i32 0), i32 noundef %68, i32 noundef %70, i32 noundef %73)
  %75 = trunc i32 %3 to i16
  %76 = shl i16 %75, 15
  %77 = tail call fastcc signext i16 @div_s16(i16 noundef signext %76, i16 noundef signext -1)
  %78 = sext i16 %77 to i32
  %79 = mul i16 %75, 30000
  %80 = tail call fastcc signext i16 @div_s16(i16 noundef signext %79, i16 noundef signext -7)
  %81 = sext i16 %80 to i32
  %82 = sub i16 0, %75
  %83 = tail call fastcc zeroext i16 @rem_u16(i16 noundef zeroext %82, i16 noundef zeroext 1000)
  %84 = zext i16 %83 to i32
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.3, i32 0, i32 0), i32 noundef %78, i32 noundef %81, i32 noundef %84)
  %86 = load i32, i32* @check, align 4, !tbaa !5
  %87 = zext i8 %55 to i32
  %88 = xor i32 %86, %87
  %89 = mul i32 %88, 16777619
  %90 = mul i16 %75, -11215
  %91 = tail call fastcc zeroext i16 @rem_u16(i16 noundef zeroext %90, i16 noundef zeroext 77)
  %92 = zext i16 %91 to i32
  %93 = xor i32 %89, %92
  %94 = mul i32 %93, 16777619
  %95 = sext i32 %3 to i64
  br label %96

96:                                               ; preds = %42, %134
  %97 = phi i32 [ 0, %42 ], [ %135, %134 ]
  %98 = phi i32 [ %94, %42 ], [ %131, %134 ]
  %99 = getelementptr inbounds [6 x i64], [6 x i64]* @main.la, i32 0, i32 %97
  %100 = load i64, i64* %99, align 8, !tbaa !12
  %101 = mul nsw i64 %100, %95
  br label %102

102:                                              ; preds = %96, %102
  %103 = phi i32 [ 0, %96 ], [ %132, %102 ]
  %104 = phi i32 [ %98, %96 ], [ %131, %102 ]
  %105 = getelementptr inbounds [6 x i64], [6 x i64]* @main.lb, i32 0, i32 %103
  %106 = load i64, i64* %105, align 8, !tbaa !12
  %107 = mul nsw i64 %106, %95
  %108 = tail call fastcc i64 @div_s64(i64 noundef %101, i64 noundef %107)
  %109 = lshr i64 %108, 32
  %110 = xor i64 %109, %108
  %111 = trunc i64 %110 to i32
  %112 = xor i32 %104, %111
  %113 = mul i32 %112, 16777619
  %114 = tail call fastcc i64 @rem_s64(i64 noundef %101, i64 noundef %107)
  %115 = lshr i64 %114, 32
  %116 = xor i64 %115, %114
  %117 = trunc i64 %116 to i32
  %118 = xor i32 %113, %117
  %119 = mul i32 %118, 16777619
  %120 = tail call fastcc i64 @div_u64(i64 noundef %101, i64 noundef %107)
  %121 = lshr i64 %120, 32
  %122 = xor i64 %121, %120
  %123 = trunc i64 %122 to i32
  %124 = xor i32 %119, %123
  %125 = mul i32 %124, 16777619
  %126 = tail call fastcc i64 @rem_u64(i64 noundef %101, i64 noundef %107)
  %127 = lshr i64 %126, 32
  %128 = xor i64 %127, %126
  %129 = trunc i64 %128 to i32
  %130 = xor i32 %125, %129
  %131 = mul i32 %130, 16777619
  %132 = add nuw nsw i32 %103, 1
  %133 = icmp eq i32 %132, 6
  br i1 %133, label %134, label %102, !llvm.loop !14

134:                                              ; preds = %102
  %135 = add nuw nsw i32 %97, 1
  %136 = icmp eq i32 %135, 6
  br i1 %136, label %137, label %96, !llvm.loop !15

137:                                              ; preds = %134
  store i32 %131, i32* @check, align 4, !tbaa !5
  %138 = mul nsw i64 %95, -9223372036854775807
  %139 = tail call fastcc i64 @div_s64(i64 noundef %138, i64 noundef 1000000007)
  %140 = tail call fastcc i64 @rem_s64(i64 noundef %138, i64 noundef 1000000007)
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.4, i32 0, i32 0), i64 noundef %139, i64 noundef %140)
  %142 = sub nsw i64 0, %95
  %143 = tail call fastcc i64 @div_u64(i64 noundef %142, i64 noundef 10)
  %144 = tail call fastcc i64 @rem_u64(i64 noundef %142, i64 noundef 10)
  %145 = tail call fastcc i64 @div_u64(i64 noundef -1, i64 noundef 4294967297)
  %146 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.5, i32 0, i32 0), i64 noundef %143, i64 noundef %144, i64 noundef %145)
  %147 = mul nsw i32 %3, -1234567
  %148 = mul i32 %3, -294967296
  %149 = mul nsw i64 %95, -98765432109876
  %150 = mul i64 %95, -446744073709551616
  tail call fastcc void @by_constants(i32 noundef %147, i32 noundef %148, i64 noundef %149, i64 noundef %150)
  %151 = mul nsw i32 %3, 99
  %152 = mul nsw i64 %95, 5
  tail call fastcc void @by_constants(i32 noundef %151, i32 noundef %46, i64 noundef %152, i64 noundef %95)
  %153 = mul nsw i32 %3, -123456789
  %154 = mul i32 %3, -2023406815
  %155 = mul nsw i64 %95, -1234567890123
  br label %159

156:                                              ; preds = %173
  %157 = mul i64 %95, -81985529216486896
  %158 = load i32, i32* @check, align 4, !tbaa !5
  br label %176

159:                                              ; preds = %137, %173
  %160 = phi i32 [ 0, %137 ], [ %174, %173 ]
  %161 = phi i32 [ 0, %137 ], [ %168, %173 ]
  %162 = ashr i32 %153, %160
  %163 = lshr i32 %153, %160
  %164 = shl i32 %154, %160
  %165 = mul i32 %161, 3
  %166 = add i32 %162, %165
  %167 = add i32 %166, %163
  %168 = add i32 %167, %164
  %169 = and i32 %160, 7
  %170 = icmp eq i32 %169, 5
  br i1 %170, label %171, label %173

171:                                              ; preds = %159
  %172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.6, i32 0, i32 0), i32 noundef %160, i32 noundef %153, i32 noundef %162, i32 noundef %163, i32 noundef %164)
  br label %173

173:                                              ; preds = %171, %159
  %174 = add nuw nsw i32 %160, 1
  %175 = icmp eq i32 %174, 32
  br i1 %175, label %156, label %159, !llvm.loop !16

176:                                              ; preds = %156, %211
  %177 = phi i32 [ %158, %156 ], [ %212, %211 ]
  %178 = phi i32 [ 0, %156 ], [ %213, %211 ]
  %179 = zext i32 %178 to i64
  %180 = ashr i64 %155, %179
  %181 = lshr i64 %155, %179
  %182 = shl i64 %157, %179
  %183 = icmp eq i32 %178, 0
  %184 = sub nuw nsw i32 64, %178
  %185 = zext i32 %184 to i64
  %186 = lshr i64 %157, %185
  %187 = or i64 %186, %182
  %188 = select i1 %183, i64 %157, i64 %187
  %189 = lshr i64 %180, 32
  %190 = xor i64 %189, %180
  %191 = trunc i64 %190 to i32
  %192 = xor i32 %177, %191
  %193 = mul i32 %192, 16777619
  %194 = lshr i64 %181, 32
  %195 = xor i64 %194, %181
  %196 = trunc i64 %195 to i32
  %197 = xor i32 %193, %196
  %198 = mul i32 %197, 16777619
  %199 = xor i64 %188, %182
  %200 = lshr i64 %199, 32
  %201 = xor i64 %200, %199
  %202 = trunc i64 %201 to i32
  %203 = xor i32 %198, %202
  %204 = mul i32 %203, 16777619
  store i32 %204, i32* @check, align 4, !tbaa !5
  %205 = trunc i32 %178 to i8
  %206 = urem i8 %205, 21
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %208, label %211

208:                                              ; preds = %176
  %209 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.7, i32 0, i32 0), i32 noundef %178, i64 noundef %180, i64 noundef %181, i64 noundef %182, i64 noundef %188)
  %210 = load i32, i32* @check, align 4, !tbaa !5
  br label %211

211:                                              ; preds = %208, %176
  %212 = phi i32 [ %210, %208 ], [ %204, %176 ]
  %213 = add nuw nsw i32 %178, 3
  %214 = icmp ult i32 %178, 61
  br i1 %214, label %176, label %215, !llvm.loop !17

215:                                              ; preds = %211
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i32 0, i32 0), i32 noundef %168)
  %217 = load i32, i32* @check, align 4, !tbaa !5
  %218 = xor i32 %217, %168
  %219 = mul i32 %218, 16777619
  store i32 %219, i32* @check, align 4, !tbaa !5
  %220 = mul i8 %52, -56
  %221 = mul i16 %75, -5536
  %222 = mul i32 %3, 50000
  %223 = sext i8 %59 to i32
  %224 = shl nsw i32 %223, 1
  %225 = zext i8 %220 to i32
  %226 = zext i8 %59 to i32
  %227 = add nuw nsw i32 %225, %226
  %228 = sext i16 %79 to i32
  %229 = mul i32 %3, -1966080000
  %230 = ashr exact i32 %229, 16
  %231 = sub nsw i32 %228, %230
  %232 = zext i16 %221 to i32
  %233 = and i32 %222, 65520
  %234 = mul nuw i32 %233, %232
  %235 = icmp ugt i8 %62, 100
  %236 = zext i1 %235 to i32
  %237 = ashr exact i8 %62, 2
  %238 = sext i8 %237 to i32
  %239 = mul i32 %3, 144
  %240 = sdiv i8 %62, 3
  %241 = sext i8 %240 to i32
  %242 = shl i32 %223, 25
  %243 = ashr exact i32 %242, 24
  %244 = and i32 %227, 252
  %245 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.9, i32 0, i32 0), i32 noundef %224, i32 noundef %243, i32 noundef %244, i32 noundef %227, i32 noundef %238, i32 noundef %241)
  %246 = sext i16 %221 to i32
  %247 = and i32 %234, 65024
  %248 = and i32 %239, 240
  %249 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i32 0, i32 0), i32 noundef %246, i32 noundef %231, i32 noundef %234, i32 noundef %247, i32 noundef %236, i32 noundef %248)
  %250 = and i32 %224, 248
  %251 = add nsw i32 %227, %224
  %252 = add nsw i32 %251, %250
  %253 = add nsw i32 %252, %244
  %254 = load i32, i32* @check, align 4, !tbaa !5
  %255 = xor i32 %254, %253
  %256 = mul i32 %255, 16777619
  %257 = add nsw i32 %231, %232
  %258 = add i32 %257, %234
  %259 = or i32 %258, %236
  %260 = add i32 %259, %247
  %261 = xor i32 %256, %260
  %262 = mul i32 %261, 16777619
  store i32 %262, i32* @check, align 4, !tbaa !5
  %263 = trunc i32 %222 to i16
  %264 = urem i16 %263, 97
  br label %265

265:                                              ; preds = %215, %265
  %266 = phi i32 [ 0, %215 ], [ %287, %265 ]
  %267 = phi i8 [ %59, %215 ], [ %274, %265 ]
  %268 = phi i8 [ %220, %215 ], [ %278, %265 ]
  %269 = phi i16 [ %79, %215 ], [ %281, %265 ]
  %270 = phi i16 [ %221, %215 ], [ %286, %265 ]
  %271 = zext i8 %267 to i32
  %272 = mul nuw nsw i32 %271, 3
  %273 = add nuw i32 %272, %266
  %274 = trunc i32 %273 to i8
  %275 = zext i8 %268 to i32
  %276 = mul nuw nsw i32 %275, 7
  %277 = add nuw nsw i32 %276, %266
  %278 = trunc i32 %277 to i8
  %279 = trunc i32 %266 to i16
  %280 = xor i16 %269, %279
  %281 = add i16 %280, -1000
  %282 = udiv i16 %270, 3
  %283 = add nuw nsw i16 %264, %282
  %284 = zext i16 %283 to i32
  %285 = add nuw nsw i32 %266, %284
  %286 = trunc i32 %285 to i16
  %287 = add nuw nsw i32 %266, 1
  %288 = icmp eq i32 %287, 300
  br i1 %288, label %289, label %265, !llvm.loop !18

289:                                              ; preds = %265
  %290 = shl i32 %273, 24
  %291 = ashr exact i32 %290, 24
  %292 = and i32 %277, 255
  %293 = sext i16 %281 to i32
  %294 = and i32 %285, 65535
  %295 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef %291, i32 noundef %292, i32 noundef %293, i32 noundef %294)
  %296 = load i32, i32* @check, align 4, !tbaa !5
  %297 = and i32 %273, 255
  %298 = xor i32 %296, %297
  %299 = mul i32 %298, 16777619
  %300 = xor i32 %299, %292
  %301 = mul i32 %300, 16777619
  %302 = zext i16 %281 to i32
  %303 = xor i32 %301, %302
  %304 = mul i32 %303, 16777619
  %305 = xor i32 %304, %294
  %306 = mul i32 %305, 16777619
  store i32 %306, i32* @check, align 4, !tbaa !5
  %307 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0))
  %308 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %308) #5
  br label %309

309:                                              ; preds = %309, %289
  %310 = phi i64 [ %142, %289 ], [ %313, %309 ]
  %311 = phi i32 [ 0, %289 ], [ %318, %309 ]
  %312 = freeze i64 %310
  %313 = udiv i64 %312, 10
  %314 = mul i64 %313, 10
  %315 = sub i64 %312, %314
  %316 = trunc i64 %315 to i8
  %317 = or i8 %316, 48
  %318 = add nuw nsw i32 %311, 1
  %319 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i32 0, i32 %311
  store i8 %317, i8* %319, align 1, !tbaa !19
  %320 = icmp ult i64 %310, 10
  br i1 %320, label %321, label %309, !llvm.loop !20

321:                                              ; preds = %309, %321
  %322 = phi i32 [ %323, %321 ], [ %318, %309 ]
  %323 = add nsw i32 %322, -1
  %324 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i32 0, i32 %323
  %325 = load i8, i8* %324, align 1, !tbaa !19
  %326 = zext i8 %325 to i32
  %327 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 4, !tbaa !21
  %328 = tail call i32 @putc(i32 noundef %326, %struct._IO_FILE* noundef %327) #5
  %329 = icmp sgt i32 %322, 1
  br i1 %329, label %321, label %330, !llvm.loop !23

330:                                              ; preds = %321
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %308) #5
  %331 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 4, !tbaa !21
  %332 = tail call i32 @putc(i32 noundef 32, %struct._IO_FILE* noundef %331) #5
  %333 = mul i64 %95, -8446744073709551616
  %334 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %334) #5
  br label %335

335:                                              ; preds = %335, %330
  %336 = phi i64 [ %333, %330 ], [ %339, %335 ]
  %337 = phi i32 [ 0, %330 ], [ %344, %335 ]
  %338 = freeze i64 %336
  %339 = udiv i64 %338, 10
  %340 = mul i64 %339, 10
  %341 = sub i64 %338, %340
  %342 = trunc i64 %341 to i8
  %343 = or i8 %342, 48
  %344 = add nuw nsw i32 %337, 1
  %345 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i32 0, i32 %337
  store i8 %343, i8* %345, align 1, !tbaa !19
  %346 = icmp ult i64 %336, 10
  br i1 %346, label %347, label %335, !llvm.loop !20

347:                                              ; preds = %335, %347
  %348 = phi i32 [ %349, %347 ], [ %344, %335 ]
  %349 = add nsw i32 %348, -1
  %350 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i32 0, i32 %349
  %351 = load i8, i8* %350, align 1, !tbaa !19
  %352 = zext i8 %351 to i32
  %353 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 4, !tbaa !21
  %354 = tail call i32 @putc(i32 noundef %352, %struct._IO_FILE* noundef %353) #5
  %355 = icmp sgt i32 %348, 1
  br i1 %355, label %347, label %356, !llvm.loop !23

356:                                              ; preds = %347
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %334) #5
  %357 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 4, !tbaa !21
  %358 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %357) #5
  %359 = load i32, i32* @check, align 4, !tbaa !5
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i32 0, i32 0), i32 noundef %359)
  %361 = load i32, i32* @check, align 4, !tbaa !5
  %362 = and i32 %361, 127
  ret i32 %362
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @div_s32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = sdiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @rem_s32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = srem i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @div_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = udiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @rem_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = urem i32 %0, %1
  ret i32 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i8 @div_s8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = sdiv i16 %3, %4
  %6 = trunc i16 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i8 @rem_s8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = srem i16 %3, %4
  %6 = trunc i16 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i8 @div_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = udiv i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i8 @rem_u8(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = urem i8 %0, 7
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i16 @div_s16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
  %3 = sext i16 %0 to i32
  %4 = sext i16 %1 to i32
  %5 = sdiv i32 %3, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i16 @rem_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 {
  %3 = urem i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @div_s64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = sdiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @rem_s64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = srem i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @div_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = udiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @rem_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = urem i64 %0, %1
  ret i64 %3
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @by_constants(i32 noundef %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #4 {
  %5 = sdiv i32 %0, 3
  %6 = mul i32 %5, 3
  %7 = sub i32 %0, %6
  %8 = sdiv i32 %0, 7
  %9 = mul i32 %8, 7
  %10 = sub i32 %0, %9
  %11 = sdiv i32 %0, -5
  %12 = sdiv i32 %0, 16
  %13 = mul i32 %12, 16
  %14 = sub i32 %0, %13
  %15 = sdiv i32 %0, 1000
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str.16, i32 0, i32 0), i32 noundef %0, i32 noundef %5, i32 noundef %7, i32 noundef %8, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %14, i32 noundef %15)
  %17 = udiv i32 %1, 3
  %18 = mul i32 %17, 3
  %19 = sub i32 %1, %18
  %20 = udiv i32 %1, 7
  %21 = udiv i32 %1, 10
  %22 = mul i32 %21, 10
  %23 = sub i32 %1, %22
  %24 = udiv i32 %1, 641
  %25 = lshr i32 %1, 16
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str.17, i32 0, i32 0), i32 noundef %1, i32 noundef %17, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %23, i32 noundef %24, i32 noundef %25)
  %27 = sdiv i64 %2, 3
  %28 = mul i64 %27, 3
  %29 = sub i64 %2, %28
  %30 = sdiv i64 %2, 10
  %31 = srem i64 %2, 1000000007
  %32 = sdiv i64 %2, -8
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.18, i32 0, i32 0), i64 noundef %2, i64 noundef %27, i64 noundef %29, i64 noundef %30, i64 noundef %31, i64 noundef %32)
  %34 = udiv i64 %3, 3
  %35 = udiv i64 %3, 10
  %36 = mul i64 %35, 10
  %37 = sub i64 %3, %36
  %38 = udiv i64 %3, 1000000000
  %39 = urem i64 %3, 7
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.19, i32 0, i32 0), i64 noundef %3, i64 noundef %34, i64 noundef %35, i64 noundef %37, i64 noundef %38, i64 noundef %39)
  %41 = load i32, i32* @check, align 4, !tbaa !5
  %42 = xor i32 %41, %8
  %43 = mul i32 %42, 16777619
  %44 = xor i32 %43, %21
  %45 = mul i32 %44, 16777619
  %46 = lshr i64 %27, 32
  %47 = xor i64 %46, %27
  %48 = trunc i64 %47 to i32
  %49 = xor i32 %45, %48
  %50 = mul i32 %49, 16777619
  %51 = lshr i64 %35, 32
  %52 = xor i64 %51, %35
  %53 = trunc i64 %52 to i32
  %54 = xor i32 %50, %53
  %55 = mul i32 %54, 16777619
  %56 = trunc i64 %39 to i32
  %57 = xor i32 %55, %56
  %58 = mul i32 %57, 16777619
  %59 = xor i32 %58, %14
  %60 = mul i32 %59, 16777619
  store i32 %60, i32* @check, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !10}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !7, i64 0}
!23 = distinct !{!23, !10}
