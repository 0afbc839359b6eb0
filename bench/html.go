package bench

import (
	"bytes"
	"fmt"
	"html"
	"image/color"
	"math"
	"strings"

	"github.com/pkg/errors"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Chart is one figure of the report: a metric and its SVG panels.
type Chart struct {
	ID      string // "spill", "moves", "compile-time", "fig9", "gap"
	Title   string
	Caption string
	SVGs    [][]byte
}

// Charts draws the report's figures with gonum/plot: spill code and
// moves per allocator per budget, compile time per allocator, the Fig. 9
// chart (the dynamic metric relative to the baseline per benchmark, one
// panel per budget) when there were runs, and the gap to the optimum
// when an allocator reported one.
func Charts(s *Summary) ([]Chart, error) {
	r := s.R
	var out []Chart
	mem, err := budgetLines(s, "spill-code memory accesses (count, log scale)", func(c Counts) float64 { return float64(Memory(c)) })
	if err != nil {
		return nil, err
	}
	out = append(out, Chart{ID: "spill", Title: "Spill code per allocator and budget",
		Caption: fmt.Sprintf("Spill stores + reloads + folded spill accesses in the assembly (static count, log scale), summed over the %d files every allocator compiled at every budget.", s.Common),
		SVGs:    [][]byte{mem}})
	mv, err := budgetLines(s, "register moves + swaps (count, log scale)", func(c Counts) float64 { return float64(c.Moves + c.Swaps) })
	if err != nil {
		return nil, err
	}
	out = append(out, Chart{ID: "moves", Title: "Register-to-register moves and swaps per allocator and budget",
		Caption: "Moves between two registers of one class and swaps in the assembly (static count, log scale), on the same files.",
		SVGs:    [][]byte{mv}})
	ct, err := compileChart(s)
	if err != nil {
		return nil, err
	}
	out = append(out, Chart{ID: "compile-time", Title: "Compile time per allocator",
		Caption: "Wall-clock seconds to compile every file (ssara with the checker when -verify is on; llc-14 the whole back end), summed per budget. Measured on a shared machine: noisy.",
		SVGs:    [][]byte{ct}})
	if r.Metric != "" && len(s.Benches) > 0 {
		var panels [][]byte
		for _, b := range r.Budgets {
			svg, err := fig9Panel(s, b)
			if err != nil {
				return nil, err
			}
			panels = append(panels, svg)
		}
		cap := fmt.Sprintf(`Fig. 9 of Pereira's report: %s of each allocator's build relative to %s at the same budget, per benchmark (lower is better; 1 = the baseline). A red mark "X allocator" flags a wrong output (never drawn as a bar); no bar: it did not build or run, or the baseline did not.`, s.dynLabel(), s.Labels[r.Baseline])
		if r.Metric == "seconds" {
			cap += " Wall time is the median of several runs on a shared machine (under qemu-user for PowerPC): noisy."
		}
		out = append(out, Chart{ID: "fig9", Title: "Run time relative to the baseline (Fig. 9)", Caption: cap, SVGs: panels})
	}
	if s.HasGap() {
		g, err := gapChart(s)
		if err != nil {
			return nil, err
		}
		out = append(out, Chart{ID: "gap", Title: "Gap to the optimal allocation",
			Caption: "Mean over the functions of an allocator's spill cost less the optimal spill cost of the function (gap_to_optimal of ssara -gap-to-optimal's -stats-json: loads and stores weighted by 10^loop depth, Rath's spill model solved by CBC; functions not solved to optimality in -mip-time are left out).",
			SVGs:    [][]byte{g}})
	}
	return out, nil
}

// logTicks labels 1, 2 and 5 times the powers of ten of a log axis (only
// the powers when the axis spans many decades).
type logTicks struct{}

func (logTicks) Ticks(min, max float64) []plot.Tick {
	if min <= 0 {
		min = 1
	}
	var ticks []plot.Tick
	span := math.Log10(max / min)
	for e := math.Floor(math.Log10(min)); e <= math.Ceil(math.Log10(max)); e++ {
		for _, m := range []float64{1, 2, 3, 4, 5, 6, 7, 8, 9} {
			v := m * math.Pow(10, e)
			if v < min || v > max {
				continue
			}
			t := plot.Tick{Value: v}
			if m == 1 || (span < 3 && (m == 2 || m == 5)) {
				t.Label = humanNumber(v)
			}
			ticks = append(ticks, t)
		}
	}
	return ticks
}

// humanNumber writes 20000 as 20k and 3000000 as 3M.
func humanNumber(v float64) string {
	switch {
	case v >= 1e9:
		return strings.TrimSuffix(fmt.Sprintf("%gG", v/1e9), ".0")
	case v >= 1e6:
		return fmt.Sprintf("%gM", v/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%gk", v/1e3)
	}
	return fmt.Sprintf("%g", v)
}

func newPlot(title, xlabel, ylabel string) *plot.Plot {
	p := plot.New()
	p.Legend.TextStyle.Font.Size = vg.Points(10)
	p.Legend.Padding = vg.Points(2)
	p.Title.Text = title
	p.X.Label.Text = xlabel
	p.Y.Label.Text = ylabel
	p.Legend.Top = true
	p.Legend.Left = false
	p.Title.TextStyle.Font.Size = vg.Points(13)
	p.X.Label.TextStyle.Font.Size = vg.Points(11)
	p.Y.Label.TextStyle.Font.Size = vg.Points(11)
	return p
}

// render writes a plot as an SVG element (no XML prologue) for inlining.
func render(p *plot.Plot, w, h vg.Length) (svg []byte, err error) {
	// gonum/plot panics on data it cannot draw: an error, not a crash.
	defer func() {
		if r := recover(); r != nil {
			svg, err = nil, errors.Errorf("rendering a chart: %v", r)
		}
	}()
	c := vgsvg.New(w, h)
	p.Draw(draw.New(c))
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return nil, errors.Wrap(err, "rendering a chart")
	}
	b := buf.Bytes()
	if i := bytes.Index(b, []byte("<svg")); i > 0 {
		b = b[i:]
	}
	return b, nil
}

func allocColor(i int) color.Color { return plotutil.Color(i) }

// budgetLines is a log-scale line chart: one line per allocator over the
// budgets.
func budgetLines(s *Summary, ylabel string, f func(Counts) float64) ([]byte, error) {
	r := s.R
	p := newPlot("", "register budget (registers per class)", ylabel)
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = logTicks{}
	p.NominalX(r.Budgets...)
	p.X.Min, p.X.Max = -0.3, float64(len(r.Budgets))-0.7
	lo, hi := math.Inf(1), 0.0
	for i, a := range r.Allocators {
		var pts plotter.XYs
		for j, b := range r.Budgets {
			v := f(s.Across[Cell{a.Spec, b}])
			if v <= 0 {
				continue // nothing to draw on a log scale
			}
			lo, hi = math.Min(lo, v), math.Max(hi, v)
			pts = append(pts, plotter.XY{X: float64(j), Y: v})
		}
		if len(pts) == 0 {
			continue
		}
		l, sc, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, errors.WithStack(err)
		}
		l.Color = allocColor(i)
		l.Width = vg.Points(1.5)
		sc.Color = allocColor(i)
		sc.Shape = plotutil.Shape(i)
		sc.Radius = vg.Points(3)
		p.Add(l, sc)
		p.Legend.Add(a.Label, l, sc)
	}
	if hi > 0 {
		// Room above the lines for the legend.
		p.Y.Min = lo / 1.5
		p.Y.Max = hi * math.Pow(hi/p.Y.Min, 0.4)
	} else {
		// Nothing to draw (no spill code anywhere): a linear empty axis,
		// as a log scale needs positive bounds.
		p.Y.Scale = plot.LinearScale{}
		p.Y.Tick.Marker = plot.DefaultTicks{}
		p.Y.Min, p.Y.Max = 0, 1
		p.Y.Label.Text += ": none"
	}
	return render(p, vg.Points(640), vg.Points(380))
}

