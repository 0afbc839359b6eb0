package regalloc

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// tableColumn is one column of the statistics table: its heading and how
// to print a function's value.
type tableColumn struct {
	head string
	val  func(s *Stats) string
}

func itoa(n int) string { return fmt.Sprint(n) }

// tableColumns are named as in Pereira's Table 1 (spill, stack, stores,
// loads, moves, swaps) followed by the other counts of Stats.
var tableColumns = []tableColumn{
	{"spill", func(s *Stats) string { return itoa(s.Spilled) }},
	{"stack", func(s *Stats) string { return fmt.Sprint(s.StackBytes) }},
	{"stores", func(s *Stats) string { return itoa(s.Stores) }},
	{"loads", func(s *Stats) string { return itoa(s.Loads) }},
	{"moves", func(s *Stats) string { return itoa(s.Moves) }},
	{"swaps", func(s *Stats) string { return itoa(s.Swaps) }},
	{"lifted", func(s *Stats) string { return itoa(s.LiftCopies) }},
	{"coalesced", func(s *Stats) string { return itoa(s.CoalescedCopies) }},
	{"fixed", func(s *Stats) string { return itoa(s.FixedPoints) }},
	{"phimem", func(s *Stats) string { return itoa(s.PhiMemMoves) }},
	{"split", func(s *Stats) string { return itoa(s.SplitEdges) }},
	{"maxlive/K", func(s *Stats) string { return fmt.Sprintf("%d/%d", s.MaxLive, s.K) }},
	{"vregs", func(s *Stats) string { return itoa(s.VirtRegs) }},
	{"instrs", func(s *Stats) string { return itoa(s.Instrs) }},
	// One unit for every row, so the column reads and sorts as numbers.
	{"time(ms)", func(s *Stats) string { return fmt.Sprintf("%.3f", float64(s.Time)/float64(time.Millisecond)) }},
}

// TableLegend explains the columns of WriteTable.
const TableLegend = `spill: values given a stack slot; stack: bytes of spill slots; stores, loads: moves and copies
between a register and a slot (a slot-to-slot transfer counts one of each); moves: register-to-register
moves and copies; swaps: register exchanges (xchg / three xors); lifted: copies inserted by PhiLifting;
coalesced: lifted copies that cost nothing; fixed: phi arguments in their phi's register; phimem: phi
moves that load or store; split: critical edges split; maxlive/K: most general-purpose values live at
once / allocatable general-purpose registers; vregs: virtual registers; instrs: allocated instructions;
time(ms): allocation time in milliseconds.
`

// Total sums the statistics of a module's functions: counts add up,
// MaxLive and K are the largest of any function.
func Total(stats []*Stats) Stats {
	t := Stats{Func: "total"}
	for _, s := range stats {
		if s == nil {
			continue
		}
		t.VirtRegs += s.VirtRegs
		t.Spilled += s.Spilled
		t.StackBytes += s.StackBytes
		t.Stores += s.Stores
		t.Loads += s.Loads
		t.Moves += s.Moves
		t.Swaps += s.Swaps
		t.Instrs += s.Instrs
		t.LiftCopies += s.LiftCopies
		t.CoalescedCopies += s.CoalescedCopies
		t.FixedPoints += s.FixedPoints
		t.PhiMemMoves += s.PhiMemMoves
		t.PhiClasses += s.PhiClasses
		t.SplitEdges += s.SplitEdges
		t.Rounds += s.Rounds
		t.Time += s.Time
		if s.MaxLive > t.MaxLive {
			t.MaxLive = s.MaxLive
		}
		if s.K > t.K {
			t.K = s.K
		}
	}
	return t
}

// WriteTable writes stats as an aligned text table, one row per function
// in the given order and a last row of module totals (see TableLegend).
// With noTime the time column is left out, so that the table is the same
// from run to run.
func WriteTable(w io.Writer, stats []*Stats, noTime bool) error {
	cols := tableColumns
	if noTime {
		cols = cols[:len(cols)-1]
	}
	rows := [][]string{{"function"}}
	for _, c := range cols {
		rows[0] = append(rows[0], c.head)
	}
	total := Total(stats)
	all := append(append([]*Stats(nil), stats...), &total)
	for _, s := range all {
		if s == nil {
			continue
		}
		row := []string{s.Func}
		for _, c := range cols {
			row = append(row, c.val(s))
		}
		rows = append(rows, row)
	}
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, cell := range r {
			if len(cell) > width[i] {
				width[i] = len(cell)
			}
		}
	}
	var sb strings.Builder
	for n, r := range rows {
		if n == len(rows)-1 {
			for i, wd := range width {
				if i > 0 {
					sb.WriteString("  ")
				}
				sb.WriteString(strings.Repeat("-", wd))
			}
			sb.WriteByte('\n')
		}
		for i, cell := range r {
			switch {
			case i == 0:
				sb.WriteString(cell)
				if len(r) > 1 {
					sb.WriteString(strings.Repeat(" ", width[i]-len(cell)))
				}
			default:
				sb.WriteString("  ")
				sb.WriteString(strings.Repeat(" ", width[i]-len(cell)))
				sb.WriteString(cell)
			}
		}
		sb.WriteByte('\n')
	}
	_, err := io.WriteString(w, sb.String())
	return err
}
