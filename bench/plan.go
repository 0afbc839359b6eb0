package bench

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/pkg/errors"
)

// CountRule is the version of the counting rule (Counts) and of the
// result files' layout: changing either changes the count and merge
// commands, so ninja reruns them (and nothing else).
const CountRule = 1

// Config is one experiment.
type Config struct {
	Target   Target
	Allocs   []Alloc
	Budgets  []Budget
	Run      bool
	Reps     int    // wall-time repetitions of each run
	Jobs     int    // ninja -j
	Out      string // report directory
	OptLevel string // clang's level for C inputs ("-O2")
	Baseline string // allocator spec the relative charts divide by
	Ssara    string // the ssara binary
	Self     string // the ssara-bench binary (runs the steps)
	Verify   bool   // ssara -verify
	// SsaraFlags are passed to every ssara compilation (ssara-bench
	// -gap-to-optimal: "-gap-to-optimal", "-mip-time=10s").
	SsaraFlags []string
	Timeout    int // seconds per run
	// CompileTimeout is the seconds one compilation may take (0: no
	// limit); a compiler that takes longer has failed on that file.
	CompileTimeout int
	Command        string // the command line, for the report
}

// Plan is what the merge step needs to know about an experiment: it is
// written to plan.json next to build.ninja.
type Plan struct {
	Rule      int           `json:"rule"`
	Command   string        `json:"command"`
	March     string        `json:"march"`
	Allocs    []Alloc       `json:"allocators"`
	Budgets   []Budget      `json:"budgets"`
	Baseline  string        `json:"baseline"`
	Run       bool          `json:"run"`
	Callgrind bool          `json:"callgrind"`
	Reps      int           `json:"reps"`
	Programs  []PlanProgram `json:"programs"`
}

// PlanProgram is one program's cells.
type PlanProgram struct {
	Name    string     `json:"name"`
	Modules []string   `json:"modules"` // module IDs
	Runs    []string   `json:"runs"`    // run names
	Cells   []PlanCell `json:"cells"`
}

// PlanCell is one program x allocator x budget: its files.
type PlanCell struct {
	Alloc  string `json:"alloc"` // spec
	Budget Budget `json:"budget"`
	// Reference cells (llc-greedy with all registers, the build outputs
	// are compared with) that were not asked for are kept out of the
	// tables and charts.
	Hidden bool      `json:"hidden,omitempty"`
	Counts []string  `json:"counts"` // per module
	Link   string    `json:"link,omitempty"`
	Runs   []PlanRun `json:"runs,omitempty"`
}

// PlanRun is the result files of one run of a cell.
type PlanRun struct {
	Name      string `json:"name"`
	Result    string `json:"result"`
	Callgrind string `json:"callgrind,omitempty"`
}

// Reference is the build every other build's output is compared with.
var Reference = Alloc{Spec: "llc-greedy", Name: "llc-greedy", LLC: true}

// hasher builds content keys.
type hasher struct{ parts []string }

func (h *hasher) add(parts ...string) *hasher {
	h.parts = append(h.parts, parts...)
	return h
}

func (h *hasher) key() string {
	sum := sha256.Sum256([]byte(strings.Join(h.parts, "\x00")))
	return hex.EncodeToString(sum[:])[:20]
}

func fileHash(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", errors.WithStack(err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", errors.Wrapf(err, "hashing %s", path)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// toolID identifies an external tool by its version line.
func toolID(name string, args ...string) string {
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		return name + ": not found"
	}
	return name + ": " + strings.TrimSpace(string(out))
}

// writeIfChanged writes data unless the file already holds it, so that
// its modification time (which ninja reads) only moves on a change.
func writeIfChanged(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return errors.WithStack(err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return errors.WithStack(err)
	}
	return errors.WithStack(os.Rename(tmp, path))
}

// copyIfChanged copies a file (keeping its mode) unless dst holds it.
func copyIfChanged(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return errors.WithStack(err)
	}
	st, err := os.Stat(src)
	if err != nil {
		return errors.WithStack(err)
	}
	if err := writeIfChanged(dst, data); err != nil {
		return err
	}
	return errors.WithStack(os.Chmod(dst, st.Mode().Perm()))
}

