package bench

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
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
	"time"

	"github.com/pkg/errors"
)

// Status is the result file of a build step (compile, assemble, link): a
// failing tool is data for the report, not a failed ninja edge.
type Status struct {
	OK      bool    `json:"ok"`
	Error   string  `json:"error,omitempty"`
	Seconds float64 `json:"seconds"`
}

// DefaultStepTimeout is the seconds a compile, assemble or link step may
// take unless its command says otherwise.
const DefaultStepTimeout = 3600

// multiFlag collects a repeated flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

// Step runs one step of the ninja graph: "exec", "count" or "run".
func Step(args []string) error {
	if len(args) == 0 {
		return errors.New("step: which step?")
	}
	switch args[0] {
	case "exec":
		return stepExec(args[1:])
	case "count":
		return stepCount(args[1:])
	case "run":
		return stepRun(args[1:])
	}
	return errors.Errorf("step: unknown step %q", args[0])
}

func readStatus(path string) (Status, error) {
	var s Status
	data, err := os.ReadFile(path)
	if err != nil {
		return s, errors.WithStack(err)
	}
	return s, errors.Wrapf(json.Unmarshal(data, &s), "%s", path)
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return errors.WithStack(err)
	}
	return writeIfChanged(path, append(data, '\n'))
}

// firstLine is the first non-empty line of a tool's message, shortened.
func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			if len(l) > 300 {
				l = l[:300] + "..."
			}
			return l
		}
	}
	return ""
}

// stepExec runs a command unless a step it follows failed, and writes
// its status. Outputs are created empty when the command fails, so that
// ninja sees them.
func stepExec(args []string) error {
	fs := flag.NewFlagSet("step exec", flag.ContinueOnError)
	status := fs.String("status", "", "status file to write")
	var outs, after multiFlag
	fs.Var(&outs, "out", "output the command makes (created empty on failure)")
	fs.Var(&after, "after", "status file of a step this one needs")
	timeout := fs.Int("timeout", DefaultStepTimeout, "seconds the command may take (0: no limit)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cmd := fs.Args()
	if *status == "" || len(cmd) == 0 {
		return errors.New("step exec: -status and a command are needed")
	}
	st := Status{OK: true}
	for _, a := range after {
		s, err := readStatus(a)
		if err != nil {
			return err
		}
		if !s.OK {
			st = Status{Error: s.Error}
			break
		}
	}
	if st.OK {
		for _, o := range outs {
			_ = os.Remove(o)
		}
		var stderr bytes.Buffer
		ctx := context.Background()
		if *timeout > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, time.Duration(*timeout)*time.Second)
			defer cancel()
		}
		c := exec.CommandContext(ctx, cmd[0], cmd[1:]...)
		c.Stderr = &stderr
		c.Stdout = &stderr
		start := time.Now()
		err := c.Run()
		st.Seconds = time.Since(start).Seconds()
		if ctx.Err() != nil {
			err = errors.Errorf("timed out after %ds", *timeout)
			stderr.Reset()
		}
		if err != nil {
			msg := firstLine(errorLine(stderr.String()))
			if msg == "" {
				msg = err.Error()
			}
			st = Status{Error: CleanError(filepath.Base(cmd[0]) + ": " + msg), Seconds: st.Seconds}
		}
	}
	if !st.OK {
		for _, o := range outs {
			if _, err := os.Stat(o); err != nil {
				if err := os.WriteFile(o, nil, 0o644); err != nil {
					return errors.WithStack(err)
				}
			}
		}
	}
	return writeJSON(*status, st)
}

var hashedTool = regexp.MustCompile(`^(ssara)-[0-9a-f]{16}: `)

// CleanError names the tool of an error message once and without the
// hash of its copy in tools/ ("ssara-0123...: ssara: x" is "ssara: x").
func CleanError(msg string) string {
	msg = hashedTool.ReplaceAllString(msg, "$1: ")
	if i := strings.Index(msg, ": "); i > 0 && strings.HasPrefix(msg[i+2:], msg[:i+2]) {
		msg = msg[i+2:]
	}
	return msg
}

// errorLine picks the line of a tool's output that says what went wrong:
// the first one naming an error, else the first.
func errorLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, "error") || strings.Contains(l, "ssara:") {
			return l
		}
	}
	return s
}

// ModuleCounts is the count step's result for one module.
type ModuleCounts struct {
	OK        bool             `json:"ok"`
	Error     string           `json:"error,omitempty"`
	Seconds   float64          `json:"seconds"`
	Functions []FunctionCounts `json:"functions"`
}

// FunctionCounts are one function's counts: by the assembly rule, and
// what ssara's -stats-json or llc's remarks say about it.
type FunctionCounts struct {
	Name    string             `json:"name"`
	Asm     Counts             `json:"asm"`
	Stats   map[string]float64 `json:"stats,omitempty"`
	Remarks *Remarks           `json:"remarks,omitempty"`
}

