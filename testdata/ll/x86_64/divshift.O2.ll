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
  %35 = phi i32 [ %14, %12 ], [ %33, %21 ]
  %36 = phi i32 [ %15, %12 ], [ %33, %21 ]
  %37 = add nuw nsw i64 %13, 1
  %38 = icmp eq i64 %37, 8
  br i1 %38, label %39, label %12, !llvm.loop !9

39:                                               ; preds = %34
  %40 = add nuw nsw i64 %6, 1
  %41 = icmp eq i64 %40, 8
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
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), i32 noundef %44, i32 noundef %45, i32 noundef %47, i32 noundef %48, i32 noundef %50)
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
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0), i32 noundef %56, i32 noundef %58, i32 noundef %61, i32 noundef %64)
  %66 = mul i8 %52, -6
  %67 = tail call fastcc zeroext i8 @div_u8(i8 noundef zeroext %66, i8 noundef zeroext 7)
  %68 = zext i8 %67 to i32
  %69 = tail call fastcc zeroext i8 @rem_u8(i8 noundef zeroext %66)
  %70 = zext i8 %69 to i32
  %71 = sub i8 0, %52
  %72 = tail call fastcc zeroext i8 @div_u8(i8 noundef zeroext %71, i8 noundef zeroext -1)
  %73 = zext i8 %72 to i32
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %68, i32 noundef %70, i32 noundef %73)
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
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.3, i64 0, i64 0), i32 noundef %78, i32 noundef %81, i32 noundef %84)
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
  %97 = phi i64 [ 0, %42 ], [ %135, %134 ]
  %98 = phi i32 [ %94, %42 ], [ %131, %134 ]
  %99 = getelementptr inbounds [6 x i64], [6 x i64]* @main.la, i64 0, i64 %97
  %100 = load i64, i64* %99, align 8, !tbaa !12
  %101 = mul nsw i64 %100, %95
  br label %102

102:                                              ; preds = %96, %102
  %103 = phi i64 [ 0, %96 ], [ %132, %102 ]
  %104 = phi i32 [ %98, %96 ], [ %131, %102 ]
  %105 = getelementptr inbounds [6 x i64], [6 x i64]* @main.lb, i64 0, i64 %103
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
  %132 = add nuw nsw i64 %103, 1
  %133 = icmp eq i64 %132, 6
  br i1 %133, label %134, label %102, !llvm.loop !14

134:                                              ; preds = %102
  %135 = add nuw nsw i64 %97, 1
  %136 = icmp eq i64 %135, 6
  br i1 %136, label %137, label %96, !llvm.loop !15

137:                                              ; preds = %134
  store i32 %131, i32* @check, align 4, !tbaa !5
  %138 = mul nsw i64 %95, -9223372036854775807
  %139 = tail call fastcc i64 @div_s64(i64 noundef %138, i64 noundef 1000000007)
  %140 = tail call fastcc i64 @rem_s64(i64 noundef %138, i64 noundef 1000000007)
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.4, i64 0, i64 0), i64 noundef %139, i64 noundef %140)
  %142 = sub nsw i64 0, %95
  %143 = tail call fastcc i64 @div_u64(i64 noundef %142, i64 noundef 10)
  %144 = tail call fastcc i64 @rem_u64(i64 noundef %142, i64 noundef 10)
  %145 = tail call fastcc i64 @div_u64(i64 noundef -1, i64 noundef 4294967297)
  %146 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.5, i64 0, i64 0), i64 noundef %143, i64 noundef %144, i64 noundef %145)
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
  %172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.6, i64 0, i64 0), i32 noundef %160, i32 noundef %153, i32 noundef %162, i32 noundef %163, i32 noundef %164)
  br label %173

173:                                              ; preds = %171, %159
  %174 = add nuw nsw i32 %160, 1
  %175 = icmp eq i32 %174, 32
  br i1 %175, label %156, label %159, !llvm.loop !16

