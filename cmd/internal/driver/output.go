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

// Timing is what -time-passes reports: the time of each pass (summed over
// the functions for the per-function ones, so with -j > 1 the sum can
// exceed the wall-clock time) and the allocator's own phases.
type Timing struct {
	Passes      []regalloc.Phase
	AllocPhases []regalloc.Phase
	// Wall is the elapsed time of the whole compilation.
	Wall time.Duration
}

func (t *Timing) add(name string, d time.Duration) {
	t.Passes = append(t.Passes, regalloc.Phase{Name: name, Time: d})
}

// Write prints t in llc-14's -time-passes layout: a report per group,
// rows in decreasing time with their share, a Total row; the time column
// and the names start in the columns of llc's "---Wall Time---" and
// "--- Name ---", so "Register Allocator (ssa)" lines up with llc's
// "Greedy Register Allocator".
func (t *Timing) Write(w io.Writer, ra, target string) {
	var total time.Duration
	for _, p := range t.Passes {
		total += p.Time
	}
	writeReport(w, "Pass execution timing report", t.Passes, total, t.Wall)
	if len(t.AllocPhases) > 0 {
		var sum time.Duration
		for _, p := range t.AllocPhases {
			sum += p.Time
		}
		writeReport(w, "Register allocator phases (-regalloc="+ra+", summed over the functions)", t.AllocPhases, sum, sum)
	}
}

func writeReport(w io.Writer, title string, rows []regalloc.Phase, total, wall time.Duration) {
	rule := "===" + strings.Repeat("-", 73) + "==="
	pad := (len(rule) - len(title) - 8) / 2
	if pad < 0 {
		pad = 0
	}
	fmt.Fprintf(w, "%s\n%s... %s ...\n%s\n", rule, strings.Repeat(" ", pad), title, rule)
	fmt.Fprintf(w, "  Total Execution Time: %.4f seconds (%.4f wall clock)\n\n", total.Seconds(), wall.Seconds())
	fmt.Fprintf(w, "   ---Wall Time---  --- Name ---\n")
	sorted := append([]regalloc.Phase(nil), rows...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Time > sorted[j].Time })
	pct := func(d time.Duration) float64 {
		if total <= 0 {
			return 0
		}
		return 100 * float64(d) / float64(total)
	}
	for _, p := range sorted {
		fmt.Fprintf(w, "   %.4f (%5.1f%%)  %s\n", p.Time.Seconds(), pct(p.Time), p.Name)
	}
	fmt.Fprintf(w, "   %.4f (%5.1f%%)  Total\n\n", total.Seconds(), pct(total))
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
