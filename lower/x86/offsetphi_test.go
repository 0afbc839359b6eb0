package x86

import (
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// TestOffsetPhi: a pointer phi that is another phi of its block plus one
// constant on every edge (an interpreter's pc and pc+4 into its dispatch)
// is computed from that phi with a lea, and is no phi; where the offsets differ between edges, or an argument is a
// constant, both stay phis.
func TestOffsetPhi(t *testing.T) {
	tests := []struct {
		name string
		a, b string // q's arguments from %h1 and %h2 (p's: %pc1, %pc2)
		want int64  // the offset, 0 for none
	}{
		{"both plus 4", "%q1 = getelementptr inbounds i32, i32* %pc1, i64 1",
			"%q2 = getelementptr inbounds i32, i32* %pc2, i64 1", 4},
		{"through the same address", "%q1 = getelementptr inbounds i32, i32* %x, i64 3",
			"%q2 = getelementptr inbounds i32, i32* %pc2, i64 2", 8},
		{"through a bitcast", "%c1 = bitcast i32* %pc1 to i8*\n  %d1 = getelementptr inbounds i8, i8* %c1, i64 12\n  %q1 = bitcast i8* %d1 to i32*",
			"%q2 = getelementptr inbounds i32, i32* %pc2, i64 3", 12},
		{"different offsets", "%q1 = getelementptr inbounds i32, i32* %pc1, i64 1",
			"%q2 = getelementptr inbounds i32, i32* %pc2, i64 2", 0},
		{"variable index", "%q1 = getelementptr inbounds i32, i32* %pc1, i64 %n",
			"%q2 = getelementptr inbounds i32, i32* %pc2, i64 1", 0},
		{"a constant", "%q1 = getelementptr inbounds i32, i32* %pc1, i64 1",
			"%q2 = getelementptr inbounds i32, i32* null, i64 1", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := `define i32 @f(i32* %x, i64 %n, i1 %c) {
entry:
  %pc0 = getelementptr inbounds i32, i32* %x, i64 2
  br i1 %c, label %h1, label %h2
h1:
  %pc1 = getelementptr inbounds i32, i32* %x, i64 1
  ` + tt.a + `
  br label %disp
h2:
  %pc2 = phi i32* [ %pc0, %entry ], [ %q, %disp ]
  ` + tt.b + `
  br label %disp
disp:
  %p = phi i32* [ %pc1, %h1 ], [ %pc2, %h2 ]
  %q = phi i32* [ %q1, %h1 ], [ %q2, %h2 ]
  %i = load i32, i32* %p
  %z = icmp eq i32 %i, 0
  br i1 %z, label %h2, label %out
out:
  ret i32 %i
}
`
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatal(err)
			}
			f := m.Funcs[0]
			var disp *mir.Block
			for _, b := range f.Blocks {
				if b.Name == "disp" {
					disp = b
				}
			}
			phis := disp.Phis()
			var got int64
			// The lea may be on the edge that reads it (sinkPhiArgs).
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					if in.Op != isa.Lea || len(phis) == 0 {
						continue
					}
					a := in.Aux.(*isa.Mem).Addr
					if a.IndexIdx < 0 && in.Uses[a.BaseIdx] == phis[0].Defs[0] {
						got = a.Disp
					}
				}
			}
			wantPhis := 2
			if tt.want != 0 {
				wantPhis = 1
			}
			if got != tt.want || len(phis) != wantPhis {
				t.Errorf("disp has %d phis and computes p+%d, want %d phis and p+%d\n%s",
					len(phis), got, wantPhis, tt.want, f.Format(isa.Target{}))
			}
		})
	}
}

// TestAddrPhi: a pointer phi that is one address plus one constant on
// every edge (each switch case computing &s->field again) is no phi: the
// loads and stores through it take the address whole ("16(%reg)"), and
// a use that needs the address in a register gets one lea at the phi.
// Different offsets, different addresses or a constant keep the phi.
func TestAddrPhi(t *testing.T) {
	tests := []struct {
		name     string
		a, b     string // the phi's arguments from %h1 and %h2
		escape   bool   // the phi is also stored as a value
		wantPhi  bool
		wantLeas int // leas of the offset in the join block
	}{
		{"same field", "%a1 = getelementptr inbounds %s, %s* %x, i64 0, i32 2", "%a2 = getelementptr inbounds %s, %s* %x, i64 0, i32 2", false, false, 0},
		{"same field, stored", "%a1 = getelementptr inbounds %s, %s* %x, i64 0, i32 2", "%a2 = getelementptr inbounds %s, %s* %x, i64 0, i32 2", true, false, 1},
		{"through a bitcast", "%c1 = bitcast %s* %x to i8*\n  %d1 = getelementptr inbounds i8, i8* %c1, i64 16\n  %a1 = bitcast i8* %d1 to i64*", "%a2 = getelementptr inbounds %s, %s* %x, i64 0, i32 2", false, false, 0},
		{"different fields", "%a1 = getelementptr inbounds %s, %s* %x, i64 0, i32 1", "%a2 = getelementptr inbounds %s, %s* %x, i64 0, i32 2", false, true, 0},
		{"different bases", "%a1 = getelementptr inbounds %s, %s* %x, i64 0, i32 2", "%a2 = getelementptr inbounds %s, %s* %y, i64 0, i32 2", false, true, 0},
		{"a constant", "%a1 = getelementptr inbounds %s, %s* %x, i64 0, i32 2", "%a2 = getelementptr inbounds %s, %s* @g, i64 0, i32 2", false, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := ""
			if tt.escape {
				store = "  store i64* %p, i64** %out\n"
			}
			src := `%s = type { i64, i64, i64 }
@g = global %s zeroinitializer
define i64 @f(%s* %x, %s* %y, i64** %out, i1 %c) {
entry:
  br i1 %c, label %h1, label %h2
h1:
  ` + tt.a + `
  br label %join
h2:
  ` + tt.b + `
  br label %join
join:
  %p = phi i64* [ %a1, %h1 ], [ %a2, %h2 ]
  %v = load i64, i64* %p
  %w = add i64 %v, 1
  store i64 %w, i64* %p
` + store + `  ret i64 %v
}
`
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatal(err)
			}
			f := m.Funcs[0]
			var join *mir.Block
			for _, b := range f.Blocks {
				if b.Name == "join" {
					join = b
				}
			}
			leas := 0
			for _, in := range join.Instrs {
				if in.Op == isa.Lea && in.Aux.(*isa.Mem).Addr.Disp == 16 {
					leas++
				}
			}
			if got := len(join.Phis()) > 0; got != tt.wantPhi || leas != tt.wantLeas {
				t.Errorf("join has a phi: %v, %d leas of +16; want %v and %d\n%s", got, leas, tt.wantPhi, tt.wantLeas, f.Format(isa.Target{}))
			}
		})
	}
}