176:                                              ; preds = %156, %210
  %177 = phi i32 [ %158, %156 ], [ %211, %210 ]
  %178 = phi i64 [ 0, %156 ], [ %212, %210 ]
  %179 = ashr i64 %155, %178
  %180 = lshr i64 %155, %178
  %181 = shl i64 %157, %178
  %182 = icmp eq i64 %178, 0
  %183 = sub nuw nsw i64 64, %178
  %184 = lshr i64 %157, %183
  %185 = or i64 %184, %181
  %186 = select i1 %182, i64 %157, i64 %185
  %187 = lshr i64 %179, 32
  %188 = xor i64 %187, %179
  %189 = trunc i64 %188 to i32
  %190 = xor i32 %177, %189
  %191 = mul i32 %190, 16777619
  %192 = lshr i64 %180, 32
  %193 = xor i64 %192, %180
  %194 = trunc i64 %193 to i32
  %195 = xor i32 %191, %194
  %196 = mul i32 %195, 16777619
  %197 = xor i64 %186, %181
  %198 = lshr i64 %197, 32
  %199 = xor i64 %198, %197
  %200 = trunc i64 %199 to i32
  %201 = xor i32 %196, %200
  %202 = mul i32 %201, 16777619
  store i32 %202, i32* @check, align 4, !tbaa !5
  %203 = trunc i64 %178 to i8
  %204 = urem i8 %203, 21
  %205 = icmp eq i8 %204, 0
  br i1 %205, label %206, label %210

206:                                              ; preds = %176
  %207 = trunc i64 %178 to i32
  %208 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.7, i64 0, i64 0), i32 noundef %207, i64 noundef %179, i64 noundef %180, i64 noundef %181, i64 noundef %186)
  %209 = load i32, i32* @check, align 4, !tbaa !5
  br label %210

210:                                              ; preds = %206, %176
  %211 = phi i32 [ %209, %206 ], [ %202, %176 ]
  %212 = add nuw nsw i64 %178, 3
  %213 = icmp ult i64 %178, 61
  br i1 %213, label %176, label %214, !llvm.loop !17

214:                                              ; preds = %210
  %215 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i64 0, i64 0), i32 noundef %168)
  %216 = load i32, i32* @check, align 4, !tbaa !5
  %217 = xor i32 %216, %168
  %218 = mul i32 %217, 16777619
  store i32 %218, i32* @check, align 4, !tbaa !5
  %219 = mul i8 %52, -56
  %220 = mul i16 %75, -5536
  %221 = mul i32 %3, 50000
  %222 = sext i8 %59 to i32
  %223 = shl nsw i32 %222, 1
  %224 = zext i8 %219 to i32
  %225 = zext i8 %59 to i32
  %226 = add nuw nsw i32 %224, %225
  %227 = sext i16 %79 to i32
  %228 = mul i32 %3, -1966080000
  %229 = ashr exact i32 %228, 16
  %230 = sub nsw i32 %227, %229
  %231 = zext i16 %220 to i32
  %232 = and i32 %221, 65520
  %233 = mul nuw i32 %232, %231
  %234 = icmp ugt i8 %62, 100
  %235 = zext i1 %234 to i32
  %236 = ashr exact i8 %62, 2
  %237 = sext i8 %236 to i32
  %238 = mul i32 %3, 144
  %239 = sdiv i8 %62, 3
  %240 = sext i8 %239 to i32
  %241 = shl i32 %222, 25
  %242 = ashr exact i32 %241, 24
  %243 = and i32 %226, 252
  %244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.9, i64 0, i64 0), i32 noundef %223, i32 noundef %242, i32 noundef %243, i32 noundef %226, i32 noundef %237, i32 noundef %240)
  %245 = sext i16 %220 to i32
  %246 = and i32 %233, 65024
  %247 = and i32 %238, 240
  %248 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i64 0, i64 0), i32 noundef %245, i32 noundef %230, i32 noundef %233, i32 noundef %246, i32 noundef %235, i32 noundef %247)
  %249 = and i32 %223, 248
  %250 = add nsw i32 %226, %223
  %251 = add nsw i32 %250, %249
  %252 = add nsw i32 %251, %243
  %253 = load i32, i32* @check, align 4, !tbaa !5
  %254 = xor i32 %253, %252
  %255 = mul i32 %254, 16777619
  %256 = add nsw i32 %230, %231
  %257 = add i32 %256, %233
  %258 = or i32 %257, %235
  %259 = add i32 %258, %246
  %260 = xor i32 %255, %259
  %261 = mul i32 %260, 16777619
  store i32 %261, i32* @check, align 4, !tbaa !5
  %262 = trunc i32 %221 to i16
  %263 = urem i16 %262, 97
  br label %264