func stepCount(args []string) error {
	fs := flag.NewFlagSet("step count", flag.ContinueOnError)
	fs.Int("rule", CountRule, "counting rule version")
	march := fs.String("march", "x86-64", "target")
	status := fs.String("status", "", "compile status")
	asm := fs.String("asm", "", "assembly")
	stats := fs.String("stats", "", "ssara -stats-json file")
	remarks := fs.String("remarks", "", "llc remarks YAML")
	out := fs.String("o", "", "output")
	if err := fs.Parse(args); err != nil {
		return err
	}
	st, err := readStatus(*status)
	if err != nil {
		return err
	}
	res := ModuleCounts{OK: st.OK, Error: st.Error, Seconds: st.Seconds, Functions: []FunctionCounts{}}
	if st.OK {
		if res.Functions, err = CountModule(*march, *asm, *stats, *remarks); err != nil {
			return err
		}
	}
	return writeJSON(*out, res)
}

// CountModule counts an assembly file by the rule of Counts and attaches
// ssara's statistics (statsPath) or llc's remarks (remarksPath) to each
// function; either path may be "".
func CountModule(march, asmPath, statsPath, remarksPath string) ([]FunctionCounts, error) {
	f, err := os.Open(asmPath)
	if err != nil {
		return nil, errors.WithStack(err)
	}
	defer f.Close()
	fcs, err := CountAsm(f, march)
	if err != nil {
		return nil, errors.Wrapf(err, "%s", asmPath)
	}
	stats := map[string]map[string]float64{}
	if statsPath != "" {
		if stats, err = ReadStats(statsPath); err != nil {
			return nil, err
		}
	}
	var rem map[string]Remarks
	if remarksPath != "" {
		rf, err := os.Open(remarksPath)
		if err != nil {
			return nil, errors.WithStack(err)
		}
		defer rf.Close()
		if rem, err = ParseRemarks(rf); err != nil {
			return nil, errors.Wrapf(err, "%s", remarksPath)
		}
	}
	out := make([]FunctionCounts, 0, len(fcs))
	for _, fc := range fcs {
		r := FunctionCounts{Name: fc.Name, Asm: fc.Counts, Stats: stats[fc.Name]}
		if x, ok := rem[fc.Name]; ok {
			r.Remarks = &x
		}
		out = append(out, r)
	}
	return out, nil
}

// ReadStats reads ssara's -stats-json: per function, its numeric fields
// (the JSON names: spilled, stack_bytes, stores, ... and any field a
// newer allocator adds, such as gap or optimal_cost). Lists (phases) and
// strings other than the name are dropped.
func ReadStats(path string) (map[string]map[string]float64, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, errors.WithStack(err)
	}
	var raw []map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, errors.Wrapf(err, "%s", path)
	}
	out := map[string]map[string]float64{}
	for _, fn := range raw {
		if fn == nil {
			continue
		}
		name, _ := fn["name"].(string)
		m := map[string]float64{}
		for k, v := range fn {
			switch x := v.(type) {
			case float64:
				m[k] = x
			case bool:
				if x {
					m[k] = 1
				} else {
					m[k] = 0
				}
			}
		}
		out[name] = m
	}
	return out, nil
}

// RunResult is the result of running one build of a program once (or
// Reps times for the wall time).
type RunResult struct {
	OK     bool   `json:"ok"` // built and ran (whatever its exit status)
	Error  string `json:"error,omitempty"`
	Exit   int    `json:"exit"`
	Output string `json:"output_sha256,omitempty"`
	// OutputHead is the start of the output, to show where it differs.
	OutputHead string    `json:"output_head,omitempty"`
	Seconds    []float64 `json:"seconds,omitempty"`
	// Instructions executed (callgrind; the sum over every process the
	// program ran as).
	Instructions int64 `json:"instructions,omitempty"`
}

func stepRun(args []string) error {
	fs := flag.NewFlagSet("step run", flag.ContinueOnError)
	status := fs.String("status", "", "link status")
	exe := fs.String("exe", "", "program")
	dir := fs.String("dir", "", "the program's directory ($DIR; relative stdin files)")
	qemu := fs.String("qemu", "", "qemu-user binary")
	sysroot := fs.String("sysroot", "", "qemu -L")
	spec := fs.String("spec", "", "the run (JSON)")
	reps := fs.Int("reps", 1, "runs for the wall time")
	timeout := fs.Int("timeout", 600, "seconds per run")
	cg := fs.Bool("callgrind", false, "count executed instructions with callgrind")
	out := fs.String("o", "", "output")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var r Run
	if err := json.Unmarshal([]byte(*spec), &r); err != nil {
		return errors.Wrap(err, "step run: -spec")
	}
	st, err := readStatus(*status)
	if err != nil {
		return err
	}
	if !st.OK {
		return writeJSON(*out, RunResult{Error: st.Error})
	}
	exeAbs, _ := filepath.Abs(*exe)
	n := *reps
	if *cg || n < 1 {
		n = 1
	}
	var res RunResult
	for i := 0; i < n; i++ {
		one, err := runOnce(exeAbs, *dir, *qemu, *sysroot, r, time.Duration(*timeout)*time.Second, *cg)
		if err != nil {
			return err
		}
		if i == 0 {
			res = one
		} else {
			res.Seconds = append(res.Seconds, one.Seconds...)
		}
		if !one.OK {
			res = one
			break
		}
	}
	if *cg {
		res.Seconds = nil // slowed down by valgrind: not a time
	}
	return writeJSON(*out, res)
}