// groupedBars adds one bar series per allocator over nominal x
// positions; values[i][j] is allocator i at position j (NaN: no bar).
// legendRoom is a y maximum that leaves the top of a bar chart to its
// legend of n entries.
func legendRoom(top float64, n int) float64 {
	if top <= 0 {
		top = 1
	}
	return top * (1.15 + 0.06*float64(n))
}

func groupedBars(p *plot.Plot, labels []string, values [][]float64, width vg.Length) error {
	n := len(labels)
	for i, vals := range values {
		vs := make(plotter.Values, len(vals))
		for j, v := range vals {
			if math.IsNaN(v) {
				v = 0
			}
			vs[j] = v
		}
		bar, err := plotter.NewBarChart(vs, width)
		if err != nil {
			return errors.WithStack(err)
		}
		bar.LineStyle.Width = vg.Length(0)
		bar.Color = allocColor(i)
		bar.Offset = width * vg.Length(float64(i)-float64(n-1)/2)
		p.Add(bar)
		p.Legend.Add(labels[i], bar)
	}
	return nil
}

func compileChart(s *Summary) ([]byte, error) {
	r := s.R
	p := newPlot("", "register budget (registers per class)", "compile time (seconds, all files)")
	p.NominalX(r.Budgets...)
	var labels []string
	var values [][]float64
	for _, a := range r.Allocators {
		labels = append(labels, a.Label)
		var row []float64
		for _, b := range r.Budgets {
			row = append(row, s.Compile[Cell{a.Spec, b}])
		}
		values = append(values, row)
	}
	w := barWidth(len(r.Allocators), len(r.Budgets), 600)
	if err := groupedBars(p, labels, values, w); err != nil {
		return nil, err
	}
	top := 0.0
	for _, row := range values {
		for _, v := range row {
			top = math.Max(top, v)
		}
	}
	p.Y.Min = 0
	p.Y.Max = legendRoom(top, len(labels))
	return render(p, vg.Points(640), vg.Points(380))
}

