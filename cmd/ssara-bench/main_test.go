package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/ssara-project/ssara/bench"
)

// need skips the test when a tool is missing.
func need(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (scripts/setup.sh installs it)", tool)
		}
	}
}

var (
	buildOnce sync.Once
	binDir    string
	buildErr  error
)

// binaries builds ssara and ssara-bench once for the tests.
func binaries(t *testing.T) (ssara, benchBin string) {
	t.Helper()
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "ssara-bench-test")
		if buildErr != nil {
			return
		}
		out, err := exec.Command("go", "build", "-o", binDir+"/", "github.com/ssara-project/ssara/cmd/ssara",
			"github.com/ssara-project/ssara/cmd/ssara-bench").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return filepath.Join(binDir, "ssara"), filepath.Join(binDir, "ssara-bench")
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// runBench runs ssara-bench and returns its standard output.
func runBench(t *testing.T, bin string, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	c := exec.Command(bin, args...)
	c.Stdout, c.Stderr = &stdout, &stderr
	if err := c.Run(); err != nil {
		t.Fatalf("ssara-bench %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	if stderr.Len() > 0 {
		t.Errorf("ssara-bench %s: not quiet on success:\n%s", strings.Join(args, " "), stderr.String())
	}
	return stdout.String()
}

// ninjaLog returns the outputs recorded in DIR/.ninja_log, in order.
func ninjaLog(t *testing.T, dir string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, ".ninja_log"))
	if err != nil {
		t.Fatal(err)
	}
	var outs []string
	for _, l := range strings.Split(string(data), "\n") {
		f := strings.Split(l, "\t")
		if len(f) == 5 {
			outs = append(outs, f[3])
		}
	}
	return outs
}

// ninjaOutputs returns every output of DIR/build.ninja.
func ninjaOutputs(t *testing.T, dir string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "build.ninja"))
	if err != nil {
		t.Fatal(err)
	}
	outs := map[string]bool{}
	for _, l := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(l, "build ") {
			continue
		}
		head := strings.TrimPrefix(l[:strings.Index(l, ": ")], "build ")
		for _, o := range strings.Fields(head) {
			outs[o] = true
		}
	}
	return outs
}

const corpus = "testdata/corpus"

// TestEndToEnd runs an experiment on testdata/corpus (two C programs,
// three runs) and checks every output: the CSV rows, the JSON against its
// schema, the HTML's charts, ssara's counts against ssara -stats-json,
// and ninja's incremental behaviour.
func TestEndToEnd(t *testing.T) {
	need(t, "ninja", "clang-14", "llc-14", "cc", "valgrind")
	ssara, bin := binaries(t)
	out := t.TempDir()
	args := []string{"-ssara", ssara, "-regalloc=simple,ssa,llc-greedy", "-regs=4,full", "-run", "-reps=1", "-j=2", "-o", out, corpus}
	text := runBench(t, bin, args...)
	for _, want := range []string{"regs=4: 2 of 2 files counted", "regs=full", "exec-instr/base", "llc-greedy"} {
		if !strings.Contains(text, want) {
			t.Errorf("text table lacks %q:\n%s", want, text)
		}
	}

	// results.json against its schema.
	data, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := bench.Validate(bench.Schema, data); err != nil {
		t.Errorf("results.json: %v", err)
	}
	var res bench.Results
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatal(err)
	}

	// The CSV: one row per file x function x allocator x budget, the
	// functions being those of each file (main and mix; main and fib).
	f, err := os.Open(filepath.Join(out, "results.csv"))
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(recs[0], ",") != strings.Join(bench.CSVColumns, ",") {
		t.Errorf("CSV header %v", recs[0])
	}
	var keys []string
	for _, r := range recs[1:] {
		if r[5] != "ok" {
			t.Errorf("row %v not ok", r)
		}
		keys = append(keys, strings.Join(r[1:5], " "))
	}
	sort.Strings(keys)
	var want []string
	for _, fn := range []string{"loop/loop.c fib", "loop/loop.c main", "straight/straight.c main", "straight/straight.c mix"} {
		for _, a := range []string{"llc-greedy", "simple", "ssa"} {
			for _, b := range []string{"4", "full"} {
				want = append(want, fn+" "+a+" "+b)
			}
		}
	}
	sort.Strings(want)
	got := strings.Join(keys, "\n")
	if got != strings.Join(want, "\n") {
		t.Errorf("CSV rows:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	if len(res.Functions) != len(recs)-1 {
		t.Errorf("results.json has %d function rows, results.csv %d", len(res.Functions), len(recs)-1)
	}

	// Runs: 2 programs' 3 runs x 3 allocators x 2 budgets, all correct,
	// with executed instructions.
	if len(res.Runs) != 18 {
		t.Errorf("%d runs, want 18", len(res.Runs))
	}
	for _, r := range res.Runs {
		if r.Status != "ok" || r.Instructions <= 0 {
			t.Errorf("run %+v", r)
		}
	}

	checkStats(t, ssara, out, &res)
	checkHTML(t, filepath.Join(out, "index.html"), []string{"spill", "moves", "compile-time", "fig9"})

	// Nothing changed: ninja runs no edge.
	before := ninjaLog(t, out)
	oldOuts := ninjaOutputs(t, out)
	runBench(t, bin, args...)
	if after := ninjaLog(t, out); len(after) != len(before) {
		t.Errorf("a rerun with nothing changed ran %v", after[len(before):])
	}

	// One flag changed (ssa gets -ssa-level=1): exactly the edges whose outputs
	// are new run, and the merge.
	args2 := append([]string{}, args...)
	args2[2] = "-regalloc=simple,ssa:-ssa-level=1,llc-greedy"
	runBench(t, bin, args2...)
	ran := ninjaLog(t, out)[len(before):]
	newOuts := ninjaOutputs(t, out)
	wantRan := map[string]bool{}
	for o := range newOuts {
		if !oldOuts[o] {
			wantRan[o] = true
		}
	}
	if len(wantRan) == 0 {
		t.Fatal("changing -regalloc made no new edge")
	}
	merge := map[string]bool{"results.json": true, "results.csv": true, "runs.csv": true, "summary.md": true, "index.html": true}
	gotRan := map[string]bool{}
	for _, o := range ran {
		gotRan[o] = true
		if !wantRan[o] && !merge[o] {
			t.Errorf("%s was rebuilt although its inputs did not change", o)
		}
	}
	for o := range wantRan {
		if !gotRan[o] {
			t.Errorf("%s is new but was not built", o)
		}
	}
	for o := range merge {
		if !gotRan[o] {
			t.Errorf("merge output %s was not rewritten", o)
		}
	}
}

