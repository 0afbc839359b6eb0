package bench

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pkg/errors"
)

// ManifestName is the file that describes the programs of a corpus
// directory. Without one, every .ll and .c file below the directory is a
// program of its own, run once without arguments.
const ManifestName = "bench.json"

// Manifest is a corpus directory's bench.json.
type Manifest struct {
	Programs []ManifestProgram `json:"programs"`
}

// ManifestProgram is one program of a manifest.
type ManifestProgram struct {
	Name string `json:"name"`
	// Sources are .c or .ll files relative to the manifest's directory
	// (globs allowed), linked into one program.
	Sources []string `json:"sources"`
	CFlags  []string `json:"cflags"`
	LDFlags []string `json:"ldflags"`
	// RealProgs names a program of cmd/realprogs: its sources, flags and
	// tests come from there (fetched at run time); Runs, when given,
	// replace its tests.
	RealProgs string `json:"realprogs"`
	Runs      []Run  `json:"runs"`
	// Targets, when given, limits the program to these -march values.
	Targets []string `json:"targets"`
	// Static programs are compiled and counted but not run.
	Static bool `json:"static"`
}

// Run is one execution of a program: arguments and a file for standard
// input, or a bash command line (Cmd) run with $PROG the program, $DIR
// the manifest's directory and the variables of Env.
type Run struct {
	Name  string            `json:"name"`
	Args  []string          `json:"args,omitempty"`
	Stdin string            `json:"stdin,omitempty"`
	Cmd   string            `json:"cmd,omitempty"`
	Env   map[string]string `json:"env,omitempty"`
}

// Program is one benchmark: modules linked together and the runs that
// measure it.
type Program struct {
	Name    string   // unique within the experiment
	Dir     string   // directory runs happen relative to ($DIR)
	Modules []Module // in link order
	LDFlags []string
	Runs    []Run
}

// Module is one source file of a program.
type Module struct {
	Path   string   // absolute path of the .c or .ll file
	ID     string   // "program/module" name in results
	CFlags []string // clang flags for a .c file
}

// RealProgsResolver turns the realprogs entries of a manifest into
// programs (sources fetched); cmd/ssara-bench provides it.
type RealProgsResolver func(dir string, names []string) (map[string]ManifestProgram, error)

// LoadCorpus finds the programs of the inputs: directories (with a
// bench.json, or every .ll/.c file below them) and single files. march
// filters manifest programs limited to other targets.
func LoadCorpus(inputs []string, march string, resolve RealProgsResolver) ([]Program, error) {
	var progs []Program
	seen := map[string]bool{}
	add := func(p Program) error {
		if seen[p.Name] {
			return errors.Errorf("two programs named %q (rename one in its bench.json)", p.Name)
		}
		seen[p.Name] = true
		progs = append(progs, p)
		return nil
	}
	for _, in := range inputs {
		abs, err := filepath.Abs(in)
		if err != nil {
			return nil, errors.WithStack(err)
		}
		st, err := os.Stat(abs)
		if err != nil {
			return nil, errors.Wrap(err, "input")
		}
		if !st.IsDir() {
			p, err := fileProgram(abs, filepath.Dir(abs), in)
			if err != nil {
				return nil, err
			}
			if err := add(p); err != nil {
				return nil, err
			}
			continue
		}
		mf := filepath.Join(abs, ManifestName)
		if _, err := os.Stat(mf); err == nil {
			ps, err := loadManifest(mf, march, resolve)
			if err != nil {
				return nil, err
			}
			for _, p := range ps {
				if err := add(p); err != nil {
					return nil, err
				}
			}
			continue
		}
		var files []string
		err = filepath.WalkDir(abs, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(path, ".ll") || strings.HasSuffix(path, ".c")) {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			return nil, errors.Wrapf(err, "walking %s", in)
		}
		sort.Strings(files)
		if len(files) == 0 {
			return nil, errors.Errorf("%s: no .ll or .c file", in)
		}
		for _, f := range files {
			rel, _ := filepath.Rel(filepath.Dir(abs), f)
			p, err := fileProgram(f, filepath.Dir(f), rel)
			if err != nil {
				return nil, err
			}
			if err := add(p); err != nil {
				return nil, err
			}
		}
	}
	if len(progs) == 0 {
		return nil, errors.New("no program in the inputs")
	}
	return progs, nil
}

