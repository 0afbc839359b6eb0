package regalloc

import (
	"slices"
	"testing"
)

func TestGroupBy(t *testing.T) {
	tests := []struct {
		name   string
		keys   []int
		groups int
		want   [][]int
	}{
		{"empty", nil, 2, [][]int{{}, {}}},
		{"in index order", []int{1, 0, 1, 1, 0}, 2, [][]int{{1, 4}, {0, 2, 3}}},
		{"left out and empty groups", []int{-1, 2, -1, 2, 0}, 4, [][]int{{4}, {}, {1, 3}, {}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at, items := groupBy(len(tt.keys), tt.groups, func(i int) int { return tt.keys[i] }, func(i int) int { return i })
			if len(at) != tt.groups+1 {
				t.Fatalf("%d offsets, want %d", len(at), tt.groups+1)
			}
			for k, want := range tt.want {
				if got := items[at[k]:at[k+1]]; !slices.Equal(got, want) {
					t.Errorf("group %d: %v, want %v", k, got, want)
				}
			}
		})
	}
}
