// Command ssara compiles clang-emitted LLVM IR (.ll) to GNU assembly with
// one of ssara's register allocators. Its flags follow llc's:
//
//	ssara [-march=x86-64] [-regalloc=ssa] [-O3] [-o out.s] [-verify] [-stats-json f] in.ll
//
// Input "-" (or none) is standard input; output "-" is standard output.
// Without -o, the output of in.ll is in.s. On any error ssara prints one
// message and exits with status 1, leaving no partial output file.
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
	cfg, err := driver.ParseFlags(args, stderr)
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
