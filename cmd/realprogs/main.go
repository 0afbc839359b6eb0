// Command realprogs builds real C programs written by others module by
// module with clang-14 at -O0, -O1 and -O2, compiles every module's .ll
// with ssara -verify and with llc-14, links both builds, runs the
// programs' own tests (or this project's drivers from testdata/real) on
// both and compares their output and exit status.
//
//	go run ./cmd/realprogs [-build DIR] [-O 0,1,2] [-j N] [-ssara-flags "-regs=4"] [prog...]
//
// Sources are fetched by the program itself (Debian source packages with
// apt-get source, Go modules bundling C sources through the module proxy)
// into DIR/src; the .ll files, assembly and executables are kept in
// DIR/real/<prog>/O<n>/. When ssara rejects a module, the program is also
// built "mixed": llc-14's assembly stands in for the rejected modules, so
// the modules ssara does compile are still run and compared. The summary
// (per program and level: modules, modules ssara compiles, result of the
// runs, compile times; the unsupported constructs with counts and their
// first occurrence) goes to standard output and DIR/real/summary.txt.
//
// With -manifest FILE it only fetches the selected programs' sources and
// writes their description (absolute source paths, clang and link flags,
// tests as bash command lines) as JSON for ssara-bench's bench.json
// entries that name a realprogs program (docs/BENCH.md).
//
// The exit status is 1 when a run differs (a miscompilation) or when ssara
// fails on a module with anything other than an "unsupported" rejection
// (a crash or a checker failure); rejections alone do not fail.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pkg/errors"
)

type options struct {
	root       string // repository root
	build      string // build directory
	levels     []int
	jobs       int
	ssaraFlags []string
	ssara      string // ssara binary
	census     int    // rejected functions looked for per module
	only       map[string]bool
	manifest   string // with -manifest: fetch only and describe the programs for ssara-bench
	reuse      bool   // reuse an earlier run's .ll and llc-14 assembly
}

func main() {
	o, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintf(os.Stderr, "realprogs: %v\n", err)
		os.Exit(2)
	}
	if o.manifest != "" {
		if err := writeManifest(o); err != nil {
			fmt.Fprintf(os.Stderr, "realprogs: %v\n", err)
			os.Exit(1)
		}
		return
	}
	bad, err := run(o, os.Stdout)
	if err != nil {
		fmt.Fprintf(os.Stderr, "realprogs: %v\n", err)
		os.Exit(2)
	}
	if bad {
		os.Exit(1)
	}
}

func parseFlags(args []string) (*options, error) {
	fs := flag.NewFlagSet("realprogs", flag.ContinueOnError)
	root, _ := os.Getwd()
	o := &options{root: root}
	fs.StringVar(&o.build, "build", filepath.Join(root, "build"), "build directory (sources in DIR/src, products in DIR/real)")
	levels := fs.String("O", "0,1,2", "clang optimisation levels, comma-separated")
	fs.IntVar(&o.jobs, "j", 2, "modules compiled in parallel")
	fs.IntVar(&o.census, "census", 40, "after a rejection, stub the function and look for up to N more rejected functions per module (0: off)")
	fs.StringVar(&o.manifest, "manifest", "", "only fetch the programs' sources and write their description for ssara-bench (JSON) to this file")
	sf := fs.String("ssara-flags", "", "extra ssara flags, space-separated (e.g. -regs=4, -regalloc=irc, \"-regalloc=linearscan -linearscan=poletto\")")
	fs.BoolVar(&o.reuse, "reuse", false, "reuse the .ll and llc-14 assembly of an earlier run of the same sources when both exist (to sweep allocators: only ssara compiles again; llc-14's compile time is then reported as 0)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	for _, l := range strings.Split(*levels, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(l))
		if err != nil || n < 0 || n > 3 {
			return nil, errors.Errorf("bad -O level %q", l)
		}
		o.levels = append(o.levels, n)
	}
	o.ssaraFlags = strings.Fields(*sf)
	if abs, err := filepath.Abs(o.build); err == nil {
		o.build = abs
	}
	if fs.NArg() > 0 {
		o.only = map[string]bool{}
		known := map[string]bool{}
		for _, p := range programs {
			known[p.name] = true
		}
		for _, a := range fs.Args() {
			if !known[a] {
				return nil, errors.Errorf("unknown program %q", a)
			}
			o.only[a] = true
		}
	}
	if o.jobs < 1 {
		o.jobs = 1
	}
	return o, nil
}

