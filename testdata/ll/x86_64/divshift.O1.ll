; ModuleID = 'c/divshift.c'
source_filename = "c/divshift.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@vone = internal global i32 1, align 4
@main.na = internal unnamed_addr constant [8 x i32] [i32 100, i32 -100, i32 7, i32 -7, i32 2147483647, i32 -2147483648, i32 0, i32 12345], align 16
@main.nb = internal unnamed_addr constant [8 x i32] [i32 3, i32 -3, i32 7, i32 1, i32 -1, i32 16, i32 1000, i32 -13], align 16
@.str = private unnamed_addr constant [61 x i8] c"s32: -7/2=%d -7%%2=%d 7/-2=%d 7%%-2=%d u32: 0xffffffff/3=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"s8: -128/-1=%d -128%%-1=%d 100/-7=%d -100%%7=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"u8: 250/7=%u 250%%7=%u 255/255=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [51 x i8] c"s16: -32768/-1=%d 30000/-7=%d u16: 65535%%1000=%u\0A\00", align 1
@main.la = internal unnamed_addr constant [6 x i64] [i64 1000000000000, i64 -999999999999, i64 9223372036854775807, i64 -9223372036854775807, i64 7, i64 -7], align 16
@main.lb = internal unnamed_addr constant [6 x i64] [i64 3, i64 -10, i64 4294967296, i64 1000000007, i64 -4294967297, i64 2], align 16
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
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i8], align 16
  %2 = alloca [24 x i8], align 16
  %3 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %4 = load i32, i32* @check, align 4, !tbaa !5
  br label %5

5:                                                ; preds = %0, %39
  %6 = phi i64 [ 0, %0 ], [ %40, %39 ]
  %7 = phi i32 [ %4, %0 ], [ %35, %39 ]
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* @main.na, i64 0, i64 %6
  %9 = load i32, i32* %8, align 4, !tbaa !5
  %10 = mul nsw i32 %9, %3
  %11 = icmp eq i32 %10, -2147483648
  br label %12

12:                                               ; preds = %5, %34
  %13 = phi i64 [ 0, %5 ], [ %37, %34 ]
  %14 = phi i32 [ %7, %5 ], [ %35, %34 ]
  %15 = phi i32 [ %7, %5 ], [ %36, %34 ]
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* @main.nb, i64 0, i64 %13
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = mul nsw i32 %17, %3
  %19 = icmp eq i32 %18, -1
  %20 = select i1 %11, i1 %19, i1 false
  br i1 %20, label %34, label %21

21:                                               ; preds = %12
  %22 = call fastcc i32 @div_s32(i32 noundef %10, i32 noundef %18)
  %23 = xor i32 %15, %22
  %24 = mul i32 %23, 16777619
  %25 = call fastcc i32 @rem_s32(i32 noundef %10, i32 noundef %18)
  %26 = xor i32 %24, %25
  %27 = mul i32 %26, 16777619
  %28 = call fastcc i32 @div_u32(i32 noundef %10, i32 noundef %18)
  %29 = xor i32 %27, %28
  %30 = mul i32 %29, 16777619
  %31 = call fastcc i32 @rem_u32(i32 noundef %10, i32 noundef %18)
  %32 = xor i32 %30, %31
  %33 = mul i32 %32, 16777619
  store i32 %33, i32* @check, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %12, %21
  %35 = phi i32 [ %14, %12 ], [ %33, %21 ]
  %36 = phi i32 [ %15, %12 ], [ %33, %21 ]
  %37 = add nuw nsw i64 %13, 1
  %38 = icmp eq i64 %37, 8
  br i1 %38, label %39, label %12, !llvm.loop !9

39:                                               ; preds = %34
  %40 = add nuw nsw i64 %6, 1
  %41 = icmp eq i64 %40, 8
  br i1 %41, label %42, label %5, !llvm.loop !12