// barWidth fits groups of n bars at m positions into about width points.
func barWidth(n, m int, width float64) vg.Length {
	w := width / float64(m) * 0.8 / float64(n)
	if w > 24 {
		w = 24
	}
	if w < 2 {
		w = 2
	}
	return vg.Points(w)
}

func fig9Panel(s *Summary, budget string) ([]byte, error) {
	r := s.R
	p := newPlot(fmt.Sprintf("%s, relative to %s (%s)", strings.ToUpper(s.dynLabel()[:1])+s.dynLabel()[1:], s.Labels[r.Baseline], s.budgetLabel(budget)),
		"benchmark", fmt.Sprintf("%s / baseline", s.dynLabel()))
	var names []string
	for _, b := range s.Benches {
		names = append(names, b.String())
	}
	p.NominalX(names...)
	p.X.Tick.Label.Rotation = math.Pi / 6
	p.X.Tick.Label.XAlign = draw.XRight
	p.X.Tick.Label.YAlign = draw.YCenter
	var labels []string
	var values [][]float64
	wrongAt := map[int][]string{}
	top := 1.0
	for _, a := range r.Allocators {
		c := Cell{a.Spec, budget}
		labels = append(labels, a.Label)
		var row []float64
		for j, b := range s.Benches {
			v, ok := s.PerBench[c][b]
			if !ok {
				v = math.NaN()
			} else if v > top {
				top = v
			}
			row = append(row, v)
			if s.Wrong[c][b] {
				wrongAt[j] = append(wrongAt[j], a.Label)
			}
		}
		values = append(values, row)
	}
	width := 160 + 75*float64(len(s.Benches))
	if width < 640 {
		width = 640
	}
	if err := groupedBars(p, labels, values, barWidth(len(r.Allocators), len(s.Benches), width-140)); err != nil {
		return nil, err
	}
	one := plotter.NewFunction(func(float64) float64 { return 1 })
	one.Color = color.Gray{Y: 80}
	one.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(one)
	if len(wrongAt) > 0 {
		var xys plotter.XYs
		var txt []string
		for j := range s.Benches {
			for k, l := range wrongAt[j] {
				xys = append(xys, plotter.XY{X: float64(j), Y: top * (0.06 + 0.08*float64(k))})
				txt = append(txt, "X "+l)
			}
		}
		lb, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: txt})
		if err != nil {
			return nil, errors.WithStack(err)
		}
		for i := range lb.TextStyle {
			lb.TextStyle[i].Color = color.RGBA{R: 200, A: 255}
			lb.TextStyle[i].XAlign = draw.XCenter
		}
		p.Add(lb)
	}
	p.Y.Min = 0
	p.Y.Max = legendRoom(top, len(labels))
	return render(p, vg.Points(width), vg.Points(400))
}

