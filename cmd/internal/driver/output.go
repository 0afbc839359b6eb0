package driver

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/backend"
	"github.com/ssara-project/ssara/regalloc"
)

// cost is the time one pass took: CPU time of the thread that ran it
// (user and system) and wall-clock time.
type cost struct {
	User, Sys, Wall time.Duration
}

func (c cost) plus(d cost) cost {
	return cost{c.User + d.User, c.Sys + d.Sys, c.Wall + d.Wall}
}

// stamp is a point in time: the calling thread's CPU times and the clock.
type stamp struct {
	user, sys time.Duration
	wall      time.Time
}

// rusageThread is Linux's RUSAGE_THREAD: the calling thread's usage.
const rusageThread = 1

func now() stamp {
	var ru syscall.Rusage
	s := stamp{wall: time.Now()}
	if syscall.Getrusage(rusageThread, &ru) == nil {
		s.user = time.Duration(ru.Utime.Nano())
		s.sys = time.Duration(ru.Stime.Nano())
	}
	return s
}

// since is the cost from t to now, on the same thread (the caller locks
// its goroutine to its thread).
func since(t stamp) cost {
	n := now()
	return cost{n.user - t.user, n.sys - t.sys, n.wall.Sub(t.wall)}
}

// Pass is one row of the -time-passes report.
type Pass struct {
	Name string
	cost
}

// Timing is what -time-passes reports: the cost of each pass (summed over
// the functions for the per-function passes, so with -j > 1 their wall
// time is the sum of the workers') and the allocator's own phases.
type Timing struct {
	Passes      []Pass
	AllocPhases []regalloc.Phase
	// Wall is the elapsed time of the whole compilation.
	Wall time.Duration
	// parse is the time compile spent parsing the chunks after the first.
	parse cost
}

func (t *Timing) add(name string, c cost) {
	t.Passes = append(t.Passes, Pass{name, c})
}

// Write prints t in llc-14's -time-passes layout (LLVM's TimerGroup
// report): a titled group, "Total Execution Time", the columns that have
// time (user, system, user+system, wall) each with its share, rows by
// decreasing wall time, a Total row. "Register Allocator (ssa)" is the
// row to set beside llc's "Greedy Register Allocator". A second group has
// the allocator's own phases (wall time, summed over the functions).
func (t *Timing) Write(w io.Writer, ra, target string) {
	writeReport(w, "Pass execution timing report", t.Passes, t.Wall)
	if len(t.AllocPhases) > 0 {
		var rows []Pass
		var sum time.Duration
		for _, p := range t.AllocPhases {
			rows = append(rows, Pass{Name: p.Name, cost: cost{Wall: p.Time}})
			sum += p.Time
		}
		writeReport(w, "Register allocator phases (-regalloc="+ra+")", rows, sum)
	}
}

func writeReport(w io.Writer, title string, rows []Pass, wall time.Duration) {
	var total cost
	for _, p := range rows {
		total = total.plus(p.cost)
	}
	rule := "===" + strings.Repeat("-", 73) + "===\n"
	name := "... " + title + " ..."
	pad := (80 - len(name)) / 2
	if pad < 0 {
		pad = 0
	}
	fmt.Fprintf(w, "%s%s%s\n%s", rule, strings.Repeat(" ", pad), name, rule)
	fmt.Fprintf(w, "  Total Execution Time: %5.4f seconds (%5.4f wall clock)\n\n", (total.User + total.Sys).Seconds(), wall.Seconds())
	user, sys := total.User > 0, total.Sys > 0
	if user {
		fmt.Fprint(w, "   ---User Time---")
	}
	if sys {
		fmt.Fprint(w, "   --System Time--")
	}
	if user || sys {
		fmt.Fprint(w, "   --User+System--")
	}
	fmt.Fprint(w, "   ---Wall Time---  --- Name ---\n")
	val := func(d, of time.Duration) string {
		pct := 0.0
		if of > 0 {
			pct = 100 * float64(d) / float64(of)
		}
		return fmt.Sprintf("  %7.4f (%5.1f%%)", d.Seconds(), pct)
	}
	row := func(c cost, name string) {
		if user {
			fmt.Fprint(w, val(c.User, total.User))
		}
		if sys {
			fmt.Fprint(w, val(c.Sys, total.Sys))
		}
		if user || sys {
			fmt.Fprint(w, val(c.User+c.Sys, total.User+total.Sys))
		}
		fmt.Fprintf(w, "%s  %s\n", val(c.Wall, total.Wall), name)
	}
	sorted := append([]Pass(nil), rows...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Wall > sorted[j].Wall })
	for _, p := range sorted {
		row(p.cost, p.Name)
	}
	row(total, "Total")
	fmt.Fprintln(w)
}

