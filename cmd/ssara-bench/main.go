// Command ssara-bench compares register allocators, ssara's and
// llc-14's, on a corpus of programs: static spill code at several
// register budgets, compile time and, with -run, the programs' output and
// speed. It writes the experiment as a ninja build graph, runs ninja, and
// merges the results into a text table (standard output), results.csv,
// results.json, runs.csv, summary.md and a self-contained index.html.
//
//	ssara-bench -march=x86-64 -regalloc=all,llc-greedy -regs=4,8,12,16,full -run -j 2 -o report corpus/
//
// Inputs are directories (with a bench.json manifest, or every .ll and .c
// file below them) or single .ll/.c files; C is compiled by clang-14 for
// the target. docs/BENCH.md documents the flags, the counting rule and the
// output files. The steps ninja runs are this program too ("ssara-bench
// step ..." and "ssara-bench merge ...").
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/bench"
	"github.com/ssara-project/ssara/regalloc"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintf(os.Stderr, "ssara-bench: %v\n", err)
		os.Exit(1)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "step":
			return bench.Step(args[1:])
		case "merge":
			return bench.Merge(args[1:])
		}
	}
	fs := flag.NewFlagSet("ssara-bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	march := fs.String("march", "x86-64", "target: x86-64, ppc64le, ppc32")
	allocs := fs.String("regalloc", "all,llc-greedy", "allocators, comma-separated: all (every ssara allocator: "+strings.Join(regalloc.Names(), ", ")+
		"), NAME or NAME:FLAG:FLAG (ssara flags, e.g. ssa:-ssa-level=1), llc-greedy, llc-basic, llc-pbqp (-O2), llc-fast (-O0), llc (all four)")
	regs := fs.String("regs", "full", "register budgets, comma-separated: N (ssara -regs=N -fp-regs=N, llc -stress-regalloc=N) or full")
	runProgs := fs.Bool("run", false, "link and run every build, compare its output with the llc-14 -O2 build's, measure executed instructions (callgrind, x86-64) and run time")
	reps := fs.Int("reps", 3, "runs per build for the wall time (the median is reported)")
	jobs := fs.Int("j", runtime.NumCPU(), "ninja jobs")
	out := fs.String("o", "report", "report directory (also holds the build graph and its outputs, reused by the next run)")
	opt := fs.String("O", "2", "clang-14 optimisation level for .c inputs")
	baseline := fs.String("baseline", "", "allocator spec the relative numbers divide by (default: llc-greedy if measured, else the first)")
	ssara := fs.String("ssara", "", "ssara binary (default: next to ssara-bench, else on PATH)")
	verify := fs.Bool("verify", true, "run ssara's checker on every allocation")
	timeout := fs.Int("timeout", 600, "seconds a run may take")
	ctimeout := fs.Int("compile-timeout", bench.DefaultStepTimeout, "seconds one compilation may take (0: no limit)")
	quiet := fs.Bool("q", false, "no text table on standard output")
	gap := fs.Bool("gap-to-optimal", false, "ssara -gap-to-optimal: solve Rath's spill model of every function (CBC) and report each ssara allocator's gap to the optimal spill cost (the report's gap view)")
	mipTime := fs.Duration("mip-time", 0, "ssara -mip-time: CBC's time limit per function (-regalloc=mip, -gap-to-optimal; 0: ssara's default)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: ssara-bench [flags] DIR|FILE.ll|FILE.c...\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return nil
		}
		return errors.New("bad flags (see -help)")
	}
	if fs.NArg() == 0 {
		return errors.New("no input (a directory or .ll/.c files; see -help)")
	}
	t, ok := bench.Targets[*march]
	if !ok {
		return errors.Errorf("unknown -march %q (x86-64, ppc64le, ppc32)", *march)
	}
	as, err := bench.ParseAllocs(*allocs, regalloc.Names())
	if err != nil {
		return err
	}
	bs, err := bench.ParseBudgets(*regs)
	if err != nil {
		return err
	}
	need := []string{"ninja", "llc-14", "clang-14"}
	if *runProgs {
		need = append(need, t.CC)
		if t.Qemu != "" {
			need = append(need, t.Qemu)
		} else {
			need = append(need, "valgrind")
		}
	}
	for _, tool := range need {
		if _, err := exec.LookPath(tool); err != nil {
			return errors.Errorf("%s not installed (run scripts/setup.sh)", tool)
		}
	}
	self, err := os.Executable()
	if err != nil {
		return errors.WithStack(err)
	}
	if *ssara == "" {
		*ssara = filepath.Join(filepath.Dir(self), "ssara")
		if _, err := os.Stat(*ssara); err != nil {
			if *ssara, err = exec.LookPath("ssara"); err != nil {
				return errors.New("no ssara binary next to ssara-bench or on PATH (go build -o DIR ./cmd/ssara ./cmd/ssara-bench, or -ssara)")
			}
		}
	}
	base := *baseline
	if base == "" {
		base = as[0].Spec
		for _, a := range as {
			if a.Spec == bench.Reference.Spec {
				base = a.Spec
			}
		}
	} else {
		found := false
		for _, a := range as {
			found = found || a.Spec == base
		}
		if !found {
			return errors.Errorf("-baseline %q is not one of the allocators of -regalloc", base)
		}
	}
	progs, err := bench.LoadCorpus(fs.Args(), t.March, resolveRealProgs)
	if err != nil {
		return err
	}
	outAbs, err := filepath.Abs(*out)
	if err != nil {
		return errors.WithStack(err)
	}
	var ssaraFlags []string
	if *gap {
		ssaraFlags = append(ssaraFlags, "-gap-to-optimal")
	}
	if *mipTime > 0 {
		ssaraFlags = append(ssaraFlags, "-mip-time="+mipTime.String())
	}
	cfg := &bench.Config{Target: t, Allocs: as, SsaraFlags: ssaraFlags, Budgets: bs, Run: *runProgs, Reps: *reps, Jobs: *jobs, Out: outAbs,
		OptLevel: "-O" + *opt, Baseline: base, Ssara: *ssara, Self: self, Verify: *verify, Timeout: *timeout, CompileTimeout: *ctimeout,
		Command: commandLine(args)}
	if _, err := bench.WritePlan(cfg, progs); err != nil {
		return err
	}
	if err := runNinja(outAbs, *jobs, stderr); err != nil {
		return err
	}
	if *quiet {
		return nil
	}
	data, err := os.ReadFile(filepath.Join(outAbs, "results.json"))
	if err != nil {
		return errors.WithStack(err)
	}
	var res bench.Results
	if err := json.Unmarshal(data, &res); err != nil {
		return errors.Wrap(err, "results.json")
	}
	return bench.WriteText(stdout, bench.Summarize(&res))
}