// runOnce runs the program in a fresh scratch directory holding a copy of
// it as ./prog (so every build sees the same paths); $PROG runs it,
// under qemu-user or callgrind when asked.
func runOnce(exe, dir, qemu, sysroot string, r Run, limit time.Duration, cg bool) (RunResult, error) {
	work, err := os.MkdirTemp("", "ssara-bench-run")
	if err != nil {
		return RunResult{}, errors.WithStack(err)
	}
	defer os.RemoveAll(work)
	data, err := os.ReadFile(exe)
	if err != nil {
		return RunResult{}, errors.WithStack(err)
	}
	bin := filepath.Join(work, "prog.bin")
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		return RunResult{}, errors.WithStack(err)
	}
	var wrap []string
	switch {
	case qemu != "":
		wrap = []string{qemu, "-L", sysroot}
	case cg:
		wrap = []string{"valgrind", "--tool=callgrind", "--callgrind-out-file=" + filepath.Join(work, "cg.out.%p"),
			"--log-file=" + filepath.Join(work, "cg.log.%p")}
	}
	prog := filepath.Join(work, "prog")
	script := "#!/bin/sh\nexec " + shellJoin(append(wrap, bin)) + " \"$@\"\n"
	if err := os.WriteFile(prog, []byte(script), 0o755); err != nil {
		return RunResult{}, errors.WithStack(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	var c *exec.Cmd
	if r.Cmd != "" {
		c = exec.CommandContext(ctx, "bash", "-c", r.Cmd)
	} else {
		c = exec.CommandContext(ctx, "./prog", r.Args...)
	}
	c.Dir = work
	c.Env = append(os.Environ(), "PROG=./prog", "DIR="+dir, "LC_ALL=C", "TZ=UTC")
	keys := make([]string, 0, len(r.Env))
	for k := range r.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		c.Env = append(c.Env, k+"="+r.Env[k])
	}
	if r.Stdin != "" {
		p := r.Stdin
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		f, err := os.Open(p)
		if err != nil {
			return RunResult{Error: "stdin: " + err.Error()}, nil
		}
		defer f.Close()
		c.Stdin = f
	}
	var stdout bytes.Buffer
	c.Stdout = &stdout
	c.Stderr = io.Discard
	start := time.Now()
	err = c.Run()
	secs := time.Since(start).Seconds()
	if ctx.Err() != nil {
		return RunResult{Error: fmt.Sprintf("timed out after %v", limit)}, nil
	}
	res := RunResult{OK: true, Seconds: []float64{secs}}
	if ee, ok := err.(*exec.ExitError); ok {
		res.Exit = ee.ExitCode()
	} else if err != nil {
		return RunResult{Error: err.Error()}, nil
	}
	// The scratch directory's name is random: where the program prints
	// it (its argv[0] in a message), it reads $WORK in every build.
	out := bytes.ReplaceAll(stdout.Bytes(), []byte(work), []byte("$WORK"))
	sum := sha256.Sum256(out)
	res.Output = hex.EncodeToString(sum[:])
	head := string(out)
	if len(head) > 4000 {
		head = head[:4000]
	}
	res.OutputHead = head
	if cg {
		n, err := callgrindTotal(work)
		if err != nil {
			return RunResult{Error: err.Error()}, nil
		}
		res.Instructions = n
	}
	return res, nil
}

// callgrindTotal sums the instructions of every callgrind output file in
// dir (one per process).
func callgrindTotal(dir string) (int64, error) {
	files, _ := filepath.Glob(filepath.Join(dir, "cg.out.*"))
	if len(files) == 0 {
		return 0, errors.New("callgrind wrote no profile")
	}
	var total int64
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return 0, errors.WithStack(err)
		}
		found := false
		for _, l := range strings.Split(string(data), "\n") {
			for _, p := range []string{"summary:", "totals:"} {
				if strings.HasPrefix(l, p) && !found {
					fields := strings.Fields(strings.TrimPrefix(l, p))
					if len(fields) > 0 {
						n, err := strconv.ParseInt(fields[0], 10, 64)
						if err == nil {
							total += n
							found = true
						}
					}
				}
			}
		}
		if !found {
			return 0, errors.Errorf("%s: no summary line", filepath.Base(f))
		}
	}
	return total, nil
}
