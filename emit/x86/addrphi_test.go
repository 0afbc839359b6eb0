package x86

import "testing"

// TestAddrPhiRuns runs address phis (lower's findAddrPhis: a join's
// pointer phi that is &s->field on every edge) against llc-14's build:
// loads and stores through the phis after a switch whose cases each
// compute the fields' addresses again, as bzip2's add_pair_to_block, and
// a phi that is also stored and compared as a value, at the full
// register file and at 4 GPRs, every allocation checked.
func TestAddrPhiRuns(t *testing.T) {
	src := `target triple = "x86_64-pc-linux-gnu"
%S = type { i64, [8 x i8]*, i32, i32 }
@buf = global [8 x i8] zeroinitializer
@s = global %S { i64 7, [8 x i8]* @buf, i32 0, i32 5 }
@last = global i32* null
@fmt = private constant [20 x i8] c"%ld %d %d %d %d %d\0A\00"
declare i32 @printf(i8*, ...)

define void @add(%S* %s, i32 %k, i8 %ch) noinline {
entry:
  switch i32 %k, label %other [ i32 1, label %one
                                i32 2, label %two ]
one:
  %b1 = getelementptr inbounds %S, %S* %s, i64 0, i32 1
  %n1 = getelementptr inbounds %S, %S* %s, i64 0, i32 2
  br label %join
two:
  %b2 = getelementptr inbounds %S, %S* %s, i64 0, i32 1
  %n2 = getelementptr inbounds %S, %S* %s, i64 0, i32 2
  %p2 = load [8 x i8]*, [8 x i8]** %b2
  %i2 = load i32, i32* %n2
  %e2 = sext i32 %i2 to i64
  %q2 = getelementptr inbounds [8 x i8], [8 x i8]* %p2, i64 0, i64 %e2
  store i8 %ch, i8* %q2
  %j2 = add nsw i32 %i2, 1
  store i32 %j2, i32* %n2
  br label %join
other:
  %c = bitcast %S* %s to i8*
  %d = getelementptr inbounds i8, i8* %c, i64 8
  %b3 = bitcast i8* %d to [8 x i8]**
  %n3 = getelementptr inbounds %S, %S* %s, i64 0, i32 2
  %a3 = getelementptr inbounds %S, %S* %s, i64 0, i32 0
  %v3 = load i64, i64* %a3
  %w3 = add i64 %v3, 3
  store i64 %w3, i64* %a3
  br label %join
join:
  %bp = phi [8 x i8]** [ %b1, %one ], [ %b2, %two ], [ %b3, %other ]
  %np = phi i32* [ %n1, %one ], [ %n2, %two ], [ %n3, %other ]
  %p = load [8 x i8]*, [8 x i8]** %bp
  %i = load i32, i32* %np
  %e = sext i32 %i to i64
  %q = getelementptr inbounds [8 x i8], [8 x i8]* %p, i64 0, i64 %e
  store i8 %ch, i8* %q
  %j = add nsw i32 %i, 1
  store i32 %j, i32* %np
  ret void
}

define i32 @escape(%S* %s, i1 %c) noinline {
entry:
  br i1 %c, label %a, label %b
a:
  %m1 = getelementptr inbounds %S, %S* %s, i64 0, i32 3
  br label %join
b:
  %m2 = getelementptr inbounds %S, %S* %s, i64 0, i32 3
  br label %join
join:
  %mp = phi i32* [ %m1, %a ], [ %m2, %b ]
  %old = load i32*, i32** @last
  store i32* %mp, i32** @last
  %same = icmp eq i32* %old, %mp
  %v = load i32, i32* %mp
  %r = select i1 %same, i32 %v, i32 -1
  ret i32 %r
}

define i32 @main() {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k2, %loop ]
  %ch = trunc i32 %k to i8
  %ch2 = add i8 %ch, 65
  call void @add(%S* @s, i32 %k, i8 %ch2)
  %c = trunc i32 %k to i1
  %r = call i32 @escape(%S* @s, i1 %c)
  %f0 = getelementptr inbounds %S, %S* @s, i64 0, i32 0
  %f = load i64, i64* %f0
  %n0 = getelementptr inbounds %S, %S* @s, i64 0, i32 2
  %n = load i32, i32* %n0
  %bb = getelementptr [8 x i8], [8 x i8]* @buf, i64 0, i64 0
  %bw = bitcast i8* %bb to i32*
  %lo = load i32, i32* %bw
  %fm = getelementptr [20 x i8], [20 x i8]* @fmt, i64 0, i64 0
  %pr = call i32 (i8*, ...) @printf(i8* %fm, i64 %f, i32 %n, i32 %lo, i32 %r, i32 %k, i32 0)
  %k2 = add i32 %k, 1
  %done = icmp eq i32 %k2, 4
  br i1 %done, label %out, label %loop
out:
  ret i32 0
}
`
	runsLikeLLC(t, src, 4)
}