// commandLine is the command as a user would type it again (the report
// shows it); absolute paths of the inputs are not part of it.
func commandLine(args []string) string {
	var q []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		// -j and -q change nothing in the results.
		if a == "-q" || a == "--q" || strings.HasPrefix(a, "-j=") || strings.HasPrefix(a, "--j=") {
			continue
		}
		if a == "-j" || a == "--j" {
			i++
			continue
		}
		if strings.ContainsAny(a, " '\"$") {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		q = append(q, a)
	}
	return strings.TrimSpace("ssara-bench " + strings.Join(q, " "))
}

// runNinja runs the build graph. Ninja's progress line goes to standard
// error when it is a terminal; otherwise ninja is quiet unless it fails.
func runNinja(dir string, jobs int, stderr io.Writer) error {
	args := []string{"-C", dir, "-j", fmt.Sprint(jobs)}
	tty := false
	if f, ok := stderr.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			tty = true
		}
	}
	if !tty {
		args = append(args, "--quiet")
	}
	c := exec.Command("ninja", args...)
	var buf bytes.Buffer
	if tty {
		c.Stdout, c.Stderr = stderr, stderr
	} else {
		c.Stdout, c.Stderr = &buf, &buf
	}
	if err := c.Run(); err != nil {
		if !tty {
			stderr.Write(buf.Bytes())
		}
		return errors.Wrapf(err, "ninja -C %s", dir)
	}
	return nil
}

// resolveRealProgs fetches the sources of cmd/realprogs programs named by
// a bench.json, through scripts/realprogs.sh -manifest (the repository is
// the one holding the manifest's directory), and reads the programs it
// describes.
func resolveRealProgs(dir string, names []string) (map[string]bench.ManifestProgram, error) {
	root := dir
	for {
		if _, err := os.Stat(filepath.Join(root, "cmd", "realprogs")); err == nil {
			break
		}
		parent := filepath.Dir(root)
		if parent == root {
			return nil, errors.Errorf("%s is not inside the ssara repository (cmd/realprogs fetches the real programs)", dir)
		}
		root = parent
	}
	tmp, err := os.CreateTemp("", "ssara-bench-real-*.json")
	if err != nil {
		return nil, errors.WithStack(err)
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	args := append([]string{filepath.Join(root, "scripts", "realprogs.sh"), "-manifest", tmp.Name()}, names...)
	c := exec.Command("bash", args...)
	c.Dir = root
	if out, err := c.CombinedOutput(); err != nil {
		return nil, errors.Errorf("scripts/realprogs.sh -manifest: %v: %s", err, strings.TrimSpace(string(out)))
	}
	data, err := os.ReadFile(tmp.Name())
	if err != nil {
		return nil, errors.WithStack(err)
	}
	var m map[string]bench.ManifestProgram
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, errors.Wrap(err, "realprogs manifest")
	}
	return m, nil
}
