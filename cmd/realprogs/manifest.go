package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"github.com/pkg/errors"
)

// benchProgram is a program as ssara-bench's manifests describe it
// (bench.ManifestProgram): absolute source paths, clang flags that do not
// depend on the directory clang runs in, and the tests as runs.
type benchProgram struct {
	Name    string     `json:"name"`
	Sources []string   `json:"sources"`
	CFlags  []string   `json:"cflags"`
	LDFlags []string   `json:"ldflags"`
	Runs    []benchRun `json:"runs"`
}

type benchRun struct {
	Name string            `json:"name"`
	Cmd  string            `json:"cmd"`
	Env  map[string]string `json:"env"`
}

// writeManifest fetches the selected programs' sources and writes, for
// ssara-bench, a JSON object from program name to its description. The
// tests keep their variables: $SRC and $REAL are set in each run's env.
func writeManifest(o *options) error {
	out := map[string]benchProgram{}
	for i := range programs {
		p := &programs[i]
		if o.only != nil && !o.only[p.name] {
			continue
		}
		src, err := fetch(o, p)
		if err != nil {
			return errors.Wrapf(err, "%s", p.name)
		}
		realDir := filepath.Join(o.root, "testdata", "real", p.name)
		bp := benchProgram{Name: p.name, LDFlags: p.ldflags, CFlags: []string{"-I" + src}}
		for _, m := range expand(src, p.modules) {
			if strings.HasPrefix(m, "@real/") {
				bp.Sources = append(bp.Sources, filepath.Join(realDir, strings.TrimPrefix(m, "@real/")))
			} else {
				bp.Sources = append(bp.Sources, filepath.Join(src, m))
			}
		}
		// "-I dir" relative to the source directory becomes absolute.
		for j := 0; j < len(p.cflags); j++ {
			f := p.cflags[j]
			if f == "-I" && j+1 < len(p.cflags) {
				bp.CFlags = append(bp.CFlags, "-I"+filepath.Join(src, p.cflags[j+1]))
				j++
				continue
			}
			bp.CFlags = append(bp.CFlags, f)
		}
		for _, t := range p.tests {
			bp.Runs = append(bp.Runs, benchRun{Name: t.name, Cmd: t.cmd, Env: map[string]string{"SRC": src, "REAL": realDir}})
		}
		out[p.name] = bp
	}
	data, err := json.MarshalIndent(out, "", " ")
	if err != nil {
		return errors.WithStack(err)
	}
	return errors.WithStack(os.WriteFile(o.manifest, append(data, '\n'), 0o644))
}
