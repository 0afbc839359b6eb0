package llvmir

import (
	"bytes"
	"log"
	"os"
	"strings"
	"testing"
)

// TestVectorGEPQuiet: parsing a getelementptr into a vector type (as
// clang-14 writes for vectorized loops) logs nothing, while other log
// lines still pass.
func TestVectorGEPQuiet(t *testing.T) {
	var buf bytes.Buffer
	log.SetOutput(dropGEPNotice{&buf})
	defer log.SetOutput(dropGEPNotice{os.Stderr})
	src := `define i32* @f(<4 x i32>* %p) {
  %q = getelementptr <4 x i32>, <4 x i32>* %p, i64 0, i64 2
  ret i32* %q
}
`
	if _, err := Parse("gep.ll", []byte(src)); err != nil {
		t.Fatal(err)
	}
	if buf.Len() != 0 {
		t.Errorf("parsing logged %q", buf.String())
	}
	log.Print("other")
	if !strings.Contains(buf.String(), "other") {
		t.Errorf("other log lines are dropped too: %q", buf.String())
	}
}
