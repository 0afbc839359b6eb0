; ModuleID = 'c/divshift.c'
source_filename = "c/divshift.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
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
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i8], align 1
  %2 = alloca [24 x i8], align 1
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
  %22 = tail call fastcc signext i32 @div_s32(i32 noundef signext %10, i32 noundef signext %18)
  %23 = xor i32 %15, %22
  %24 = mul i32 %23, 16777619
  %25 = tail call fastcc signext i32 @rem_s32(i32 noundef signext %10, i32 noundef signext %18)
  %26 = xor i32 %24, %25
  %27 = mul i32 %26, 16777619
  %28 = tail call fastcc zeroext i32 @div_u32(i32 noundef zeroext %10, i32 noundef zeroext %18)
  %29 = xor i32 %27, %28
  %30 = mul i32 %29, 16777619
  %31 = tail call fastcc zeroext i32 @rem_u32(i32 noundef zeroext %10, i32 noundef zeroext %18)
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
  %44 = tail call fastcc signext i32 @div_s32(i32 noundef signext %43, i32 noundef signext 2)
  %45 = tail call fastcc signext i32 @rem_s32(i32 noundef signext %43, i32 noundef signext 2)
  %46 = mul nsw i32 %3, 7
  %47 = tail call fastcc signext i32 @div_s32(i32 noundef signext %46, i32 noundef signext -2)
  %48 = tail call fastcc signext i32 @rem_s32(i32 noundef signext %46, i32 noundef signext -2)
  %49 = sub i32 0, %3
  %50 = tail call fastcc zeroext i32 @div_u32(i32 noundef zeroext %49, i32 noundef zeroext 3)
  %51 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), i32 noundef signext %44, i32 noundef signext %45, i32 noundef signext %47, i32 noundef signext %48, i32 noundef zeroext %50)
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
  %65 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %56, i32 noundef signext %58, i32 noundef signext %61, i32 noundef signext %64)
  %66 = mul i8 %52, -6
  %67 = tail call fastcc zeroext i8 @div_u8(i8 noundef zeroext %66, i8 noundef zeroext 7)
  %68 = zext i8 %67 to i32
  %69 = tail call fastcc zeroext i8 @rem_u8(i8 noundef zeroext %66)
  %70 = zext i8 %69 to i32
  %71 = sub i8 0, %52
  %72 = tail call fastcc zeroext i8 @div_u8(i8 noundef zeroext %71, i8 noundef zeroext -1)
  %73 = zext i8 %72 to i32
  %74 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext %68, i32 noundef zeroext %70, i32 noundef zeroext %73)
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
  %85 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %78, i32 noundef signext %81, i32 noundef zeroext %84)
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
  %141 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.4, i64 0, i64 0), i64 noundef %139, i64 noundef %140)
  %142 = sub nsw i64 0, %95
  %143 = tail call fastcc i64 @div_u64(i64 noundef %142, i64 noundef 10)
  %144 = tail call fastcc i64 @rem_u64(i64 noundef %142, i64 noundef 10)
  %145 = tail call fastcc i64 @div_u64(i64 noundef -1, i64 noundef 4294967297)
  %146 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.5, i64 0, i64 0), i64 noundef %143, i64 noundef %144, i64 noundef %145)
  %147 = mul nsw i32 %3, -1234567
  %148 = mul i32 %3, -294967296
  %149 = mul nsw i64 %95, -98765432109876
  %150 = mul i64 %95, -446744073709551616
  tail call fastcc void @by_constants(i32 noundef signext %147, i32 noundef zeroext %148, i64 noundef %149, i64 noundef %150)
  %151 = mul nsw i32 %3, 99
  %152 = mul nsw i64 %95, 5
  tail call fastcc void @by_constants(i32 noundef signext %151, i32 noundef zeroext %46, i64 noundef %152, i64 noundef %95)
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
  %172 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %160, i32 noundef signext %153, i32 noundef signext %162, i32 noundef zeroext %163, i32 noundef zeroext %164)
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
  %208 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %207, i64 noundef %179, i64 noundef %180, i64 noundef %181, i64 noundef %186)
  %209 = load i32, i32* @check, align 4, !tbaa !5
  br label %210

210:                                              ; preds = %206, %176
  %211 = phi i32 [ %209, %206 ], [ %202, %176 ]
  %212 = add nuw nsw i64 %178, 3
  %213 = icmp ult i64 %178, 61
  br i1 %213, label %176, label %214, !llvm.loop !17

214:                                              ; preds = %210
  %215 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %168)
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
  %244 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %223, i32 noundef signext %242, i32 noundef zeroext %243, i32 noundef signext %226, i32 noundef signext %237, i32 noundef signext %240)
  %245 = sext i16 %220 to i32
  %246 = and i32 %233, 65024
  %247 = and i32 %238, 240
  %248 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %245, i32 noundef signext %230, i32 noundef zeroext %233, i32 noundef zeroext %246, i32 noundef signext %235, i32 noundef zeroext %247)
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

