package bench

import (
	"fmt"
	"io"
	"regexp"
	"strings"
)

// ninjaWriter writes a plain build.ninja: rules, variables and build
// edges, nothing specific to any ninja front end.
type ninjaWriter struct {
	w   io.Writer
	err error
}

func (n *ninjaWriter) printf(format string, args ...any) {
	if n.err == nil {
		_, n.err = fmt.Fprintf(n.w, format, args...)
	}
}

// variable writes a top-level or indented variable binding.
func (n *ninjaWriter) variable(indent bool, name, value string) {
	pre := ""
	if indent {
		pre = "  "
	}
	n.printf("%s%s = %s\n", pre, name, ninjaValue(value))
}

// rule writes a rule with its bindings in the order given.
func (n *ninjaWriter) rule(name string, vars ...[2]string) {
	n.printf("rule %s\n", name)
	for _, v := range vars {
		n.printf("  %s = %s\n", v[0], v[1])
	}
	n.printf("\n")
}

// edge is one build statement.
type edge struct {
	rule      string
	outs      []string
	ins       []string
	implicit  []string
	orderOnly []string
	vars      [][2]string // raw values, escaped by build
}

func (n *ninjaWriter) build(e edge) {
	n.printf("build %s: %s", ninjaPaths(e.outs), e.rule)
	if len(e.ins) > 0 {
		n.printf(" %s", ninjaPaths(e.ins))
	}
	if len(e.implicit) > 0 {
		n.printf(" | %s", ninjaPaths(e.implicit))
	}
	if len(e.orderOnly) > 0 {
		n.printf(" || %s", ninjaPaths(e.orderOnly))
	}
	n.printf("\n")
	for _, v := range e.vars {
		n.variable(true, v[0], v[1])
	}
}

var ninjaPathEsc = strings.NewReplacer("$", "$$", " ", "$ ", ":", "$:", "\n", "")

func ninjaPaths(ps []string) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = ninjaPathEsc.Replace(p)
	}
	return strings.Join(out, " ")
}

var ninjaValueEsc = strings.NewReplacer("$", "$$", "\n", " ")

func ninjaValue(s string) string { return ninjaValueEsc.Replace(s) }

var shellSafe = regexp.MustCompile(`^[-A-Za-z0-9_./=+,:@%^]+$`)

// shellQuote quotes an argument for /bin/sh, which runs ninja's commands.
func shellQuote(s string) string {
	if shellSafe.MatchString(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// shellJoin quotes and joins a command line.
func shellJoin(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = shellQuote(a)
	}
	return strings.Join(q, " ")
}