// checkStats compares, for ssara's allocators, the statistics in
// results.json with those of ssara -stats-json run directly on the same
// .ll files, and in the straight-line function mix (no block for the
// emitter to copy) the assembly rule with the statistics.
func checkStats(t *testing.T, ssara, out string, res *bench.Results) {
	t.Helper()
	var plan bench.Plan
	data, err := os.ReadFile(filepath.Join(out, "plan.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &plan); err != nil {
		t.Fatal(err)
	}
	// The .ll clang made for each module is the input of its compile edge.
	ninja, err := os.ReadFile(filepath.Join(out, "build.ninja"))
	if err != nil {
		t.Fatal(err)
	}
	llOf := map[string]string{}
	re := regexp.MustCompile(`(?m)^  desc = clang (\S+)$`)
	lines := strings.Split(string(ninja), "\n")
	for i, l := range lines {
		if m := re.FindStringSubmatch(l); m != nil {
			for j := i; j >= 0; j-- {
				if strings.HasPrefix(lines[j], "build ") {
					llOf[m[1]] = strings.Fields(lines[j])[1]
					break
				}
			}
		}
	}
	checked := 0
	for _, r := range res.Functions {
		if r.Stats == nil {
			continue
		}
		ll := llOf[r.File]
		if ll == "" {
			t.Fatalf("no .ll for %s", r.File)
		}
		args := []string{"-regalloc=" + r.Allocator, "-stats-json", filepath.Join(out, "direct.json"), "-o", os.DevNull}
		if r.Budget != "full" {
			args = append(args, "-regs="+r.Budget, "-fp-regs="+r.Budget)
		}
		if o, err := exec.Command(ssara, append(args, filepath.Join(out, ll))...).CombinedOutput(); err != nil {
			t.Fatalf("ssara: %v\n%s", err, o)
		}
		direct, err := bench.ReadStats(filepath.Join(out, "direct.json"))
		if err != nil {
			t.Fatal(err)
		}
		d := direct[r.Function]
		for k, v := range r.Stats {
			if d[k] != v {
				t.Errorf("%s %s %s regs=%s: %s = %v in results.json, %v from ssara -stats-json", r.File, r.Function, r.Allocator, r.Budget, k, v, d[k])
			}
		}
		if len(r.Stats) == 0 || d["stores"] != r.Stats["stores"] {
			t.Errorf("%s %s: no stats", r.File, r.Function)
		}
		if r.Function == "mix" {
			if float64(r.Stores) != d["stores"] || float64(r.Loads) != d["loads"] || float64(r.Swaps) != d["swaps"] {
				t.Errorf("mix %s regs=%s: assembly stores/loads/swaps %d/%d/%d, -stats-json %v/%v/%v",
					r.Allocator, r.Budget, r.Stores, r.Loads, r.Swaps, d["stores"], d["loads"], d["swaps"])
			}
			if r.Budget == "4" && r.Stores == 0 {
				t.Errorf("mix %s at 4 registers spills nothing: the test would prove little", r.Allocator)
			}
		}
		checked++
	}
	if checked == 0 {
		t.Error("no ssara row had statistics")
	}
}

// checkHTML parses the report as XML (it is written well-formed) and
// checks it has exactly one figure per metric, each with an SVG chart,
// and nothing loaded from elsewhere.
func checkHTML(t *testing.T, path string, charts []string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	dec.Entity = xml.HTMLEntity
	figures := map[string]int{}
	svgIn := map[string]int{}
	cur := ""
	depth := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("index.html does not parse: %v", err)
		}
		switch x := tok.(type) {
		case xml.StartElement:
			depth++
			for _, a := range x.Attr {
				if (a.Name.Local == "src" || a.Name.Local == "href") && !strings.HasPrefix(a.Value, "#") {
					t.Errorf("index.html loads %s", a.Value)
				}
			}
			if x.Name.Local == "script" || x.Name.Local == "link" {
				t.Errorf("index.html has a <%s>", x.Name.Local)
			}
			if x.Name.Local == "figure" {
				for _, a := range x.Attr {
					if a.Name.Local == "id" {
						cur = strings.TrimPrefix(a.Value, "chart-")
						figures[cur]++
					}
				}
			}
			if x.Name.Local == "svg" && cur != "" {
				svgIn[cur]++
			}
		case xml.EndElement:
			depth--
			if x.Name.Local == "figure" {
				cur = ""
			}
		}
	}
	if depth != 0 {
		t.Errorf("index.html: unbalanced elements")
	}
	for _, c := range charts {
		if figures[c] != 1 || svgIn[c] == 0 {
			t.Errorf("chart %s: %d figures, %d SVGs", c, figures[c], svgIn[c])
		}
	}
	if len(figures) != len(charts) {
		t.Errorf("figures %v, want %v", figures, charts)
	}
	if !bytes.Contains(data, []byte("Wrong outputs and failures")) {
		t.Error("no failure table section")
	}
}