264:                                              ; preds = %264, %214
  %265 = phi i32 [ 0, %214 ], [ %314, %264 ]
  %266 = phi i8 [ %59, %214 ], [ %301, %264 ]
  %267 = phi i8 [ %219, %214 ], [ %305, %264 ]
  %268 = phi i16 [ %79, %214 ], [ %308, %264 ]
  %269 = phi i16 [ %220, %214 ], [ %313, %264 ]
  %270 = zext i8 %266 to i32
  %271 = mul nuw nsw i32 %270, 3
  %272 = add nuw i32 %271, %265
  %273 = zext i8 %267 to i32
  %274 = mul nuw nsw i32 %273, 7
  %275 = add nuw nsw i32 %274, %265
  %276 = trunc i32 %265 to i16
  %277 = xor i16 %268, %276
  %278 = add i16 %277, -1000
  %279 = udiv i16 %269, 3
  %280 = add nuw nsw i16 %263, %279
  %281 = trunc i32 %265 to i16
  %282 = add i16 %280, %281
  %283 = add nuw nsw i32 %265, 1
  %284 = and i32 %272, 255
  %285 = mul nuw nsw i32 %284, 3
  %286 = add nuw i32 %285, %283
  %287 = and i32 %275, 255
  %288 = mul nuw nsw i32 %287, 7
  %289 = add nuw nsw i32 %288, %283
  %290 = trunc i32 %283 to i16
  %291 = xor i16 %278, %290
  %292 = add i16 %291, -1000
  %293 = udiv i16 %282, 3
  %294 = add nuw nsw i16 %263, %293
  %295 = trunc i32 %283 to i16
  %296 = add i16 %294, %295
  %297 = add nuw nsw i32 %265, 2
  %298 = and i32 %286, 255
  %299 = mul nuw nsw i32 %298, 3
  %300 = add nuw i32 %299, %297
  %301 = trunc i32 %300 to i8
  %302 = and i32 %289, 255
  %303 = mul nuw nsw i32 %302, 7
  %304 = add nuw nsw i32 %303, %297
  %305 = trunc i32 %304 to i8
  %306 = trunc i32 %297 to i16
  %307 = xor i16 %292, %306
  %308 = add i16 %307, -1000
  %309 = udiv i16 %296, 3
  %310 = add nuw nsw i16 %263, %309
  %311 = zext i16 %310 to i32
  %312 = add nuw nsw i32 %297, %311
  %313 = trunc i32 %312 to i16
  %314 = add nuw nsw i32 %265, 3
  %315 = icmp eq i32 %314, 300
  br i1 %315, label %316, label %264, !llvm.loop !18

316:                                              ; preds = %264
  %317 = shl i32 %300, 24
  %318 = ashr exact i32 %317, 24
  %319 = and i32 %304, 255
  %320 = sext i16 %308 to i32
  %321 = and i32 %312, 65535
  %322 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext %318, i32 noundef zeroext %319, i32 noundef signext %320, i32 noundef zeroext %321)
  %323 = load i32, i32* @check, align 4, !tbaa !5
  %324 = and i32 %300, 255
  %325 = xor i32 %323, %324
  %326 = mul i32 %325, 16777619
  %327 = xor i32 %326, %319
  %328 = mul i32 %327, 16777619
  %329 = zext i16 %308 to i32
  %330 = xor i32 %328, %329
  %331 = mul i32 %330, 16777619
  %332 = xor i32 %331, %321
  %333 = mul i32 %332, 16777619
  store i32 %333, i32* @check, align 4, !tbaa !5
  %334 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0))
  %335 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %335) #5
  br label %336

336:                                              ; preds = %336, %316
  %337 = phi i64 [ %345, %336 ], [ 0, %316 ]
  %338 = phi i64 [ %340, %336 ], [ %142, %316 ]
  %339 = freeze i64 %338
  %340 = udiv i64 %339, 10
  %341 = mul i64 %340, 10
  %342 = sub i64 %339, %341
  %343 = trunc i64 %342 to i8
  %344 = or i8 %343, 48
  %345 = add nuw i64 %337, 1
  %346 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %337
  store i8 %344, i8* %346, align 1, !tbaa !19
  %347 = icmp ult i64 %338, 10
  br i1 %347, label %348, label %336, !llvm.loop !20

348:                                              ; preds = %336
  %349 = and i64 %345, 4294967295
  br label %350

350:                                              ; preds = %350, %348
  %351 = phi i64 [ %349, %348 ], [ %352, %350 ]
  %352 = add nsw i64 %351, -1
  %353 = and i64 %352, 4294967295
  %354 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %353
  %355 = load i8, i8* %354, align 1, !tbaa !19
  %356 = zext i8 %355 to i32
  %357 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !21
  %358 = tail call signext i32 @putc(i32 noundef signext %356, %struct._IO_FILE* noundef %357) #5
  %359 = trunc i64 %351 to i32
  %360 = icmp sgt i32 %359, 1
  br i1 %360, label %350, label %361, !llvm.loop !23

