// Command bigfunc writes a C program whose function f has N statements over
// 24 accumulators that stay live throughout: if/else diamonds, small
// loops, volatile stores and arithmetic, in a fixed rotation. It is the
// input of the scaling benchmark (scripts/bigfunc.sh): clang-14 -O2 keeps
// f one function of about 14 IR instructions per statement, and the
// program prints one number, so every build can be run and compared.
//
// Usage: bigfunc N > g.c
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

const accumulators = 24

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: bigfunc N")
		os.Exit(1)
	}
	n, err := strconv.Atoi(os.Args[1])
	if err != nil || n < 0 {
		fmt.Fprintf(os.Stderr, "bigfunc: N must be a count of statements, not %q\n", os.Args[1])
		os.Exit(1)
	}
	w := bufio.NewWriter(os.Stdout)
	write(w, n)
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "bigfunc:", err)
		os.Exit(1)
	}
}

// write prints the program with n statements.
func write(w *bufio.Writer, n int) {
	var acc []string
	for i := 0; i < accumulators; i++ {
		acc = append(acc, fmt.Sprintf("a%d = x[%d]", i, i))
	}
	fmt.Fprintf(w, "#include <stdio.h>\nvolatile long sink;\nlong f(long *x, long n) {\n  long %s;\n", strings.Join(acc, ", "))
	for k := 0; k < n; k++ {
		// Three accumulators per statement, spread by co-prime strides.
		i, j, m := k%accumulators, (7*k+3)%accumulators, (13*k+5)%accumulators
		switch k % 5 {
		case 0:
			fmt.Fprintf(w, "  if (a%d > a%d) a%d += a%d * %d; else a%d -= a%d >> %d;\n", i, j, m, i, k%17+1, m, j, k%5+1)
		case 1:
			fmt.Fprintf(w, "  for (long t = 0; t < n; t++) a%d = a%d * 3 + a%d + x[t & 31];\n", i, i, j)
		case 2:
			fmt.Fprintf(w, "  if (a%d & %d) sink = a%d;\n", i, k%7+1, m)
		default:
			fmt.Fprintf(w, "  a%d = (a%d ^ a%d) + a%d * %d;\n", i, i, j, m, k%11+2)
		}
	}
	var sum []string
	for i := 0; i < accumulators; i++ {
		sum = append(sum, fmt.Sprintf("a%d", i))
	}
	fmt.Fprintf(w, "  return %s;\n}\n", strings.Join(sum, " + "))
	fmt.Fprintf(w, "int main(void) {\n  long x[32];\n  for (int i = 0; i < 32; i++) x[i] = i * 7 + 1;\n  printf(\"%%ld\\n\", f(x, 3));\n  return 0;\n}\n")
}