264:                                              ; preds = %214, %264
  %265 = phi i32 [ 0, %214 ], [ %286, %264 ]
  %266 = phi i8 [ %59, %214 ], [ %273, %264 ]
  %267 = phi i8 [ %219, %214 ], [ %277, %264 ]
  %268 = phi i16 [ %79, %214 ], [ %280, %264 ]
  %269 = phi i16 [ %220, %214 ], [ %285, %264 ]
  %270 = zext i8 %266 to i32
  %271 = mul nuw nsw i32 %270, 3
  %272 = add nuw i32 %271, %265
  %273 = trunc i32 %272 to i8
  %274 = zext i8 %267 to i32
  %275 = mul nuw nsw i32 %274, 7
  %276 = add nuw nsw i32 %275, %265
  %277 = trunc i32 %276 to i8
  %278 = trunc i32 %265 to i16
  %279 = xor i16 %268, %278
  %280 = add i16 %279, -1000
  %281 = udiv i16 %269, 3
  %282 = add nuw nsw i16 %263, %281
  %283 = zext i16 %282 to i32
  %284 = add nuw nsw i32 %265, %283
  %285 = trunc i32 %284 to i16
  %286 = add nuw nsw i32 %265, 1
  %287 = icmp eq i32 %286, 300
  br i1 %287, label %288, label %264, !llvm.loop !18

288:                                              ; preds = %264
  %289 = shl i32 %272, 24
  %290 = ashr exact i32 %289, 24
  %291 = and i32 %276, 255
  %292 = sext i16 %280 to i32
  %293 = and i32 %284, 65535
  %294 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i32 noundef %290, i32 noundef %291, i32 noundef %292, i32 noundef %293)
  %295 = load i32, i32* @check, align 4, !tbaa !5
  %296 = and i32 %272, 255
  %297 = xor i32 %295, %296
  %298 = mul i32 %297, 16777619
  %299 = xor i32 %298, %291
  %300 = mul i32 %299, 16777619
  %301 = zext i16 %280 to i32
  %302 = xor i32 %300, %301
  %303 = mul i32 %302, 16777619
  %304 = xor i32 %303, %293
  %305 = mul i32 %304, 16777619
  store i32 %305, i32* @check, align 4, !tbaa !5
  %306 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0))
  %307 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %307) #5
  br label %308

308:                                              ; preds = %308, %288
  %309 = phi i64 [ %314, %308 ], [ 0, %288 ]
  %310 = phi i64 [ %316, %308 ], [ %142, %288 ]
  %311 = urem i64 %310, 10
  %312 = trunc i64 %311 to i8
  %313 = or i8 %312, 48
  %314 = add nuw i64 %309, 1
  %315 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %309
  store i8 %313, i8* %315, align 1, !tbaa !19
  %316 = udiv i64 %310, 10
  %317 = icmp ult i64 %310, 10
  br i1 %317, label %318, label %308, !llvm.loop !20

318:                                              ; preds = %308
  %319 = and i64 %314, 4294967295
  br label %320

