package x86

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
)

// BenchmarkLower times instruction selection alone (issue 16: lowering is
// a third to a half of a large function's time outside allocation): the
// x86-64 corpus's modules, and the module SSARA_BENCH_LL names if set
// (say build/bigfunc/g4000.ll, which scripts/bigfunc.sh writes). Each
// iteration parses afresh with the timer stopped, since lowering rewrites
// the parsed IR in places.
//
//	go test ./lower/x86 -run '^$' -bench Lower -benchmem
func BenchmarkLower(b *testing.B) {
	files, err := filepath.Glob("../../testdata/ll/x86_64/*.ll")
	if err != nil || len(files) == 0 {
		b.Fatalf("no corpus: %v", err)
	}
	b.Run("corpus", func(b *testing.B) { benchLower(b, files) })
	if f := os.Getenv("SSARA_BENCH_LL"); f != "" {
		b.Run(filepath.Base(f), func(b *testing.B) { benchLower(b, []string{f}) })
	}
}

func benchLower(b *testing.B, files []string) {
	srcs := make([][]byte, len(files))
	for i, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs[i] = src
	}
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		for i, src := range srcs {
			b.StopTimer()
			m, err := llvmir.Parse(files[i], src)
			if err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			if _, err := Lower(m); err != nil {
				b.Fatalf("%s: %v", files[i], err)
			}
		}
	}
}