// assemble runs the target's assembler on asm and returns the object.
func assemble(be *backend.Backend, asm []byte) ([]byte, error) {
	if len(be.Assembler) == 0 {
		return nil, errors.Errorf("-filetype=obj: no assembler is known for %s", be.Name)
	}
	dir, err := os.MkdirTemp("", "ssara-as-")
	if err != nil {
		return nil, errors.Wrap(err, "-filetype=obj")
	}
	defer os.RemoveAll(dir)
	s, o := filepath.Join(dir, "in.s"), filepath.Join(dir, "out.o")
	if err := os.WriteFile(s, asm, 0o600); err != nil {
		return nil, errors.Wrap(err, "-filetype=obj")
	}
	args := append(append([]string(nil), be.Assembler[1:]...), "-o", o, s)
	out, err := exec.Command(be.Assembler[0], args...).CombinedOutput()
	if err != nil {
		msg := strings.TrimSpace(string(out))
		if lines := strings.Split(msg, "\n"); len(lines) > 3 {
			msg = strings.Join(lines[:3], "; ") + fmt.Sprintf("; ... (%d lines)", len(lines))
		}
		if msg == "" {
			msg = err.Error()
		}
		return nil, errors.Errorf("-filetype=obj: the assembler %s failed (%s installs it with binutils): %s", be.Assembler[0], be.Name, strings.ReplaceAll(msg, "\n", "; "))
	}
	obj, err := os.ReadFile(o)
	return obj, errors.Wrap(err, "-filetype=obj")
}

// writeOutput writes data to name ("-": stdout) without ever leaving a
// partial file: a regular file is replaced by renaming a temporary file
// written beside it; a symbolic link is written through (its target is
// replaced); the mode of an existing file is kept, a new file gets
// 0666 less the umask, as llc's. Special files (/dev/null, pipes) are
// written in place.
func writeOutput(name string, data []byte, stdout io.Writer) error {
	if name == "-" {
		_, err := stdout.Write(data)
		return errors.Wrap(err, "write output")
	}
	fail := func(err error) error {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		var le *os.LinkError
		if errors.As(err, &le) {
			err = le.Err
		}
		return errors.Errorf("cannot write %s: %v", name, err)
	}
	target, err := resolveLinks(name)
	if err != nil {
		return fail(err)
	}
	mode := os.FileMode(0o666) &^ umask()
	if st, err := os.Stat(target); err == nil {
		if !st.Mode().IsRegular() {
			f, err := os.OpenFile(target, os.O_WRONLY, 0)
			if err != nil {
				return fail(err)
			}
			_, err = f.Write(data)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return fail(err)
			}
			return nil
		}
		mode = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), ".ssara-*.tmp")
	if err != nil {
		return fail(err)
	}
	cleanup := func(err error) error {
		tmp.Close()
		os.Remove(tmp.Name())
		return fail(err)
	}
	if _, err := tmp.Write(data); err != nil {
		return cleanup(err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return cleanup(err)
	}
	if err := tmp.Close(); err != nil {
		return cleanup(err)
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		os.Remove(tmp.Name())
		return fail(err)
	}
	return nil
}

// resolveLinks follows the symbolic links of name (the last component;
// the link may dangle: its target is then created).
func resolveLinks(name string) (string, error) {
	for i := 0; i < 40; i++ {
		st, err := os.Lstat(name)
		if err != nil || st.Mode()&os.ModeSymlink == 0 {
			return name, nil
		}
		dest, err := os.Readlink(name)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(name), dest)
		}
		name = dest
	}
	return "", syscall.ELOOP
}

// umask is the process's file-creation mask.
func umask() os.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return os.FileMode(m)
}