// readTriple returns the target triple of a .ll file ("" if none).
func readTriple(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	for _, l := range strings.SplitN(string(data), "\n", 40) {
		if strings.HasPrefix(l, "target triple = \"") {
			return strings.TrimSuffix(strings.TrimPrefix(l, "target triple = \""), "\"")
		}
	}
	return ""
}

// WritePlan writes build.ninja and plan.json for the experiment into
// c.Out. Every output is named by a key that hashes its inputs' contents,
// the tools and the flags, so that a rerun with the same inputs finds its
// outputs and a changed flag makes only the affected edges new.
func WritePlan(c *Config, progs []Program) (*Plan, error) {
	if err := os.MkdirAll(filepath.Join(c.Out, "w"), 0o755); err != nil {
		return nil, errors.WithStack(err)
	}
	ssaraHash, err := fileHash(c.Ssara)
	if err != nil {
		return nil, errors.Wrap(err, "ssara binary")
	}
	ssaraTool := "tools/ssara-" + ssaraHash[:16]
	if err := copyIfChanged(c.Ssara, filepath.Join(c.Out, ssaraTool)); err != nil {
		return nil, err
	}
	if err := copyIfChanged(c.Self, filepath.Join(c.Out, "tools", "ssara-bench")); err != nil {
		return nil, err
	}
	t := c.Target
	clangID := toolID("clang-14", "--version")
	llcID := toolID("llc-14", "--version")
	ccID := toolID(t.CC, "--version")
	callgrind := c.Run && t.Qemu == ""
	runID := ""
	if t.Qemu != "" {
		runID = toolID(t.Qemu, "--version")
	} else if callgrind {
		runID = toolID("valgrind", "--version")
	}

	var buf bytes.Buffer
	n := &ninjaWriter{w: &buf}
	n.printf("# ssara-bench experiment: %s\n# Generated; plain ninja (ninja -C <this directory>). Outputs in w/ are named by a hash\n# of their inputs' contents, the tools and the flags.\n\n", ninjaValue(c.Command))
	n.printf("ninja_required_version = 1.10\n\n")
	n.variable(false, "bench", "tools/ssara-bench")
	n.printf("\n")
	n.rule("exec", [2]string{"command", "$bench step exec $args"}, [2]string{"description", "$desc"})
	n.rule("clang", [2]string{"command", "$bench step exec $args"}, [2]string{"description", "$desc"},
		[2]string{"depfile", "$out.d"}, [2]string{"deps", "gcc"})
	n.rule("count", [2]string{"command", fmt.Sprintf("$bench step count -rule=%d $args", CountRule)}, [2]string{"description", "$desc"})
	n.rule("run", [2]string{"command", "$bench step run $args"}, [2]string{"description", "$desc"})
	n.rule("merge", [2]string{"command", fmt.Sprintf("$bench merge -rule=%d $args", CountRule)}, [2]string{"description", "merge results and render the report"})
	tools := []string{"tools/ssara-bench"}

	plan := &Plan{Rule: CountRule, Command: c.Command, March: t.March, Allocs: c.Allocs, Budgets: c.Budgets,
		Baseline: c.Baseline, Run: c.Run, Callgrind: callgrind, Reps: c.Reps}
	var mergeIns []string
	done := map[string]bool{} // edges already written (shared by cells)

	// llInputs: per module, the .ll node and its key.
	type llNode struct{ path, key string }
	llOf := map[string]llNode{}
	moduleLL := func(m Module) (llNode, error) {
		// A source file shared by two programs may have other flags.
		cacheKey := m.Path + "\x00" + strings.Join(m.CFlags, "\x00")
		if ln, ok := llOf[cacheKey]; ok {
			return ln, nil
		}
		h, err := fileHash(m.Path)
		if err != nil {
			return llNode{}, err
		}
		var ln llNode
		if strings.HasSuffix(m.Path, ".ll") {
			if tr := readTriple(m.Path); tr != "" && !t.tripleMatches(tr) {
				return llNode{}, errors.Errorf("%s: target triple %s is not -march=%s's (%s)", m.ID, tr, t.March, t.Triple)
			}
			ln = llNode{path: "in/" + h[:20] + ".ll", key: h}
			if err := copyIfChanged(m.Path, filepath.Join(c.Out, ln.path)); err != nil {
				return llNode{}, err
			}
		} else {
			args := append([]string{c.OptLevel, "-S", "-emit-llvm", "-w", "--target=" + t.Triple}, t.CFlags...)
			args = append(args, "-I", filepath.Dir(m.Path))
			args = append(args, m.CFlags...)
			k := (&hasher{}).add("clang", h, clangID).add(args...).key()
			ln = llNode{path: "w/" + k + ".ll", key: k}
			st := "w/" + k + ".clang.json"
			cmd := append([]string{"clang-14"}, args...)
			cmd = append(cmd, "-MD", "-MF", ln.path+".d", m.Path, "-o", ln.path)
			n.build(edge{rule: "clang", outs: []string{ln.path, st}, ins: []string{m.Path}, orderOnly: tools,
				vars: [][2]string{{"args", shellJoin(append([]string{"-status", st, "-out", ln.path, "-out", ln.path + ".d", "--"}, cmd...))},
					{"desc", "clang " + m.ID}}})
		}
		llOf[cacheKey] = ln
		return ln, nil
	}

	cells := planCells(c)

	for _, p := range progs {
		pp := PlanProgram{Name: p.Name}
		for _, m := range p.Modules {
			pp.Modules = append(pp.Modules, m.ID)
		}
		for _, r := range p.Runs {
			pp.Runs = append(pp.Runs, r.Name)
		}
		for _, cl := range cells {
			a, b := cl.a, cl.b
			cell := PlanCell{Alloc: a.Spec, Budget: b, Hidden: cl.hidden}
			var objs, objStatus []string
			var compileKeys []string
			for _, m := range p.Modules {
				ln, err := moduleLL(m)
				if err != nil {
					return nil, err
				}
				k, cmd, tool, outs := compileCommand(c, a, b, ln.key, ssaraTool, llcID)
				compileKeys = append(compileKeys, k)
				asm, st, counts := "w/"+k+".s", "w/"+k+".compile.json", "w/"+k+".counts.json"
				cmd = append(cmd, ln.path)
				if !done[k] {
					done[k] = true
					args := []string{"-status", st, "-out", asm}
					if c.CompileTimeout != DefaultStepTimeout {
						args = append(args, "-timeout", fmt.Sprint(c.CompileTimeout))
					}
					for _, o := range outs {
						args = append(args, "-out", o)
					}
					if strings.HasPrefix(ln.path, "w/") {
						args = append(args, "-after", strings.TrimSuffix(ln.path, ".ll")+".clang.json")
					}
					args = append(args, "--")
					args = append(args, cmd...)
					allOuts := append([]string{asm, st}, outs...)
					ins := []string{ln.path}
					if strings.HasPrefix(ln.path, "w/") {
						ins = append(ins, strings.TrimSuffix(ln.path, ".ll")+".clang.json")
					}
					n.build(edge{rule: "exec", outs: allOuts, ins: ins, implicit: tool, orderOnly: tools,
						vars: [][2]string{{"args", shellJoin(args)}, {"desc", fmt.Sprintf("compile %s regs=%s %s", a.Label(), b, m.ID)}}})
					cargs := []string{"-march", t.March, "-status", st, "-asm", asm, "-o", counts}
					for _, o := range outs {
						switch {
						case strings.HasSuffix(o, ".stats.json"):
							cargs = append(cargs, "-stats", o)
						case strings.HasSuffix(o, ".remarks.yaml"):
							cargs = append(cargs, "-remarks", o)
						}
					}
					n.build(edge{rule: "count", outs: []string{counts}, ins: allOuts, orderOnly: tools,
						vars: [][2]string{{"args", shellJoin(cargs)}, {"desc", fmt.Sprintf("count %s regs=%s %s", a.Label(), b, m.ID)}}})
				}
				cell.Counts = append(cell.Counts, counts)
				mergeIns = append(mergeIns, counts)
				if c.Run && len(p.Runs) > 0 {
					obj, ost := "w/"+k+".o", "w/"+k+".o.json"
					if !done[obj] {
						done[obj] = true
						args := []string{"-status", ost, "-out", obj, "-after", st, "--", t.CC, "-c", asm, "-o", obj}
						n.build(edge{rule: "exec", outs: []string{obj, ost}, ins: []string{asm, st}, orderOnly: tools,
							vars: [][2]string{{"args", shellJoin(args)}, {"desc", fmt.Sprintf("assemble %s regs=%s %s", a.Label(), b, m.ID)}}})
					}
					objs = append(objs, obj)
					objStatus = append(objStatus, ost)
				}
			}
			if c.Run && len(p.Runs) > 0 {
				ldflags := append(append([]string{}, t.Link...), p.LDFlags...)
				lk := (&hasher{}).add("link", ccID).add(compileKeys...).add("--").add(ldflags...).key()
				exe, lst := "w/"+lk+".exe", "w/"+lk+".link.json"
				if !done[exe] {
					done[exe] = true
					args := []string{"-status", lst, "-out", exe}
					for _, s := range objStatus {
						args = append(args, "-after", s)
					}
					args = append(args, "--", t.CC)
					args = append(args, objs...)
					args = append(args, "-o", exe)
					args = append(args, ldflags...)
					n.build(edge{rule: "exec", outs: []string{exe, lst}, ins: append(append([]string{}, objs...), objStatus...), orderOnly: tools,
						vars: [][2]string{{"args", shellJoin(args)}, {"desc", fmt.Sprintf("link %s regs=%s %s", a.Label(), b, p.Name)}}})
				}
				cell.Link = lst
				for _, r := range p.Runs {
					rj, _ := json.Marshal(r)
					h := (&hasher{}).add("run", lk, runID, string(rj), p.Dir, fmt.Sprint(c.Reps, c.Timeout))
					var runIns []string
					if r.Stdin != "" {
						// The input's content is part of the key.
						in := r.Stdin
						if !filepath.IsAbs(in) {
							in = filepath.Join(p.Dir, in)
						}
						ih, err := fileHash(in)
						if err != nil {
							return nil, errors.Wrapf(err, "%s: run %s: stdin", p.Name, r.Name)
						}
						h.add(ih)
						runIns = append(runIns, in)
					}
					rk := h.key()
					res := "w/" + rk + ".run.json"
					pr := PlanRun{Name: r.Name, Result: res}
					base := []string{"-status", lst, "-exe", exe, "-dir", p.Dir, "-timeout", fmt.Sprint(c.Timeout)}
					if t.Qemu != "" {
						base = append(base, "-qemu", t.Qemu, "-sysroot", t.Sysroot)
					}
					base = append(base, "-spec", string(rj))
					if !done[res] {
						done[res] = true
						args := append(append([]string{}, base...), "-reps", fmt.Sprint(c.Reps), "-o", res)
						n.build(edge{rule: "run", outs: []string{res}, ins: []string{exe, lst}, implicit: runIns, orderOnly: tools,
							vars: [][2]string{{"args", shellJoin(args)}, {"desc", fmt.Sprintf("run %s regs=%s %s %s", a.Label(), b, p.Name, r.Name)}}})
					}
					mergeIns = append(mergeIns, res)
					if callgrind {
						cg := "w/" + rk + ".callgrind.json"
						pr.Callgrind = cg
						if !done[cg] {
							done[cg] = true
							args := append(append([]string{}, base...), "-callgrind", "-o", cg)
							n.build(edge{rule: "run", outs: []string{cg}, ins: []string{exe, lst}, implicit: runIns, orderOnly: tools,
								vars: [][2]string{{"args", shellJoin(args)}, {"desc", fmt.Sprintf("callgrind %s regs=%s %s %s", a.Label(), b, p.Name, r.Name)}}})
						}
						mergeIns = append(mergeIns, cg)
					}
					cell.Runs = append(cell.Runs, pr)
				}
			}
			pp.Cells = append(pp.Cells, cell)
		}
		plan.Programs = append(plan.Programs, pp)
	}
	pj, err := json.MarshalIndent(plan, "", " ")
	if err != nil {
		return nil, errors.WithStack(err)
	}
	if err := writeIfChanged(filepath.Join(c.Out, "plan.json"), append(pj, '\n')); err != nil {
		return nil, err
	}
	outs := []string{"results.json", "results.csv", "runs.csv", "summary.md", "index.html"}
	n.printf("\n")
	// The merge depends on ssara-bench itself: it is cheap, and a new
	// version may render differently. (The other steps only wait for it.)
	n.build(edge{rule: "merge", outs: outs, ins: append([]string{"plan.json"}, mergeIns...), implicit: tools,
		vars: [][2]string{{"args", "-plan plan.json -o ."}}})
	n.printf("\ndefault %s\n", ninjaPaths(outs))
	if n.err != nil {
		return nil, errors.WithStack(n.err)
	}
	if err := writeIfChanged(filepath.Join(c.Out, "build.ninja"), buf.Bytes()); err != nil {
		return nil, err
	}
	return plan, nil
}

