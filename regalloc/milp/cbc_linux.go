package milp

import (
	"os/exec"
	"syscall"
)

// dieWithParent has the kernel kill cbc when ssara dies (killed by a
// signal, say), so that no solver keeps running orphaned.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