// moduleResult is the outcome of compiling one module at one level.
type moduleResult struct {
	name      string
	ll        string
	llcAsm    string
	ssaraAsm  string
	ssaraErr  string // first line of ssara's error, "" when it compiled
	llcTime   time.Duration
	ssaraTime time.Duration
	clangErr  string
	census    []string // with -census: one message per rejected function
}

// levelResult is the outcome of one program at one optimisation level.
type levelResult struct {
	prog      *program
	level     int
	modules   []*moduleResult
	ssaraOK   int
	llcTime   time.Duration
	ssaraTime time.Duration
	build     string // "full", "mixed", "none" (no module compiled) or "error: ..."
	tests     []string
	passed    int
	failed    int
}

func run(o *options, stdout io.Writer) (bad bool, err error) {
	for _, tool := range []string{"clang-14", "llc-14", "cc"} {
		if _, err := exec.LookPath(tool); err != nil {
			return false, errors.Errorf("%s not installed (run scripts/setup.sh)", tool)
		}
	}
	if err := os.MkdirAll(filepath.Join(o.build, "real"), 0o755); err != nil {
		return false, errors.WithStack(err)
	}
	o.ssara = filepath.Join(o.build, "real", "ssara")
	if out, err := command(o.root, "go", "build", "-o", o.ssara, "./cmd/ssara").CombinedOutput(); err != nil {
		return false, errors.Errorf("go build ./cmd/ssara: %v\n%s", err, out)
	}
	var results []*levelResult
	var sum bytes.Buffer
	w := io.MultiWriter(stdout, &sum)
	for i := range programs {
		p := &programs[i]
		if o.only != nil && !o.only[p.name] {
			continue
		}
		dir, err := fetch(o, p)
		if err != nil {
			fmt.Fprintf(w, "%s: fetch failed: %v\n", p.name, err)
			bad = true
			continue
		}
		for _, l := range o.levels {
			r := buildLevel(o, p, dir, l)
			results = append(results, r)
			fmt.Fprintln(w, r.line())
			for _, t := range r.tests {
				fmt.Fprintf(w, "    %s\n", t)
			}
			if r.failed > 0 || strings.HasPrefix(r.build, "error") {
				bad = true
			}
		}
	}
	if report(w, results) {
		bad = true
	}
	if err := os.WriteFile(filepath.Join(o.build, "real", "summary.txt"), sum.Bytes(), 0o644); err != nil {
		return bad, errors.WithStack(err)
	}
	return bad, nil
}

func command(dir, name string, args ...string) *exec.Cmd {
	c := exec.Command(name, args...)
	c.Dir = dir
	return c
}