42:                                               ; preds = %39
  %43 = mul nsw i32 %3, -7
  %44 = call fastcc i32 @div_s32(i32 noundef %43, i32 noundef 2)
  %45 = call fastcc i32 @rem_s32(i32 noundef %43, i32 noundef 2)
  %46 = mul nsw i32 %3, 7
  %47 = call fastcc i32 @div_s32(i32 noundef %46, i32 noundef -2)
  %48 = call fastcc i32 @rem_s32(i32 noundef %46, i32 noundef -2)
  %49 = sub i32 0, %3
  %50 = call fastcc i32 @div_u32(i32 noundef %49, i32 noundef 3)
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), i32 noundef %44, i32 noundef %45, i32 noundef %47, i32 noundef %48, i32 noundef %50)
  %52 = trunc i32 %3 to i8
  %53 = shl i8 %52, 7
  %54 = trunc i32 %49 to i8
  %55 = call fastcc signext i8 @div_s8(i8 noundef signext %53, i8 noundef signext %54)
  %56 = sext i8 %55 to i32
  %57 = call fastcc signext i8 @rem_s8(i8 noundef signext %53, i8 noundef signext %54)
  %58 = sext i8 %57 to i32
  %59 = mul i8 %52, 100
  %60 = call fastcc signext i8 @div_s8(i8 noundef signext %59, i8 noundef signext -7)
  %61 = sext i8 %60 to i32
  %62 = mul i8 %52, -100
  %63 = call fastcc signext i8 @rem_s8(i8 noundef signext %62, i8 noundef signext 7)
  %64 = sext i8 %63 to i32
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0), i32 noundef %56, i32 noundef %58, i32 noundef %61, i32 noundef %64)
  %66 = mul i8 %52, -6
  %67 = call fastcc zeroext i8 @div_u8(i8 noundef zeroext %66, i8 noundef zeroext 7)
  %68 = zext i8 %67 to i32
  %69 = call fastcc zeroext i8 @rem_u8(i8 noundef zeroext %66)
  %70 = zext i8 %69 to i32
  %71 = sub i8 0, %52
  %72 = call fastcc zeroext i8 @div_u8(i8 noundef zeroext %71, i8 noundef zeroext -1)
  %73 = zext i8 %72 to i32
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %68, i32 noundef %70, i32 noundef %73)
  %75 = trunc i32 %3 to i16
  %76 = shl i16 %75, 15
  %77 = call fastcc signext i16 @div_s16(i16 noundef signext %76, i16 noundef signext -1)
  %78 = sext i16 %77 to i32
  %79 = mul i16 %75, 30000
  %80 = call fastcc signext i16 @div_s16(i16 noundef signext %79, i16 noundef signext -7)
  %81 = sext i16 %80 to i32
  %82 = sub i16 0, %75
  %83 = call fastcc zeroext i16 @rem_u16(i16 noundef zeroext %82, i16 noundef zeroext 1000)
  %84 = zext i16 %83 to i32
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.3, i64 0, i64 0), i32 noundef %78, i32 noundef %81, i32 noundef %84)
  %86 = load i32, i32* @check, align 4, !tbaa !5
  %87 = zext i8 %55 to i32
  %88 = xor i32 %86, %87
  %89 = mul i32 %88, 16777619
  %90 = mul i16 %75, -11215
  %91 = call fastcc zeroext i16 @rem_u16(i16 noundef zeroext %90, i16 noundef zeroext 77)
  %92 = zext i16 %91 to i32
  %93 = xor i32 %89, %92
  %94 = mul i32 %93, 16777619
  store i32 %94, i32* @check, align 4, !tbaa !5
  %95 = sext i32 %3 to i64
  br label %96

96:                                               ; preds = %42, %134
  %97 = phi i64 [ 0, %42 ], [ %135, %134 ]
  %98 = phi i32 [ %94, %42 ], [ %131, %134 ]
  %99 = getelementptr inbounds [6 x i64], [6 x i64]* @main.la, i64 0, i64 %97
  %100 = load i64, i64* %99, align 8, !tbaa !13
  %101 = mul nsw i64 %100, %95
  br label %102