// fileProgram is a program of one file, named by its path as given.
func fileProgram(path, dir, name string) (Program, error) {
	if !strings.HasSuffix(path, ".ll") && !strings.HasSuffix(path, ".c") {
		return Program{}, errors.Errorf("%s: not a .ll or .c file", name)
	}
	name = filepath.ToSlash(filepath.Clean(name))
	return Program{
		Name:    name,
		Dir:     dir,
		Modules: []Module{{Path: path, ID: name}},
		// libatomic: clang's code for 64-bit atomics on ppc32 calls
		// __atomic_load_8 and its kin.
		LDFlags: []string{"-lm", "-latomic"},
		Runs:    []Run{{Name: "run"}},
	}, nil
}

func loadManifest(path, march string, resolve RealProgsResolver) ([]Program, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, errors.WithStack(err)
	}
	var m Manifest
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return nil, errors.Wrapf(err, "%s", path)
	}
	dir := filepath.Dir(path)
	var real []string
	for _, mp := range m.Programs {
		if mp.RealProgs != "" && forTarget(mp, march) {
			real = append(real, mp.RealProgs)
		}
	}
	var resolved map[string]ManifestProgram
	if len(real) > 0 {
		if resolve == nil {
			return nil, errors.Errorf("%s: realprogs programs need the sources fetched (not available here)", path)
		}
		if resolved, err = resolve(dir, real); err != nil {
			return nil, errors.Wrapf(err, "%s: fetching %s", path, strings.Join(real, " "))
		}
	}
	var out []Program
	for _, mp := range m.Programs {
		if !forTarget(mp, march) {
			continue
		}
		if mp.Name == "" {
			return nil, errors.Errorf("%s: a program without a name", path)
		}
		base := dir
		if mp.RealProgs != "" {
			r, ok := resolved[mp.RealProgs]
			if !ok {
				return nil, errors.Errorf("%s: %s: unknown realprogs program %q", path, mp.Name, mp.RealProgs)
			}
			runs := mp.Runs
			if len(runs) == 0 {
				runs = r.Runs
			}
			renv := map[string]string{}
			if len(r.Runs) > 0 {
				renv = r.Runs[0].Env
			}
			for i := range runs {
				env := map[string]string{}
				for k, v := range renv {
					env[k] = v
				}
				for k, v := range runs[i].Env {
					env[k] = v
				}
				runs[i].Env = env
			}
			mp.Sources, mp.CFlags, mp.LDFlags, mp.Runs = r.Sources, append(r.CFlags, mp.CFlags...), append(r.LDFlags, mp.LDFlags...), runs
			base = ""
		}
		p := Program{Name: mp.Name, Dir: dir, LDFlags: append(append([]string{}, mp.LDFlags...), "-lm"), Runs: mp.Runs}
		if len(p.Runs) == 0 {
			p.Runs = []Run{{Name: "run"}}
		}
		if mp.Static {
			p.Runs = nil
		}
		for _, s := range mp.Sources {
			pat := s
			if base != "" && !filepath.IsAbs(s) {
				pat = filepath.Join(base, s)
			}
			matches, err := filepath.Glob(pat)
			if err != nil || len(matches) == 0 {
				return nil, errors.Errorf("%s: %s: no file matches %s", path, mp.Name, s)
			}
			sort.Strings(matches)
			for _, f := range matches {
				id := filepath.Base(f)
				if base != "" {
					id, _ = filepath.Rel(base, f)
				} else if r := resolved[mp.RealProgs]; len(r.Runs) > 0 {
					if src := r.Runs[0].Env["SRC"]; src != "" {
						if rel, err := filepath.Rel(src, f); err == nil && !strings.HasPrefix(rel, "..") {
							id = rel
						}
					}
				}
				p.Modules = append(p.Modules, Module{Path: f, ID: mp.Name + "/" + filepath.ToSlash(id), CFlags: mp.CFlags})
			}
		}
		if len(p.Modules) == 0 {
			return nil, errors.Errorf("%s: %s has no sources", path, mp.Name)
		}
		out = append(out, p)
	}
	return out, nil
}

func forTarget(mp ManifestProgram, march string) bool {
	if len(mp.Targets) == 0 {
		return true
	}
	for _, t := range mp.Targets {
		if t == march {
			return true
		}
	}
	return false
}
