package lower

import "testing"

// TestFoldLogicWord: the folds of one word of a multiword and, or, xor,
// for a 64-bit and a 32-bit word.
func TestFoldLogicWord(t *testing.T) {
	const ones64, ones32 = ^uint64(0), uint64(0xffffffff)
	for _, tc := range []struct {
		op    string
		ca    uint64
		ka    bool
		cb    uint64
		kb    bool
		ones  uint64
		want  WordFold
		wantC uint64
	}{
		{"and", 0xf0, true, 0x3c, true, ones64, WordConst, 0x30},
		{"or", 0xf0, true, 0x3c, true, ones64, WordConst, 0xfc},
		{"xor", 0xf0, true, 0x3c, true, ones64, WordConst, 0xcc},
		{"and", 0, false, 0, true, ones64, WordConst, 0},
		{"and", 0, true, 0, false, ones64, WordConst, 0},
		{"and", 0, false, ones64, true, ones64, WordA, 0},
		{"and", ones32, true, 0, false, ones32, WordB, 0},
		{"and", ones32, true, 0, false, ones64, WordOp, 0},
		{"or", 0, false, 0, true, ones64, WordA, 0},
		{"or", 0, true, 0, false, ones64, WordB, 0},
		{"or", 0, false, ones32, true, ones32, WordConst, ones32},
		{"xor", 0, false, 0, true, ones64, WordA, 0},
		{"xor", 0, false, ones64, true, ones64, WordOp, 0},
		{"or", 0, false, 7, true, ones64, WordOp, 0},
		{"and", 0, false, 0, false, ones64, WordOp, 0},
	} {
		k, c := FoldLogicWord(tc.op, tc.ca, tc.ka, tc.cb, tc.kb, tc.ones)
		if k != tc.want || k == WordConst && c != tc.wantC {
			t.Errorf("%s %#x(%v) %#x(%v) in %#x: %v %#x, want %v %#x", tc.op, tc.ca, tc.ka, tc.cb, tc.kb, tc.ones, k, c, tc.want, tc.wantC)
		}
	}
}
