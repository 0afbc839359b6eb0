package llvmir

import (
	"bytes"
	"io"
	"log"
	"os"
)

// llir/llvm v0.3.6 logs one line through the standard logger for every
// getelementptr that indexes into a vector type ("using gep to index into
// vector types will be disallowed..."), which clang-14 writes for
// vectorized loops: a build of a real program printed hundreds of them.
// The IR is valid LLVM 14, and ssara must be quiet on success, so the
// standard logger drops that one message; anything else still goes to
// standard error.
func init() {
	log.SetOutput(dropGEPNotice{os.Stderr})
}

// gepNotice is the start of llir's message.
var gepNotice = []byte("using gep to index into vector types")

// dropGEPNotice writes everything but llir's vector GEP notice to w.
type dropGEPNotice struct{ w io.Writer }

func (d dropGEPNotice) Write(p []byte) (int, error) {
	if bytes.Contains(p, gepNotice) {
		return len(p), nil
	}
	return d.w.Write(p)
}