// TestDeterministic: the same experiment at -j 1 and -j 2, in fresh
// directories, gives the same bytes apart from the timings.
func TestDeterministic(t *testing.T) {
	need(t, "ninja", "clang-14", "llc-14")
	ssara, bin := binaries(t)
	var csvs, jsons []string
	for _, j := range []string{"1", "2"} {
		out := t.TempDir()
		runBench(t, bin, "-ssara", ssara, "-regalloc=local,ssa,llc-fast", "-regs=4,8", "-j="+j, "-q", "-o", out, corpus)
		c, err := os.ReadFile(filepath.Join(out, "results.csv"))
		if err != nil {
			t.Fatal(err)
		}
		csvs = append(csvs, maskCSV(t, c))
		js, err := os.ReadFile(filepath.Join(out, "results.json"))
		if err != nil {
			t.Fatal(err)
		}
		jsons = append(jsons, maskTimes(string(js)))
	}
	if csvs[0] != csvs[1] {
		t.Errorf("results.csv differs between -j 1 and -j 2:\n%s\n---\n%s", csvs[0], csvs[1])
	}
	if jsons[0] != jsons[1] {
		t.Errorf("results.json differs between -j 1 and -j 2")
	}
}

var (
	timeRE    = regexp.MustCompile(`("[a-z_]*seconds"): [0-9.e+-]+`)
	commandRE = regexp.MustCompile(`"command": "[^"]*"`)
)

// maskTimes blanks the timings and the command line (its -o differs).
func maskTimes(s string) string {
	return commandRE.ReplaceAllString(timeRE.ReplaceAllString(s, "$1: 0"), `"command": ""`)
}

// maskCSV blanks the time column.
func maskCSV(t *testing.T, data []byte) string {
	t.Helper()
	recs, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := -1
	for i, h := range recs[0] {
		if h == "alloc_seconds" {
			col = i
		}
	}
	var sb strings.Builder
	for _, r := range recs {
		if col >= 0 && r[0] != "program" {
			r[col] = ""
		}
		sb.WriteString(strings.Join(r, ",") + "\n")
	}
	return sb.String()
}