// fetch makes the program's sources available and returns their directory.
func fetch(o *options, p *program) (string, error) {
	if p.src.goModule != "" {
		tmp, err := os.MkdirTemp("", "realprogs-mod")
		if err != nil {
			return "", errors.WithStack(err)
		}
		defer os.RemoveAll(tmp)
		c := command(tmp, "go", "mod", "download", "-json", p.src.goModule)
		c.Env = append(os.Environ(), "GO111MODULE=on", "GOFLAGS=-mod=mod")
		out, err := c.Output()
		if err != nil {
			return "", errors.Wrapf(err, "go mod download %s: %s", p.src.goModule, out)
		}
		var info struct{ Dir, Error string }
		if err := json.Unmarshal(out, &info); err != nil {
			return "", errors.Wrapf(err, "go mod download %s", p.src.goModule)
		}
		if info.Dir == "" {
			return "", errors.Errorf("go mod download %s: %s", p.src.goModule, info.Error)
		}
		return filepath.Join(info.Dir, p.src.sub), nil
	}
	srcRoot := filepath.Join(o.build, "src")
	dir := filepath.Join(srcRoot, p.src.debPkg)
	stamp := filepath.Join(dir, ".fetched-"+strings.ReplaceAll(p.src.debVersion, ":", "_"))
	if _, err := os.Stat(stamp); err == nil {
		return filepath.Join(dir, p.src.sub), nil
	}
	dl := filepath.Join(srcRoot, "dl")
	if err := os.MkdirAll(dl, 0o755); err != nil {
		return "", errors.WithStack(err)
	}
	upstream := p.src.debVersion
	if i := strings.Index(upstream, ":"); i >= 0 {
		upstream = upstream[i+1:]
	}
	upstream = upstream[:strings.LastIndex(upstream, "-")]
	pattern := filepath.Join(dl, p.src.debPkg+"_"+upstream+".orig.tar.*")
	tars, _ := filepath.Glob(pattern)
	if len(tars) == 0 {
		out, err := command(dl, "apt-get", "source", "-qq", "--download-only", p.src.debPkg+"="+p.src.debVersion).CombinedOutput()
		if err != nil {
			return "", errors.Wrapf(err, "apt-get source %s=%s (is a deb-src line configured? scripts/realprogs.sh adds one): %s",
				p.src.debPkg, p.src.debVersion, lastLines(string(out), 3))
		}
		tars, _ = filepath.Glob(pattern)
	}
	var orig string
	for _, t := range tars {
		if !strings.HasSuffix(t, ".asc") {
			orig = t
		}
	}
	if orig == "" {
		return "", errors.Errorf("no %s after apt-get source", pattern)
	}
	if err := os.RemoveAll(dir); err != nil {
		return "", errors.WithStack(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", errors.WithStack(err)
	}
	if out, err := command(dir, "tar", "xf", orig, "--strip-components=1").CombinedOutput(); err != nil {
		return "", errors.Wrapf(err, "tar xf %s: %s", orig, out)
	}
	if err := os.WriteFile(stamp, nil, 0o644); err != nil {
		return "", errors.WithStack(err)
	}
	return filepath.Join(dir, p.src.sub), nil
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 400 {
		s = s[:400] + "..."
	}
	return s
}

// runTimed runs a command with a time limit and returns its combined
// output and duration.
func runTimed(dir string, limit time.Duration, name string, args ...string) ([]byte, time.Duration, error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	c := exec.CommandContext(ctx, name, args...)
	c.Dir = dir
	start := time.Now()
	out, err := c.CombinedOutput()
	d := time.Since(start)
	if ctx.Err() != nil {
		return out, d, errors.Errorf("timed out after %v", limit)
	}
	return out, d, err
}

// buildLevel compiles, links and tests one program at one level.
func buildLevel(o *options, p *program, src string, level int) *levelResult {
	r := &levelResult{prog: p, level: level}
	out := filepath.Join(o.build, "real", p.name, fmt.Sprintf("O%d", level))
	if err := cleanLevel(out, o.reuse); err != nil {
		r.build = "error: " + err.Error()
		return r
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		r.build = "error: " + err.Error()
		return r
	}
	realDir := filepath.Join(o.root, "testdata", "real", p.name)
	modules := expand(src, p.modules)
	r.modules = make([]*moduleResult, len(modules))
	var wg sync.WaitGroup
	sem := make(chan struct{}, o.jobs)
	for i, m := range modules {
		i, m := i, m
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			r.modules[i] = compileModule(o, p, src, realDir, out, m, level)
		}()
	}
	wg.Wait()
	var llcAsm, ssaraAsm []string
	for _, m := range r.modules {
		r.llcTime += m.llcTime
		r.ssaraTime += m.ssaraTime
		if m.clangErr != "" {
			r.build = "error: clang-14 " + m.name + ": " + m.clangErr
			return r
		}
		llcAsm = append(llcAsm, m.llcAsm)
		if m.ssaraErr == "" {
			r.ssaraOK++
			ssaraAsm = append(ssaraAsm, m.ssaraAsm)
		} else {
			ssaraAsm = append(ssaraAsm, m.llcAsm)
		}
	}
	switch {
	case r.ssaraOK == len(modules):
		r.build = "full"
	case r.ssaraOK == 0:
		r.build = "none"
	default:
		r.build = "mixed"
	}
	llcExe := filepath.Join(out, "llc.exe")
	if msg := link(llcAsm, llcExe, p.ldflags); msg != "" {
		r.build = "error: link of the llc-14 build: " + msg
		return r
	}
	if r.build == "none" {
		return r
	}
	ssaraExe := filepath.Join(out, "ssara.exe")
	if msg := link(ssaraAsm, ssaraExe, p.ldflags); msg != "" {
		r.build = "error: link of the ssara build: " + msg
		return r
	}
	for _, t := range p.tests {
		want, wd, werr := runTest(out, llcExe, src, realDir, t, 5*time.Minute)
		if werr != nil {
			r.tests = append(r.tests, fmt.Sprintf("%s: SKIP (llc-14 build: %v)", t.name, werr))
			continue
		}
		// A second run of the llc-14 build catches tests whose output is
		// not deterministic (they would prove nothing).
		if again, _, err := runTest(out, llcExe, src, realDir, t, 5*time.Minute); err != nil || !bytes.Equal(again, want) {
			r.failed++
			r.tests = append(r.tests, fmt.Sprintf("%s: FAIL (the llc-14 build's output is not deterministic)", t.name))
			continue
		}
		limit := 10*wd + 30*time.Second
		got, gd, gerr := runTest(out, ssaraExe, src, realDir, t, limit)
		switch {
		case gerr != nil:
			r.failed++
			r.tests = append(r.tests, fmt.Sprintf("%s: FAIL (ssara build: %v)", t.name, gerr))
		case !bytes.Equal(got, want):
			r.failed++
			r.tests = append(r.tests, fmt.Sprintf("%s: FAIL (output differs: %s)", t.name, firstDiff(want, got)))
			_ = os.WriteFile(filepath.Join(out, t.name+".llc.out"), want, 0o644)
			_ = os.WriteFile(filepath.Join(out, t.name+".ssara.out"), got, 0o644)
		default:
			r.passed++
			r.tests = append(r.tests, fmt.Sprintf("%s: ok (%d bytes of output; run %.2fs llc-14, %.2fs ssara)",
				t.name, len(want), wd.Seconds(), gd.Seconds()))
		}
	}
	return r
}