func gapChart(s *Summary) ([]byte, error) {
	r := s.R
	p := newPlot("", "register budget (registers per class)", "mean gap to the optimum")
	p.NominalX(r.Budgets...)
	var labels []string
	var values [][]float64
	for _, a := range r.Allocators {
		var row []float64
		any := false
		for _, b := range r.Budgets {
			g := s.Gap[Cell{a.Spec, b}]
			if len(g) == 0 {
				row = append(row, math.NaN())
				continue
			}
			any = true
			sum := 0.0
			for _, x := range g {
				sum += x
			}
			row = append(row, sum/float64(len(g)))
		}
		if any {
			labels = append(labels, a.Label)
			values = append(values, row)
		}
	}
	if err := groupedBars(p, labels, values, barWidth(len(labels), len(r.Budgets), 600)); err != nil {
		return nil, err
	}
	p.Y.Min = 0
	return render(p, vg.Points(640), vg.Points(360))
}

const css = `body{font-family:sans-serif;margin:24px;max-width:1400px;color:#222}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ccc}h3{font-size:15px}
table{border-collapse:collapse;margin:8px 0 16px}td,th{border:1px solid #ccc;padding:3px 8px;font-size:13px}
td.n{text-align:right;font-variant-numeric:tabular-nums}th{background:#f0f0f0}
.bad{background:#fde0e0;color:#900;font-weight:bold}.ok{color:#060}
figure{margin:16px 0}figcaption{font-size:13px;color:#444;max-width:900px}
code{background:#f4f4f4;padding:1px 4px}p.note{font-size:13px;color:#444;max-width:1000px}`

// HTML renders index.html: a self-contained page (inline style and SVG,
// no script, no font or image from anywhere else) that parses as XML.
func HTML(s *Summary) ([]byte, error) {
	r := s.R
	charts, err := Charts(s)
	if err != nil {
		return nil, err
	}
	e := html.EscapeString
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/>")
	fmt.Fprintf(&b, "<title>ssara-bench: %s</title><style>%s</style></head><body>\n", e(r.March), css)
	fmt.Fprintf(&b, "<h1>ssara-bench report: %s, %d files, %d allocators, budgets %s</h1>\n", e(r.March), s.Files, len(r.Allocators), e(strings.Join(r.Budgets, ", ")))
	fmt.Fprintf(&b, "<p>Made by <code>%s</code>.</p>\n", e(r.Command))

	b.WriteString("<h2 id=\"failures\">Wrong outputs and failures</h2>\n")
	if len(s.Failures) == 0 {
		b.WriteString("<p class=\"ok\">None: every file compiled with every allocator at every budget")
		if r.Metric != "" {
			b.WriteString(", and every run printed and exited as the llc-14 -O2 build")
		}
		b.WriteString(".</p>\n")
	} else {
		b.WriteString("<table><tr><th>kind</th><th>allocator</th><th>budget</th><th>file or benchmark</th><th>message</th></tr>\n")
		for _, f := range s.Failures {
			cls := ""
			if f.Kind == "wrong output" {
				cls = " class=\"bad\""
			}
			fmt.Fprintf(&b, "<tr%s><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>\n", cls, e(f.Kind), e(s.Labels[f.Allocator]), e(f.Budget), e(f.What), e(f.Error))
		}
		b.WriteString("</table>\n")
	}

	b.WriteString("<h2 id=\"table1\">Static spill code (Pereira's Table 1)</h2>\n")
	fmt.Fprintf(&b, "<p class=\"note\">Counted in each build's assembly by one rule for ssara and llc-14, summed at each budget over the files every allocator compiled there. spill: distinct stack slots spill code addresses; stack: their bytes; stores, loads: spill stores and reloads (a memory-to-memory move is one of each); folded: spills and reloads folded into another instruction's memory operand; moves: register-to-register copies; swaps: register exchanges; instructions: all instructions. compile s: wall-clock seconds for every file (noisy).")
	if r.Metric != "" {
		fmt.Fprintf(&b, " The last columns: geometric mean of %s relative to %s over the benchmarks both ran correctly (how many in parentheses), and wrong outputs.", e(s.dynLabel()), e(s.Labels[r.Baseline]))
	}
	b.WriteString("</p>\n")
	for _, bud := range r.Budgets {
		fmt.Fprintf(&b, "<h3>%s (%d of %d files counted)</h3>\n<table><tr><th>allocator</th>", e(s.budgetLabel(bud)), s.Counted[bud], s.Files)
		head := append(append([]string{}, tableColumns...), "compile s", "files failed")
		head = append(head, s.dynHeader()...)
		for _, h := range head {
			fmt.Fprintf(&b, "<th>%s</th>", e(h))
		}
		b.WriteString("</tr>\n")
		for _, a := range r.Allocators {
			c := Cell{a.Spec, bud}
			fmt.Fprintf(&b, "<tr><td>%s</td>", e(a.Label))
			cells := append(countCells(s.Totals[c]), fmt.Sprintf("%.1f", s.Compile[c]), itoa(s.FailedFiles[c]))
			cells = append(cells, s.dynCells(c)...)
			for i, v := range cells {
				cls := "n"
				if r.Metric != "" && i == len(cells)-1 && v != "0" {
					cls = "n bad"
				}
				fmt.Fprintf(&b, "<td class=\"%s\">%s</td>", cls, e(v))
			}
			b.WriteString("</tr>\n")
		}
		b.WriteString("</table>\n")
	}

	b.WriteString("<h2 id=\"charts\">Charts</h2>\n")
	for _, ch := range charts {
		fmt.Fprintf(&b, "<figure id=\"chart-%s\" class=\"chart\"><h3>%s</h3>\n", ch.ID, e(ch.Title))
		for _, svg := range ch.SVGs {
			b.Write(svg)
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "<figcaption>%s</figcaption></figure>\n", e(ch.Caption))
	}

	if r.Metric != "" && len(s.Benches) > 0 {
		fmt.Fprintf(&b, "<h2 id=\"runs\">Runs per benchmark</h2>\n<p class=\"note\">%s relative to %s at the same budget. WRONG: the output or exit status differs from the llc-14 -O2 build; x: did not build or run; -: no baseline.</p>\n", e(s.dynLabel()), e(s.Labels[r.Baseline]))
		for _, bud := range r.Budgets {
			fmt.Fprintf(&b, "<h3>%s</h3><table><tr><th>benchmark</th>", e(s.budgetLabel(bud)))
			for _, a := range r.Allocators {
				fmt.Fprintf(&b, "<th>%s</th>", e(a.Label))
			}
			b.WriteString("</tr>\n")
			for _, bench := range s.Benches {
				fmt.Fprintf(&b, "<tr><td>%s</td>", e(bench.String()))
				for _, a := range r.Allocators {
					v := s.benchCell(Cell{a.Spec, bud}, bench)
					cls := "n"
					if v == "WRONG" || v == "x" {
						cls = "n bad"
					}
					fmt.Fprintf(&b, "<td class=\"%s\">%s</td>", cls, e(v))
				}
				b.WriteString("</tr>\n")
			}
			b.WriteString("</table>\n")
		}
	}

	// The comparison tables of summary.md, as HTML.
	var md strings.Builder
	statsTable(&md, s)
	remarksTable(&md, s)
	if md.Len() > 0 {
		b.WriteString("<h2 id=\"compare\">What each tool says about its own code</h2>\n")
		b.WriteString(mdToHTML(md.String()))
	}
	b.WriteString("<h2 id=\"files\">Files</h2><p class=\"note\">results.csv and results.json (one row per file, function, allocator and budget), runs.csv, summary.md; docs/BENCH.md documents their columns.</p>\n")
	b.WriteString("</body></html>\n")
	return []byte(b.String()), nil
}

