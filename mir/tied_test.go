package mir

import "testing"

func TestTiedPair(t *testing.T) {
	a, b, c := FirstVirtual, FirstVirtual+1, FirstVirtual+2
	tests := []struct {
		name  string
		in    Instr
		d, u  Reg
		tied  bool
		about string
	}{
		{"untied", Instr{Defs: []Reg{a}, Uses: []Reg{b, c}, Tied: -1}, NoReg, NoReg, false, "Tied < 0"},
		{"first use", Instr{Defs: []Reg{a}, Uses: []Reg{b, c}, Tied: 0}, a, b, true, ""},
		{"second use", Instr{Defs: []Reg{a, c}, Uses: []Reg{b, c}, Tied: 1}, a, c, true, "Defs[0], not Defs[1]"},
		{"use out of range", Instr{Defs: []Reg{a}, Uses: []Reg{b}, Tied: 1}, NoReg, NoReg, false, "no Uses[1]"},
		{"no def", Instr{Uses: []Reg{b}, Tied: 0}, NoReg, NoReg, false, "no Defs[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, u, ok := tt.in.TiedPair()
			if d != tt.d || u != tt.u || ok != tt.tied {
				t.Errorf("TiedPair() = %v, %v, %v; want %v, %v, %v (%s)", d, u, ok, tt.d, tt.u, tt.tied, tt.about)
			}
		})
	}
}