// TestReportInChromium opens a report in headless Chromium: no console
// error, and a screenshot that is not empty.
func TestReportInChromium(t *testing.T) {
	need(t, "ninja", "clang-14", "llc-14")
	chrome := ""
	for _, c := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if _, err := exec.LookPath(c); err == nil {
			chrome = c
			break
		}
	}
	if chrome == "" {
		t.Skip("no headless Chromium (scripts/setup.sh installs chromium)")
	}
	ssara, bin := binaries(t)
	out := t.TempDir()
	runBench(t, bin, "-ssara", ssara, "-regalloc=simple,ssa", "-regs=4,full", "-q", "-o", out, corpus)
	shot := filepath.Join(out, "shot.png")
	c := exec.Command(chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+filepath.Join(out, "profile"), "--enable-logging=stderr", "--v=0",
		"--window-size=1400,2000", "--screenshot="+shot, "file://"+filepath.Join(out, "index.html"))
	var stderr bytes.Buffer
	c.Stderr = &stderr
	if err := c.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", chrome, err, stderr.String())
	}
	sc := bufio.NewScanner(&stderr)
	for sc.Scan() {
		l := sc.Text()
		if strings.Contains(l, "CONSOLE") || strings.Contains(l, "Uncaught") {
			t.Errorf("console: %s", l)
		}
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() < 100 || b.Dy() < 100 {
		t.Fatalf("screenshot %v", b)
	}
	// Not one colour: some pixel differs from the corner's.
	corner := img.At(b.Min.X, b.Min.Y)
	r0, g0, b0, _ := corner.RGBA()
	differ := 0
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r != r0 || g != g0 || bl != b0 {
				differ++
			}
		}
	}
	if differ < 100 {
		t.Errorf("screenshot is nearly blank (%d sampled pixels differ from the background)", differ)
	}
}

// TestErrors: bad flags and inputs give one line and status 1.
func TestErrors(t *testing.T) {
	_, bin := binaries(t)
	for _, args := range [][]string{
		{"-regalloc=nosuch", corpus},
		{"-regs=zero", corpus},
		{"-march=arm", corpus},
		{"-baseline=ssa", "-regalloc=simple", corpus},
		{"no/such/dir"},
		{},
	} {
		c := exec.Command(bin, append([]string{"-o", t.TempDir()}, args...)...)
		var stderr bytes.Buffer
		c.Stderr = &stderr
		err := c.Run()
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() != 1 {
			t.Errorf("%v: %v, want exit status 1", args, err)
		}
		if msg := strings.TrimSpace(stderr.String()); strings.Count(msg, "\n") != 0 || !strings.HasPrefix(msg, "ssara-bench: ") {
			t.Errorf("%v: message %q, want one line", args, msg)
		}
	}
}

// TestInputChangeReruns: a run's standard input is part of its key, so
// changing the file reruns that run (and the merge), nothing else.
func TestInputChangeReruns(t *testing.T) {
	need(t, "ninja", "clang-14", "llc-14", "cc", "valgrind")
	ssara, bin := binaries(t)
	dir := t.TempDir()
	for _, f := range []string{"bench.json", "straight.c", "loop.c", "input.txt"} {
		data, err := os.ReadFile(filepath.Join(corpus, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := t.TempDir()
	args := []string{"-ssara", ssara, "-regalloc=ssa", "-regs=full", "-run", "-reps=1", "-q", "-o", out, dir}
	runBench(t, bin, args...)
	before := len(ninjaLog(t, out))
	if err := os.WriteFile(filepath.Join(dir, "input.txt"), []byte("other input\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	runBench(t, bin, args...)
	var ran []string
	for _, o := range ninjaLog(t, out)[before:] {
		if !strings.HasSuffix(o, ".json") || strings.HasPrefix(o, "results") {
			continue
		}
		ran = append(ran, o)
	}
	// The run of loop with input.txt, under ssa and under the hidden
	// reference build, each once for the time and once under callgrind.
	if len(ran) != 4 {
		t.Errorf("after changing the input, ran %v; want the 4 runs that read it", ran)
	}
	for _, o := range ran {
		if !strings.HasSuffix(o, ".run.json") && !strings.HasSuffix(o, ".callgrind.json") {
			t.Errorf("%s rebuilt", o)
		}
	}
	var res bench.Results
	data, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatal(err)
	}
	for _, r := range res.Runs {
		if r.Status != "ok" {
			t.Errorf("run %+v", r)
		}
	}
}