102:                                              ; preds = %96, %102
  %103 = phi i64 [ 0, %96 ], [ %132, %102 ]
  %104 = phi i32 [ %98, %96 ], [ %131, %102 ]
  %105 = getelementptr inbounds [6 x i64], [6 x i64]* @main.lb, i64 0, i64 %103
  %106 = load i64, i64* %105, align 8, !tbaa !13
  %107 = mul nsw i64 %106, %95
  %108 = call fastcc i64 @div_s64(i64 noundef %101, i64 noundef %107)
  %109 = lshr i64 %108, 32
  %110 = xor i64 %109, %108
  %111 = trunc i64 %110 to i32
  %112 = xor i32 %104, %111
  %113 = mul i32 %112, 16777619
  %114 = call fastcc i64 @rem_s64(i64 noundef %101, i64 noundef %107)
  %115 = lshr i64 %114, 32
  %116 = xor i64 %115, %114
  %117 = trunc i64 %116 to i32
  %118 = xor i32 %113, %117
  %119 = mul i32 %118, 16777619
  %120 = call fastcc i64 @div_u64(i64 noundef %101, i64 noundef %107)
  %121 = lshr i64 %120, 32
  %122 = xor i64 %121, %120
  %123 = trunc i64 %122 to i32
  %124 = xor i32 %119, %123
  %125 = mul i32 %124, 16777619
  %126 = call fastcc i64 @rem_u64(i64 noundef %101, i64 noundef %107)
  %127 = lshr i64 %126, 32
  %128 = xor i64 %127, %126
  %129 = trunc i64 %128 to i32
  %130 = xor i32 %125, %129
  %131 = mul i32 %130, 16777619
  %132 = add nuw nsw i64 %103, 1
  %133 = icmp eq i64 %132, 6
  br i1 %133, label %134, label %102, !llvm.loop !15

134:                                              ; preds = %102
  %135 = add nuw nsw i64 %97, 1
  %136 = icmp eq i64 %135, 6
  br i1 %136, label %137, label %96, !llvm.loop !16

137:                                              ; preds = %134
  store i32 %131, i32* @check, align 4, !tbaa !5
  %138 = sext i32 %3 to i64
  %139 = mul nsw i64 %138, -9223372036854775807
  %140 = call fastcc i64 @div_s64(i64 noundef %139, i64 noundef 1000000007)
  %141 = call fastcc i64 @rem_s64(i64 noundef %139, i64 noundef 1000000007)
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.4, i64 0, i64 0), i64 noundef %140, i64 noundef %141)
  %143 = sub nsw i64 0, %138
  %144 = call fastcc i64 @div_u64(i64 noundef %143, i64 noundef 10)
  %145 = call fastcc i64 @rem_u64(i64 noundef %143, i64 noundef 10)
  %146 = call fastcc i64 @div_u64(i64 noundef -1, i64 noundef 4294967297)
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.5, i64 0, i64 0), i64 noundef %144, i64 noundef %145, i64 noundef %146)
  %148 = mul nsw i32 %3, -1234567
  %149 = mul i32 %3, -294967296
  %150 = mul nsw i64 %138, -98765432109876
  %151 = mul i64 %138, -446744073709551616
  call fastcc void @by_constants(i32 noundef %148, i32 noundef %149, i64 noundef %150, i64 noundef %151)
  %152 = mul nsw i32 %3, 99
  %153 = mul nsw i64 %138, 5
  call fastcc void @by_constants(i32 noundef %152, i32 noundef %46, i64 noundef %153, i64 noundef %138)
  %154 = mul nsw i32 %3, -123456789
  %155 = mul i32 %3, -2023406815
  %156 = mul nsw i64 %138, -1234567890123
  br label %159

157:                                              ; preds = %173
  %158 = mul i64 %138, -81985529216486896
  br label %176

159:                                              ; preds = %137, %173
  %160 = phi i32 [ 0, %137 ], [ %174, %173 ]
  %161 = phi i32 [ 0, %137 ], [ %168, %173 ]
  %162 = ashr i32 %154, %160
  %163 = lshr i32 %154, %160
  %164 = shl i32 %155, %160
  %165 = mul i32 %161, 3
  %166 = add i32 %162, %165
  %167 = add i32 %166, %163
  %168 = add i32 %167, %164
  %169 = and i32 %160, 7
  %170 = icmp eq i32 %169, 5
  br i1 %170, label %171, label %173

171:                                              ; preds = %159
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.6, i64 0, i64 0), i32 noundef %160, i32 noundef %154, i32 noundef %162, i32 noundef %163, i32 noundef %164)
  br label %173

173:                                              ; preds = %171, %159
  %174 = add nuw nsw i32 %160, 1
  %175 = icmp eq i32 %174, 32
  br i1 %175, label %157, label %159, !llvm.loop !17

