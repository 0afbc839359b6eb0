// Command ssara compiles clang-emitted LLVM IR (.ll) to GNU assembly (or,
// with -filetype=obj, an ELF object) with one of ssara's register
// allocators. Its command line is llc-14's: flags and the input in any
// order, -flag or --flag, the same names, defaults and errors:
//
//	ssara [-O2] [-march=x86-64] [-relocation-model=pic] [-filetype=obj] [-regalloc=ssa] [-verify] in.ll [-o out.s]
//
// Input "-" (or none) is standard input; output "-" is standard output.
// Without -o, the output of in.ll is in.s (in.o for -filetype=obj). On
// any error ssara prints one message and exits with status 1, leaving no
// partial output file. --help lists the flags, --version the targets,
// -regalloc=help the allocators.
package main

import (
	"fmt"
	"io"
	"log"
	"os"

	"github.com/ssara-project/ssara/cmd/internal/driver"
)

func main() {
	// llir/llvm logs deprecation notes (getelementptr into vectors) on the
	// standard logger; ssara is quiet on success.
	log.SetOutput(io.Discard)
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	cfg, err := driver.ParseFlags(args, stdout)
	if err != nil {
		if err == driver.ErrHelp {
			return 0
		}
		fmt.Fprintf(stderr, "ssara: %v\n", err)
		return 1
	}
	if err := driver.Run(cfg, stdout, stderr); err != nil {
		fmt.Fprintf(stderr, "ssara: %v\n", err)
		return 1
	}
	return 0
}