// expand replaces the module patterns that hold a '*' by the files they
// match in src, sorted.
func expand(src string, modules []string) []string {
	var out []string
	for _, m := range modules {
		if !strings.Contains(m, "*") {
			out = append(out, m)
			continue
		}
		files, _ := filepath.Glob(filepath.Join(src, m))
		sort.Strings(files)
		for _, f := range files {
			rel, _ := filepath.Rel(src, f)
			out = append(out, rel)
		}
	}
	return out
}

// compileModule compiles one C module to .ll and the .ll with both back ends.
func compileModule(o *options, p *program, src, realDir, out, m string, level int) *moduleResult {
	path := filepath.Join(src, m)
	if strings.HasPrefix(m, "@real/") {
		path = filepath.Join(realDir, strings.TrimPrefix(m, "@real/"))
	}
	base := strings.TrimSuffix(strings.ReplaceAll(strings.TrimPrefix(m, "@real/"), "/", "_"), ".c")
	if strings.HasPrefix(m, "@real/") {
		base = "real_" + base
	}
	r := &moduleResult{
		name:     m,
		ll:       filepath.Join(out, base+".ll"),
		llcAsm:   filepath.Join(out, base+".llc.s"),
		ssaraAsm: filepath.Join(out, base+".ssara.s"),
	}
	args := []string{fmt.Sprintf("-O%d", level), "-S", "-emit-llvm", "-w", "-I", src}
	args = append(args, p.cflags...)
	args = append(args, path, "-o", r.ll)
	if !(o.reuse && reusable(r.ll, r.llcAsm)) {
		if out, _, err := runTimed(src, 10*time.Minute, "clang-14", args...); err != nil {
			r.clangErr = firstLine(err.Error() + ": " + string(out))
			return r
		}
		outp, d, err := runTimed(src, 10*time.Minute, "llc-14", "-O2", "-relocation-model=pic", r.ll, "-o", r.llcAsm)
		r.llcTime = d
		if err != nil {
			os.Remove(r.llcAsm)
			r.clangErr = "llc-14: " + firstLine(err.Error()+": "+string(outp))
			return r
		}
	}
	// The assembly is linked with cc's default (PIE), as llc's -relocation-model=pic build.
	sargs := append([]string{"-verify", "-relocation-model=pic", "-j", "1"}, o.ssaraFlags...)
	sargs = append(sargs, "-o", r.ssaraAsm, r.ll)
	outp, d, err := runTimed(src, 10*time.Minute, o.ssara, sargs...)
	r.ssaraTime = d
	if err != nil {
		r.ssaraErr = firstLine(string(outp))
		if r.ssaraErr == "" {
			r.ssaraErr = err.Error()
		}
		if o.census > 0 {
			r.census = census(o, r.ll, r.ssaraErr)
		}
	}
	return r
}