// mdToHTML turns the small markdown of statsTable/remarksTable (### titles,
// paragraphs and pipe tables) into HTML.
func mdToHTML(md string) string {
	e := html.EscapeString
	var b strings.Builder
	inTable := false
	for _, l := range strings.Split(md, "\n") {
		switch {
		case strings.HasPrefix(l, "### "):
			fmt.Fprintf(&b, "<h3>%s</h3>\n", e(strings.TrimPrefix(l, "### ")))
		case strings.HasPrefix(l, "|---"):
		case strings.HasPrefix(l, "|"):
			cells := strings.Split(strings.Trim(l, "|"), " | ")
			tag := "td"
			if !inTable {
				b.WriteString("<table>")
				tag = "th"
				inTable = true
			}
			b.WriteString("<tr>")
			for _, c := range cells {
				fmt.Fprintf(&b, "<%s>%s</%s>", tag, e(strings.TrimSpace(c)), tag)
			}
			b.WriteString("</tr>\n")
		case l == "":
			if inTable {
				b.WriteString("</table>\n")
				inTable = false
			}
		default:
			fmt.Fprintf(&b, "<p class=\"note\">%s</p>\n", e(l))
		}
	}
	if inTable {
		b.WriteString("</table>\n")
	}
	return b.String()
}