176:                                              ; preds = %157, %209
  %177 = phi i64 [ 0, %157 ], [ %210, %209 ]
  %178 = ashr i64 %156, %177
  %179 = lshr i64 %156, %177
  %180 = shl i64 %158, %177
  %181 = icmp eq i64 %177, 0
  %182 = sub nuw nsw i64 64, %177
  %183 = lshr i64 %158, %182
  %184 = or i64 %183, %180
  %185 = select i1 %181, i64 %158, i64 %184
  %186 = load i32, i32* @check, align 4, !tbaa !5
  %187 = lshr i64 %178, 32
  %188 = xor i64 %187, %178
  %189 = trunc i64 %188 to i32
  %190 = xor i32 %186, %189
  %191 = mul i32 %190, 16777619
  %192 = lshr i64 %179, 32
  %193 = xor i64 %192, %179
  %194 = trunc i64 %193 to i32
  %195 = xor i32 %191, %194
  %196 = mul i32 %195, 16777619
  %197 = xor i64 %185, %180
  %198 = lshr i64 %197, 32
  %199 = xor i64 %198, %197
  %200 = trunc i64 %199 to i32
  %201 = xor i32 %196, %200
  %202 = mul i32 %201, 16777619
  store i32 %202, i32* @check, align 4, !tbaa !5
  %203 = trunc i64 %177 to i32
  %204 = urem i32 %203, 21
  %205 = icmp eq i32 %204, 0
  br i1 %205, label %206, label %209

206:                                              ; preds = %176
  %207 = trunc i64 %177 to i32
  %208 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.7, i64 0, i64 0), i32 noundef %207, i64 noundef %178, i64 noundef %179, i64 noundef %180, i64 noundef %185)
  br label %209

209:                                              ; preds = %206, %176
  %210 = add nuw nsw i64 %177, 3
  %211 = icmp ult i64 %177, 61
  br i1 %211, label %176, label %212, !llvm.loop !18

212:                                              ; preds = %209
  %213 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i64 0, i64 0), i32 noundef %168)
  %214 = load i32, i32* @check, align 4, !tbaa !5
  %215 = xor i32 %214, %168
  %216 = mul i32 %215, 16777619
  store i32 %216, i32* @check, align 4, !tbaa !5
  %217 = mul i8 %52, -56
  %218 = mul i16 %75, -5536
  %219 = mul i32 %3, 50000
  %220 = sext i8 %59 to i32
  %221 = shl nsw i32 %220, 1
  %222 = zext i8 %217 to i32
  %223 = zext i8 %59 to i32
  %224 = add nuw nsw i32 %222, %223
  %225 = sext i16 %79 to i32
  %226 = mul i32 %3, -1966080000
  %227 = ashr exact i32 %226, 16
  %228 = sub nsw i32 %225, %227
  %229 = zext i16 %218 to i32
  %230 = and i32 %219, 65520
  %231 = mul nuw i32 %230, %229
  %232 = mul i8 %52, -100
  %233 = icmp ugt i8 %232, 100
  %234 = zext i1 %233 to i32
  %235 = sext i8 %62 to i32
  %236 = ashr exact i32 %235, 2
  %237 = mul i32 %3, 144
  %238 = sdiv i32 %235, 3
  %239 = shl i32 %220, 25
  %240 = ashr exact i32 %239, 24
  %241 = and i32 %224, 252
  %242 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.9, i64 0, i64 0), i32 noundef %221, i32 noundef %240, i32 noundef %241, i32 noundef %224, i32 noundef %236, i32 noundef %238)
  %243 = sext i16 %218 to i32
  %244 = and i32 %231, 65024
  %245 = and i32 %237, 240
  %246 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i64 0, i64 0), i32 noundef %243, i32 noundef %228, i32 noundef %231, i32 noundef %244, i32 noundef %234, i32 noundef %245)
  %247 = and i32 %221, 248
  %248 = add nsw i32 %224, %221
  %249 = add nsw i32 %248, %247
  %250 = add nsw i32 %249, %241
  %251 = load i32, i32* @check, align 4, !tbaa !5
  %252 = xor i32 %251, %250
  %253 = mul i32 %252, 16777619
  %254 = add nsw i32 %228, %229
  %255 = add i32 %254, %231
  %256 = or i32 %255, %234
  %257 = add i32 %256, %244
  %258 = xor i32 %253, %257
  %259 = mul i32 %258, 16777619
  store i32 %259, i32* @check, align 4, !tbaa !5
  %260 = urem i32 %230, 97
  br label %261

