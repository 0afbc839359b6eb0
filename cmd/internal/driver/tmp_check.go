package driver

import (
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/regalloc"
)

var checkHook = func(in, out *lower.Func, t lower.Target, o regalloc.Options) error { return nil }