320:                                              ; preds = %320, %318
  %321 = phi i64 [ %319, %318 ], [ %322, %320 ]
  %322 = add nsw i64 %321, -1
  %323 = and i64 %322, 4294967295
  %324 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %323
  %325 = load i8, i8* %324, align 1, !tbaa !19
  %326 = sext i8 %325 to i32
  %327 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !21
  %328 = tail call i32 @putc(i32 noundef %326, %struct._IO_FILE* noundef %327) #5
  %329 = trunc i64 %321 to i32
  %330 = icmp sgt i32 %329, 1
  br i1 %330, label %320, label %331, !llvm.loop !23

331:                                              ; preds = %320
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %307) #5
  %332 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !21
  %333 = tail call i32 @putc(i32 noundef 32, %struct._IO_FILE* noundef %332) #5
  %334 = mul i64 %95, -8446744073709551616
  %335 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %335) #5
  br label %336

336:                                              ; preds = %336, %331
  %337 = phi i64 [ %342, %336 ], [ 0, %331 ]
  %338 = phi i64 [ %344, %336 ], [ %334, %331 ]
  %339 = urem i64 %338, 10
  %340 = trunc i64 %339 to i8
  %341 = or i8 %340, 48
  %342 = add nuw i64 %337, 1
  %343 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %337
  store i8 %341, i8* %343, align 1, !tbaa !19
  %344 = udiv i64 %338, 10
  %345 = icmp ult i64 %338, 10
  br i1 %345, label %346, label %336, !llvm.loop !20

346:                                              ; preds = %336
  %347 = and i64 %342, 4294967295
  br label %348

348:                                              ; preds = %348, %346
  %349 = phi i64 [ %347, %346 ], [ %350, %348 ]
  %350 = add nsw i64 %349, -1
  %351 = and i64 %350, 4294967295
  %352 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %351
  %353 = load i8, i8* %352, align 1, !tbaa !19
  %354 = sext i8 %353 to i32
  %355 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !21
  %356 = tail call i32 @putc(i32 noundef %354, %struct._IO_FILE* noundef %355) #5
  %357 = trunc i64 %349 to i32
  %358 = icmp sgt i32 %357, 1
  br i1 %358, label %348, label %359, !llvm.loop !23

359:                                              ; preds = %348
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %335) #5
  %360 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !21
  %361 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %360) #5
  %362 = load i32, i32* @check, align 4, !tbaa !5
  %363 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i64 0, i64 0), i32 noundef %362)
  %364 = load i32, i32* @check, align 4, !tbaa !5
  %365 = and i32 %364, 127
  ret i32 %365
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
  %6 = srem i32 %0, 3
  %7 = sdiv i32 %0, 7
  %8 = srem i32 %0, 7
  %9 = sdiv i32 %0, -5
  %10 = sdiv i32 %0, 16
  %11 = srem i32 %0, 16
  %12 = sdiv i32 %0, 1000
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str.16, i64 0, i64 0), i32 noundef %0, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %14 = udiv i32 %1, 3
  %15 = urem i32 %1, 3
  %16 = udiv i32 %1, 7
  %17 = udiv i32 %1, 10
  %18 = urem i32 %1, 10
  %19 = udiv i32 %1, 641
  %20 = lshr i32 %1, 16
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str.17, i64 0, i64 0), i32 noundef %1, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = sdiv i64 %2, 3
  %23 = srem i64 %2, 3
  %24 = sdiv i64 %2, 10
  %25 = srem i64 %2, 1000000007
  %26 = sdiv i64 %2, -8
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.18, i64 0, i64 0), i64 noundef %2, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26)
  %28 = udiv i64 %3, 3
  %29 = udiv i64 %3, 10
  %30 = urem i64 %3, 10
  %31 = udiv i64 %3, 1000000000
  %32 = urem i64 %3, 7
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.19, i64 0, i64 0), i64 noundef %3, i64 noundef %28, i64 noundef %29, i64 noundef %30, i64 noundef %31, i64 noundef %32)
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
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