// cleanLevel empties a level's directory; with reuse it keeps the .ll
// files and llc-14's assembly (reusable decides, module by module, whether
// they can stand).
func cleanLevel(dir string, reuse bool) error {
	if !reuse {
		return errors.WithStack(os.RemoveAll(dir))
	}
	ents, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return errors.WithStack(err)
	}
	for _, e := range ents {
		n := e.Name()
		if !e.IsDir() && (strings.HasSuffix(n, ".llc.s") || strings.HasSuffix(n, ".ll") && !strings.HasSuffix(n, ".census.ll")) {
			continue
		}
		if err := os.RemoveAll(filepath.Join(dir, n)); err != nil {
			return errors.WithStack(err)
		}
	}
	return nil
}

// reusable reports whether an earlier run left the module's .ll and a
// complete llc-14 assembly of it (written after the .ll, not empty).
func reusable(ll, llcAsm string) bool {
	a, err := os.Stat(ll)
	if err != nil || a.Size() == 0 {
		return false
	}
	b, err := os.Stat(llcAsm)
	return err == nil && b.Size() > 0 && !b.ModTime().Before(a.ModTime())
}

var funcRE = regexp.MustCompile(`in function (@"[^"]+"|@[-$._A-Za-z0-9]+): unsupported`)

// census finds the other functions of a rejected module that ssara
// rejects: it replaces the body of each rejected function by
// "unreachable" in a copy of the module and compiles again, up to
// o.census times. It returns one message per rejected function, the first
// being msg.
func census(o *options, ll, msg string) []string {
	msgs := []string{msg}
	data, err := os.ReadFile(ll)
	if err != nil {
		return msgs
	}
	lines := strings.Split(string(data), "\n")
	tmp := strings.TrimSuffix(ll, ".ll") + ".census.ll"
	defer os.Remove(tmp)
	for i := 0; i < o.census; i++ {
		m := funcRE.FindStringSubmatch(msg)
		if m == nil {
			break
		}
		var ok bool
		if lines, ok = stubFunction(lines, m[1]); !ok {
			break
		}
		if err := os.WriteFile(tmp, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			break
		}
		out, _, err := runTimed(filepath.Dir(ll), 10*time.Minute, o.ssara, "-verify", "-j", "1", "-o", os.DevNull, tmp)
		if err == nil {
			break
		}
		msg = strings.ReplaceAll(firstLine(string(out)), ".census.ll:", ".ll:")
		msgs = append(msgs, msg)
	}
	return msgs
}