261:                                              ; preds = %212, %261
  %262 = phi i32 [ 0, %212 ], [ %283, %261 ]
  %263 = phi i8 [ %59, %212 ], [ %270, %261 ]
  %264 = phi i8 [ %217, %212 ], [ %274, %261 ]
  %265 = phi i16 [ %79, %212 ], [ %277, %261 ]
  %266 = phi i16 [ %218, %212 ], [ %282, %261 ]
  %267 = zext i8 %263 to i32
  %268 = mul nuw nsw i32 %267, 3
  %269 = add nuw i32 %268, %262
  %270 = trunc i32 %269 to i8
  %271 = zext i8 %264 to i32
  %272 = mul nuw nsw i32 %271, 7
  %273 = add nuw i32 %272, %262
  %274 = trunc i32 %273 to i8
  %275 = trunc i32 %262 to i16
  %276 = xor i16 %265, %275
  %277 = add i16 %276, -1000
  %278 = udiv i16 %266, 3
  %279 = zext i16 %278 to i32
  %280 = add nuw nsw i32 %260, %279
  %281 = add nuw i32 %280, %262
  %282 = trunc i32 %281 to i16
  %283 = add nuw nsw i32 %262, 1
  %284 = icmp eq i32 %283, 300
  br i1 %284, label %285, label %261, !llvm.loop !19

285:                                              ; preds = %261
  %286 = shl i32 %269, 24
  %287 = ashr exact i32 %286, 24
  %288 = and i32 %273, 255
  %289 = sext i16 %277 to i32
  %290 = and i32 %281, 65535
  %291 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i32 noundef %287, i32 noundef %288, i32 noundef %289, i32 noundef %290)
  %292 = load i32, i32* @check, align 4, !tbaa !5
  %293 = and i32 %269, 255
  %294 = xor i32 %292, %293
  %295 = mul i32 %294, 16777619
  %296 = and i32 %273, 255
  %297 = xor i32 %295, %296
  %298 = mul i32 %297, 16777619
  %299 = zext i16 %277 to i32
  %300 = xor i32 %298, %299
  %301 = mul i32 %300, 16777619
  %302 = and i32 %281, 65535
  %303 = xor i32 %301, %302
  %304 = mul i32 %303, 16777619
  store i32 %304, i32* @check, align 4, !tbaa !5
  %305 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0))
  %306 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %306) #5
  br label %307

307:                                              ; preds = %307, %285
  %308 = phi i64 [ %313, %307 ], [ 0, %285 ]
  %309 = phi i64 [ %315, %307 ], [ %143, %285 ]
  %310 = urem i64 %309, 10
  %311 = trunc i64 %310 to i8
  %312 = or i8 %311, 48
  %313 = add nuw i64 %308, 1
  %314 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %308
  store i8 %312, i8* %314, align 1, !tbaa !20
  %315 = udiv i64 %309, 10
  %316 = icmp ult i64 %309, 10
  br i1 %316, label %317, label %307, !llvm.loop !21

317:                                              ; preds = %307
  %318 = and i64 %313, 4294967295
  br label %319

319:                                              ; preds = %319, %317
  %320 = phi i64 [ %318, %317 ], [ %321, %319 ]
  %321 = add nsw i64 %320, -1
  %322 = and i64 %321, 4294967295
  %323 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %322
  %324 = load i8, i8* %323, align 1, !tbaa !20
  %325 = sext i8 %324 to i32
  %326 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !22
  %327 = call i32 @putc(i32 noundef %325, %struct._IO_FILE* noundef %326) #5
  %328 = trunc i64 %320 to i32
  %329 = icmp sgt i32 %328, 1
  br i1 %329, label %319, label %330, !llvm.loop !24

330:                                              ; preds = %319
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %306) #5
  %331 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !22
  %332 = call i32 @putc(i32 noundef 32, %struct._IO_FILE* noundef %331) #5
  %333 = mul i64 %138, -8446744073709551616
  %334 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %334) #5
  br label %335

