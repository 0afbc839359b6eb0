package difftest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/cmd/internal/vecgen"
)

// Program is one C program of the differential test.
type Program struct {
	// Name says where it came from: "csmith-17", "vec-3".
	Name   string
	Seed   int64
	Source []byte
	// Include are the directories of the program's headers.
	Include []string
	// Expect is text the program prints when it runs to its end (csmith's
	// "checksum = "); llc-14's build printing nothing of it means the
	// program reached undefined behaviour (clang turned the rest of main
	// into unreachable, say, and llc-14's build fell through into
	// whatever followed), so it is skipped.
	Expect string
}

// Generator makes the program of a seed; dir is a scratch directory.
type Generator interface {
	Generate(ctx context.Context, seed int64, dir string) (*Program, error)
}

// CsmithSize selects csmith's limits.
type CsmithSize int

const (
	// CsmithSmall programs have few functions and shallow nesting, as
	// TestCsmith's fixed seeds: they finish quickly.
	CsmithSmall CsmithSize = iota
	// CsmithDefault programs use csmith's default limits (larger
	// functions, more globals, deeper nesting).
	CsmithDefault
	// CsmithMixed alternates: even seeds small, odd seeds default.
	CsmithMixed
)

// Csmith generates programs with csmith.
type Csmith struct{ Size CsmithSize }

// CsmithIncludes finds csmith's runtime headers (csmith.h), or "".
func CsmithIncludes() string {
	for _, d := range []string{"/usr/include/csmith", "/usr/local/include/csmith", "/usr/include/csmith-2.3.0"} {
		if _, err := os.Stat(filepath.Join(d, "csmith.h")); err == nil {
			return d
		}
	}
	return ""
}

// Generate runs csmith --seed seed.
func (c Csmith) Generate(ctx context.Context, seed int64, dir string) (*Program, error) {
	inc := CsmithIncludes()
	if inc == "" {
		return nil, errors.New("csmith.h not found (install libcsmith-dev with scripts/setup.sh)")
	}
	small := c.Size == CsmithSmall || c.Size == CsmithMixed && seed%2 == 0
	src := filepath.Join(dir, "csmith.c")
	args := []string{"--seed", fmt.Sprint(seed), "-o", src}
	name := fmt.Sprintf("csmith-big-%d", seed)
	if small {
		args = append(args, "--max-funcs", "6", "--max-block-depth", "3", "--max-expr-complexity", "6")
		name = fmt.Sprintf("csmith-%d", seed)
	}
	// csmith writes platform.info into its working directory.
	if err := command(ctx, dir, "csmith", args...); err != nil {
		return nil, err
	}
	text, err := os.ReadFile(src)
	if err != nil {
		return nil, errors.Wrap(err, "csmith output")
	}
	return &Program{Name: name, Seed: seed, Source: text, Include: []string{inc}, Expect: "checksum = "}, nil
}

// Vec generates vectorizable programs (package vecgen).
type Vec struct{}

// Generate returns vecgen's program for seed.
func (Vec) Generate(_ context.Context, seed int64, _ string) (*Program, error) {
	return &Program{Name: fmt.Sprintf("vec-%d", seed), Seed: seed, Source: []byte(vecgen.Generate(seed))}, nil
}