// stubFunction returns lines with the body of the definition of name
// replaced by a single unreachable; ok reports whether it found the
// definition (and it had more than that body).
func stubFunction(lines []string, name string) (out []string, ok bool) {
	for i, l := range lines {
		if !strings.HasPrefix(l, "define ") || !strings.Contains(l, " "+name+"(") || !strings.HasSuffix(l, "{") {
			continue
		}
		j := i + 1
		for j < len(lines) && lines[j] != "}" {
			j++
		}
		if j == len(lines) || j == i+2 && lines[i+1] == "  unreachable" {
			return lines, false
		}
		out = append(out, lines[:i+1]...)
		out = append(out, "  unreachable")
		return append(out, lines[j:]...), true
	}
	return lines, false
}

func (r *levelResult) line() string {
	tests := "not run"
	if r.passed+r.failed > 0 {
		tests = fmt.Sprintf("%d/%d tests pass", r.passed, r.passed+r.failed)
	}
	return fmt.Sprintf("%-13s -O%d  modules %2d  ssara %2d  build %-5s  %s  compile: ssara %.2fs, llc-14 %.2fs",
		r.prog.name, r.level, len(r.modules), r.ssaraOK, r.build, tests, r.ssaraTime.Seconds(), r.llcTime.Seconds())
}

var (
	unsupportedRE = regexp.MustCompile(`unsupported: (.*)$`)
	angleRE       = regexp.MustCompile(`<[^<>]*>`)
	numberRE      = regexp.MustCompile(`\b[0-9]+\b`)
)

// kind reduces an error message to the construct it names: the text after
// "unsupported:" up to the instruction, with types and numbers elided; any
// other failure is a "BUG" (crash or checker failure).
func kind(msg string) string {
	m := unsupportedRE.FindStringSubmatch(msg)
	if m == nil {
		return "BUG: " + trunc(shortPath(msg), 100)
	}
	k := m[1]
	if i := strings.Index(k, ": "); i >= 0 {
		k = k[:i]
	}
	for angleRE.MatchString(k) {
		k = angleRE.ReplaceAllString(k, "V")
	}
	if i := strings.Index(k, " ("); i >= 0 && strings.HasPrefix(k, "constant expression") {
		k = k[:i]
	}
	if i := strings.Index(k, " in initializer of @"); i >= 0 {
		k = k[:i] + " in a global initializer"
	}
	k = numberRE.ReplaceAllString(k, "N")
	return "unsupported: " + trunc(k, 80)
}