335:                                              ; preds = %335, %330
  %336 = phi i64 [ %341, %335 ], [ 0, %330 ]
  %337 = phi i64 [ %343, %335 ], [ %333, %330 ]
  %338 = urem i64 %337, 10
  %339 = trunc i64 %338 to i8
  %340 = or i8 %339, 48
  %341 = add nuw i64 %336, 1
  %342 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %336
  store i8 %340, i8* %342, align 1, !tbaa !20
  %343 = udiv i64 %337, 10
  %344 = icmp ult i64 %337, 10
  br i1 %344, label %345, label %335, !llvm.loop !21

345:                                              ; preds = %335
  %346 = and i64 %341, 4294967295
  br label %347

347:                                              ; preds = %347, %345
  %348 = phi i64 [ %346, %345 ], [ %349, %347 ]
  %349 = add nsw i64 %348, -1
  %350 = and i64 %349, 4294967295
  %351 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %350
  %352 = load i8, i8* %351, align 1, !tbaa !20
  %353 = sext i8 %352 to i32
  %354 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !22
  %355 = call i32 @putc(i32 noundef %353, %struct._IO_FILE* noundef %354) #5
  %356 = trunc i64 %348 to i32
  %357 = icmp sgt i32 %356, 1
  br i1 %357, label %347, label %358, !llvm.loop !24

358:                                              ; preds = %347
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %334) #5
  %359 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !22
  %360 = call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %359) #5
  %361 = load i32, i32* @check, align 4, !tbaa !5
  %362 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i64 0, i64 0), i32 noundef %361)
  %363 = load i32, i32* @check, align 4, !tbaa !5
  %364 = and i32 %363, 127
  ret i32 %364
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
  %3 = sext i8 %0 to i32
  %4 = sext i8 %1 to i32
  %5 = sdiv i32 %3, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i8 @rem_s8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i32
  %4 = sext i8 %1 to i32
  %5 = srem i32 %3, %4
  %6 = trunc i32 %5 to i8
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
  %6 = srem i32 %0, 3
  %7 = sdiv i32 %0, 7
  %8 = srem i32 %0, 7
  %9 = sdiv i32 %0, -5
  %10 = sdiv i32 %0, 16
  %11 = srem i32 %0, 16
  %12 = sdiv i32 %0, 1000
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str.16, i64 0, i64 0), i32 noundef %0, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %14 = udiv i32 %1, 3
  %15 = urem i32 %1, 3
  %16 = udiv i32 %1, 7
  %17 = udiv i32 %1, 10
  %18 = urem i32 %1, 10
  %19 = udiv i32 %1, 641
  %20 = lshr i32 %1, 16
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str.17, i64 0, i64 0), i32 noundef %1, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = sdiv i64 %2, 3
  %23 = srem i64 %2, 3
  %24 = sdiv i64 %2, 10
  %25 = srem i64 %2, 1000000007
  %26 = sdiv i64 %2, -8
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.18, i64 0, i64 0), i64 noundef %2, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26)
  %28 = udiv i64 %3, 3
  %29 = udiv i64 %3, 10
  %30 = urem i64 %3, 10
  %31 = udiv i64 %3, 1000000000
  %32 = urem i64 %3, 7
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.19, i64 0, i64 0), i64 noundef %3, i64 noundef %28, i64 noundef %29, i64 noundef %30, i64 noundef %31, i64 noundef %32)
  %34 = load i32, i32* @check, align 4, !tbaa !5
  %35 = xor i32 %34, %7
  %36 = mul i32 %35, 16777619
  %37 = xor i32 %36, %17
  %38 = mul i32 %37, 16777619
  %39 = lshr i64 %22, 32
  %40 = xor i64 %39, %22
  %41 = trunc i64 %40 to i32
  %42 = xor i32 %38, %41
  %43 = mul i32 %42, 16777619
  %44 = lshr i64 %29, 32
  %45 = xor i64 %44, %29
  %46 = trunc i64 %45 to i32
  %47 = xor i32 %43, %46
  %48 = mul i32 %47, 16777619
  %49 = trunc i64 %32 to i32
  %50 = xor i32 %48, %49
  %51 = mul i32 %50, 16777619
  %52 = xor i32 %51, %11
  %53 = mul i32 %52, 16777619
  store i32 %53, i32* @check, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !10, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !7, i64 0}
!24 = distinct !{!24, !10, !11}