361:                                              ; preds = %350
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %335) #5
  %362 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !21
  %363 = tail call signext i32 @putc(i32 noundef signext 32, %struct._IO_FILE* noundef %362) #5
  %364 = mul i64 %95, -8446744073709551616
  %365 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %365) #5
  br label %366

366:                                              ; preds = %366, %361
  %367 = phi i64 [ %375, %366 ], [ 0, %361 ]
  %368 = phi i64 [ %370, %366 ], [ %364, %361 ]
  %369 = freeze i64 %368
  %370 = udiv i64 %369, 10
  %371 = mul i64 %370, 10
  %372 = sub i64 %369, %371
  %373 = trunc i64 %372 to i8
  %374 = or i8 %373, 48
  %375 = add nuw i64 %367, 1
  %376 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %367
  store i8 %374, i8* %376, align 1, !tbaa !19
  %377 = icmp ult i64 %368, 10
  br i1 %377, label %378, label %366, !llvm.loop !20

378:                                              ; preds = %366
  %379 = and i64 %375, 4294967295
  br label %380

380:                                              ; preds = %380, %378
  %381 = phi i64 [ %379, %378 ], [ %382, %380 ]
  %382 = add nsw i64 %381, -1
  %383 = and i64 %382, 4294967295
  %384 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %383
  %385 = load i8, i8* %384, align 1, !tbaa !19
  %386 = zext i8 %385 to i32
  %387 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !21
  %388 = tail call signext i32 @putc(i32 noundef signext %386, %struct._IO_FILE* noundef %387) #5
  %389 = trunc i64 %381 to i32
  %390 = icmp sgt i32 %389, 1
  br i1 %390, label %380, label %391, !llvm.loop !23

391:                                              ; preds = %380
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %365) #5
  %392 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !21
  %393 = tail call signext i32 @putc(i32 noundef signext 10, %struct._IO_FILE* noundef %392) #5
  %394 = load i32, i32* @check, align 4, !tbaa !5
  %395 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %394)
  %396 = load i32, i32* @check, align 4, !tbaa !5
  %397 = and i32 %396, 127
  ret i32 %397
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i32 @div_s32(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = sdiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i32 @rem_s32(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = srem i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i32 @div_u32(i32 noundef zeroext %0, i32 noundef zeroext %1) unnamed_addr #2 {
  %3 = udiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i32 @rem_u32(i32 noundef zeroext %0, i32 noundef zeroext %1) unnamed_addr #2 {
  %3 = urem i32 %0, %1
  ret i32 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

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
define internal fastcc void @by_constants(i32 noundef signext %0, i32 noundef zeroext %1, i64 noundef %2, i64 noundef %3) unnamed_addr #4 {
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
  %16 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %0, i32 noundef signext %5, i32 noundef signext %7, i32 noundef signext %8, i32 noundef signext %10, i32 noundef signext %11, i32 noundef signext %12, i32 noundef signext %14, i32 noundef signext %15)
  %17 = udiv i32 %1, 3
  %18 = mul i32 %17, 3
  %19 = sub i32 %1, %18
  %20 = udiv i32 %1, 7
  %21 = udiv i32 %1, 10
  %22 = mul i32 %21, 10
  %23 = sub i32 %1, %22
  %24 = udiv i32 %1, 641
  %25 = lshr i32 %1, 16
  %26 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str.17, i64 0, i64 0), i32 noundef zeroext %1, i32 noundef zeroext %17, i32 noundef zeroext %19, i32 noundef zeroext %20, i32 noundef zeroext %21, i32 noundef zeroext %23, i32 noundef zeroext %24, i32 noundef zeroext %25)
  %27 = sdiv i64 %2, 3
  %28 = mul i64 %27, 3
  %29 = sub i64 %2, %28
  %30 = sdiv i64 %2, 10
  %31 = srem i64 %2, 1000000007
  %32 = sdiv i64 %2, -8
  %33 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.18, i64 0, i64 0), i64 noundef %2, i64 noundef %27, i64 noundef %29, i64 noundef %30, i64 noundef %31, i64 noundef %32)
  %34 = udiv i64 %3, 3
  %35 = udiv i64 %3, 10
  %36 = mul i64 %35, 10
  %37 = sub i64 %3, %36
  %38 = udiv i64 %3, 1000000000
  %39 = urem i64 %3, 7
  %40 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.19, i64 0, i64 0), i64 noundef %3, i64 noundef %34, i64 noundef %35, i64 noundef %37, i64 noundef %38, i64 noundef %39)
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
declare noundef signext i32 @putc(i32 noundef signext, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