// report prints the rejected constructs with counts per level (modules
// whose first error it is, and functions rejected for it when the census
// is on) and their first occurrence; it reports whether there was a bug.
func report(w io.Writer, results []*levelResult) bool {
	type entry struct {
		modules, funcs map[int]int
		first          string
	}
	kinds := map[string]*entry{}
	get := func(k, first string) *entry {
		e := kinds[k]
		if e == nil {
			e = &entry{modules: map[int]int{}, funcs: map[int]int{}, first: first}
			kinds[k] = e
		}
		return e
	}
	bug := false
	seen := map[string]bool{} // modules shared by programs count once
	for _, r := range results {
		for _, m := range r.modules {
			if m == nil || m.ssaraErr == "" {
				continue
			}
			key := fmt.Sprintf("%v %v %s -O%d", r.prog.src, r.prog.cflags, m.name, r.level)
			if seen[key] {
				continue
			}
			seen[key] = true
			where := fmt.Sprintf("%s -O%d: ", r.prog.name, r.level)
			k := kind(m.ssaraErr)
			if strings.HasPrefix(k, "BUG") {
				bug = true
			}
			get(k, where+shortPath(m.ssaraErr)).modules[r.level]++
			for _, msg := range m.census {
				get(kind(msg), where+shortPath(msg)).funcs[r.level]++
			}
		}
	}
	names := make([]string, 0, len(kinds))
	for k := range kinds {
		names = append(names, k)
	}
	total := func(e *entry) int {
		n := 0
		for l := 0; l <= 3; l++ {
			n += e.modules[l] + e.funcs[l]
		}
		return n
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := total(kinds[names[i]]), total(kinds[names[j]])
		if a != b {
			return a > b
		}
		return names[i] < names[j]
	})
	fmt.Fprintf(w, "\nWhat ssara rejects: modules whose first error it is, functions rejected for it (census), at -O0/-O1/-O2:\n")
	for _, k := range names {
		e := kinds[k]
		fmt.Fprintf(w, "  modules %3d/%3d/%3d  functions %3d/%3d/%3d  %s\n      first: %s\n",
			e.modules[0], e.modules[1], e.modules[2], e.funcs[0], e.funcs[1], e.funcs[2], k, e.first)
	}
	return bug
}

// shortPath drops "ssara: " and the build directory from an error message.
func shortPath(msg string) string {
	msg = strings.TrimPrefix(msg, "ssara: ")
	if i := strings.Index(msg, ".ll:"); i >= 0 {
		if j := strings.LastIndexByte(msg[:i], '/'); j >= 0 {
			msg = msg[j+1:]
		}
	}
	return msg
}

func link(asm []string, exe string, ldflags []string) string {
	args := append(append([]string{}, asm...), "-o", exe)
	args = append(args, ldflags...)
	args = append(args, "-lm")
	if out, err := exec.Command("cc", args...).CombinedOutput(); err != nil {
		return firstLine(err.Error() + ": " + lastLines(string(out), 3))
	}
	return ""
}

// runTest runs one test of one build in the scratch directory out/run,
// emptied first, with the program copied to out/run/prog, so that both
// builds see the same paths.
func runTest(out, exe, src, realDir string, t test, limit time.Duration) ([]byte, time.Duration, error) {
	dir := filepath.Join(out, "run")
	if err := os.RemoveAll(dir); err != nil {
		return nil, 0, errors.WithStack(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, 0, errors.WithStack(err)
	}
	data, err := os.ReadFile(exe)
	if err != nil {
		return nil, 0, errors.WithStack(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "prog"), data, 0o755); err != nil {
		return nil, 0, errors.WithStack(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	c := exec.CommandContext(ctx, "bash", "-c", t.cmd)
	c.Dir = dir
	c.Env = append(os.Environ(), "PROG=./prog", "SRC="+src, "REAL="+realDir, "LC_ALL=C", "TZ=UTC")
	start := time.Now()
	output, err := c.CombinedOutput()
	d := time.Since(start)
	if ctx.Err() != nil {
		return nil, d, errors.Errorf("timed out after %v", limit)
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		return nil, d, errors.WithStack(err)
	}
	return append(output, fmt.Sprintf("exit=%d\n", code)...), d, nil
}

// firstDiff describes the first line where two outputs differ.
func firstDiff(want, got []byte) string {
	wl := strings.Split(string(want), "\n")
	gl := strings.Split(string(got), "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var a, b string
		if i < len(wl) {
			a = wl[i]
		}
		if i < len(gl) {
			b = gl[i]
		}
		if a != b {
			return fmt.Sprintf("line %d: llc-14 %q, ssara %q", i+1, trunc(a, 120), trunc(b, 120))
		}
	}
	return "?"
}

func trunc(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}