// compileCommand is the command line (without the input) that compiles
// a module with allocator a at budget b, its key, the tool binaries it
// depends on, and its outputs besides the assembly.
func compileCommand(c *Config, a Alloc, b Budget, llKey, ssaraTool, llcID string) (key string, cmd, tools, outs []string) {
	h := (&hasher{}).add("compile", llKey, c.Target.March, a.Spec, b.String())
	if a.LLC {
		h.add(llcID)
		key = h.key()
		cmd = []string{"llc-14", LLCAllocators[a.Name], "-relocation-model=pic", "-regalloc=" + strings.TrimPrefix(a.Name, "llc-")}
		if b != 0 {
			cmd = append(cmd, fmt.Sprintf("-stress-regalloc=%d", b))
		}
		cmd = append(cmd, a.Flags...)
		rem := "w/" + key + ".remarks.yaml"
		cmd = append(cmd, "-pass-remarks-output="+rem, "-o", "w/"+key+".s")
		return key, cmd, nil, []string{rem}
	}
	h.add(ssaraTool, fmt.Sprint(c.Verify))
	if len(c.SsaraFlags) > 0 {
		h.add(c.SsaraFlags...)
	}
	key = h.key()
	cmd = []string{ssaraTool, "-march=" + c.Target.March, "-relocation-model=pic", "-regalloc=" + a.Name, "-j", "1"}
	if c.Verify {
		cmd = append(cmd, "-verify")
	}
	if b != 0 {
		cmd = append(cmd, fmt.Sprintf("-regs=%d", b), fmt.Sprintf("-fp-regs=%d", b))
	}
	cmd = append(cmd, c.SsaraFlags...)
	cmd = append(cmd, a.Flags...)
	stats := "w/" + key + ".stats.json"
	cmd = append(cmd, "-stats-json", stats, "-o", "w/"+key+".s")
	return key, cmd, []string{ssaraTool}, []string{stats}
}

// cellSpec is one allocator at one budget of an experiment.
type cellSpec struct {
	a      Alloc
	b      Budget
	hidden bool // the reference build, measured only to compare outputs with
}

// planCells lists the experiment's allocators x budgets, and with -run
// the reference build (llc-greedy with all registers) if it is not one
// of them.
func planCells(c *Config) []cellSpec {
	var out []cellSpec
	ref := false
	for _, a := range c.Allocs {
		for _, b := range c.Budgets {
			out = append(out, cellSpec{a: a, b: b})
			ref = ref || (a.Spec == Reference.Spec && b == 0)
		}
	}
	if c.Run && !ref {
		out = append(out, cellSpec{a: Reference, b: 0, hidden: true})
	}
	return out
}
