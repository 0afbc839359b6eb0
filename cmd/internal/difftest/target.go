package difftest

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/pkg/errors"
)

// Target says how C is compiled for one of ssara's targets and how the
// resulting programs are linked and run.
type Target struct {
	// March is ssara's -march.
	March string
	// Triple is clang's --target ("" for the host).
	Triple string
	// CC assembles and links.
	CC string
	// Emulator runs the program ("" runs it natively) with -L Sysroot.
	Emulator string
	Sysroot  string
}

// Targets are the targets ssara compiles for, as the driver's tests
// build and run them.
var Targets = []Target{
	{March: "x86-64", CC: "cc"},
	{March: "ppc64le", Triple: "powerpc64le-linux-gnu", CC: "powerpc64le-linux-gnu-gcc",
		Emulator: "qemu-ppc64le", Sysroot: "/usr/powerpc64le-linux-gnu"},
	{March: "ppc32", Triple: "powerpc-linux-gnu", CC: "powerpc-linux-gnu-gcc",
		Emulator: "qemu-ppc", Sysroot: "/usr/powerpc-linux-gnu"},
}

// LookupTarget finds a target by its -march name.
func LookupTarget(march string) (Target, error) {
	var names []string
	for _, t := range Targets {
		if t.March == march {
			return t, nil
		}
		names = append(names, t.March)
	}
	return Target{}, errors.Errorf("unknown target %q (have %s)", march, strings.Join(names, ", "))
}

// Tools are the programs the differential test of t needs on PATH.
func (t Target) Tools() []string {
	tools := []string{"clang-14", "llc-14", t.CC}
	if t.Emulator != "" {
		tools = append(tools, t.Emulator)
	}
	return tools
}

// Missing returns the first of t's tools that is not installed, or "".
func (t Target) Missing() string {
	for _, tool := range t.Tools() {
		if _, err := exec.LookPath(tool); err != nil {
			return tool
		}
	}
	return ""
}

// ClangArgs are the arguments that compile src to textual IR at level
// (-O0, -O1, -O2) with the include directories inc.
func (t Target) ClangArgs(level, src, ll string, inc []string) []string {
	args := []string{level, "-S", "-emit-llvm", "-w"}
	if t.Triple != "" {
		args = append(args, "--target="+t.Triple, "-I", filepath.Join(t.Sysroot, "include"))
	}
	for _, d := range inc {
		args = append(args, "-I", d)
	}
	return append(args, src, "-o", ll)
}

// LLCArgs are the arguments of llc-14 that build the oracle: the flags of
// the driver's corpus tests, at relocation model reloc ("pic" or
// "static").
func LLCArgs(ll, asm, reloc string) []string {
	return []string{"-O2", "-relocation-model=" + reloc, ll, "-o", asm}
}

// LinkArgs are the arguments of t.CC that link asm, compiled at
// relocation model reloc, into exe: a PIE (the cross compilers' default)
// for "pic", not one for "static" (absolute addresses).
func (t Target) LinkArgs(asm, exe, reloc string) []string {
	if reloc == "static" {
		return []string{"-no-pie", asm, "-o", exe, "-lm"}
	}
	return []string{asm, "-o", exe, "-lm"}
}

// RunArgs is the command line that runs exe.
func (t Target) RunArgs(exe string) []string {
	if t.Emulator == "" {
		return []string{exe}
	}
	return []string{t.Emulator, "-L", t.Sysroot, exe}
}

// Output is what one run of a program printed and how it ended.
type Output struct {
	Stdout, Stderr string
	// Status is "exit N" or "signal: NAME".
	Status   string
	TimedOut bool
	// Time is the CPU time the program (or its emulator) used.
	Time time.Duration
}

// Same reports whether two runs printed the same standard output and
// ended the same way.
func (o Output) Same(p Output) bool {
	return o.Stdout == p.Stdout && o.Status == p.Status && o.TimedOut == p.TimedOut
}

func (o Output) String() string {
	if o.TimedOut {
		return o.Stdout + fmt.Sprintf("(timed out after %v of CPU time)\n", o.Time.Round(time.Millisecond))
	}
	s := o.Stdout
	if o.Stderr != "" {
		s += "--- stderr\n" + o.Stderr
		if !strings.HasSuffix(s, "\n") {
			s += "\n"
		}
	}
	return s + o.Status + "\n"
}

// maxOutput bounds what a run may print before its output is cut.
const maxOutput = 1 << 20

// capBuffer keeps the first maxOutput bytes written to it.
type capBuffer struct{ bytes.Buffer }

func (b *capBuffer) Write(p []byte) (int, error) {
	if room := maxOutput - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// Run runs exe on t with a limit on its CPU time (whole seconds, at
// least one), so that a busy machine does not make a run time out; the
// wall clock is limited too, to twenty times the CPU limit plus a minute.
func (t Target) Run(ctx context.Context, exe string, cpuLimit time.Duration) (Output, error) {
	secs := max(1, int((cpuLimit+time.Second-1)/time.Second))
	ctx, cancel := context.WithTimeout(ctx, 20*time.Duration(secs)*time.Second+time.Minute)
	defer cancel()
	// SIGXCPU at the soft limit; SIGKILL a second later at the hard one.
	args := append([]string{"sh", "-c", fmt.Sprintf(`ulimit -S -t %d && ulimit -H -t %d && exec "$@"`, secs, secs+1), "sh"}, t.RunArgs(exe)...)
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Dir = filepath.Dir(exe)
	cmd.WaitDelay = time.Second
	var so, se capBuffer
	cmd.Stdout, cmd.Stderr = &so, &se
	err := cmd.Run()
	o := Output{Stdout: so.String(), Stderr: se.String()}
	if ps := cmd.ProcessState; ps != nil {
		o.Time = ps.UserTime() + ps.SystemTime()
	}
	if ctx.Err() != nil {
		o.TimedOut = true
		return o, nil
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
		o.Status = "exit 0"
	case errors.As(err, &ee):
		ws, _ := ee.Sys().(syscall.WaitStatus)
		switch {
		case ws.Signaled() && (ws.Signal() == syscall.SIGXCPU || ws.Signal() == syscall.SIGKILL && o.Time >= time.Duration(secs)*900*time.Millisecond):
			o.TimedOut = true
		case ws.Signaled():
			o.Status = "signal: " + ws.Signal().String()
		default:
			o.Status = fmt.Sprintf("exit %d", ws.ExitStatus())
		}
	default:
		return o, errors.Wrapf(err, "run %s", strings.Join(t.RunArgs(exe), " "))
	}
	return o, nil
}

// command runs a tool and returns its combined output in the error.
func command(ctx context.Context, dir, name string, args ...string) error {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		msg := strings.TrimSpace(string(out))
		if len(msg) > 2000 {
			msg = msg[:2000] + "..."
		}
		return errors.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, msg)
	}
	return nil
}
