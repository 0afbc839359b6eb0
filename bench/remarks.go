package bench

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/pkg/errors"
)

// Remarks are the totals llc-14's greedy allocator reports for one
// function in its "SpillReloadCopies" remark (-pass-remarks-output): what
// it inserted during allocation, before later passes.
type Remarks struct {
	Spills        int `json:"spills"`
	Reloads       int `json:"reloads"`
	FoldedSpills  int `json:"folded_spills"`
	FoldedReloads int `json:"folded_reloads"`
	Copies        int `json:"copies"`
}

// ParseRemarks reads llc's YAML remarks and returns the function-level
// regalloc totals by function name. It reads the few fields it needs by
// hand (the records are flat).
func ParseRemarks(r io.Reader) (map[string]Remarks, error) {
	out := map[string]Remarks{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	var pass, name, fn string
	var cur Remarks
	end := func() {
		if pass == "regalloc" && name == "SpillReloadCopies" && fn != "" {
			t := out[fn]
			t.Spills += cur.Spills
			t.Reloads += cur.Reloads
			t.FoldedSpills += cur.FoldedSpills
			t.FoldedReloads += cur.FoldedReloads
			t.Copies += cur.Copies
			out[fn] = t
		}
		pass, name, fn, cur = "", "", "", Remarks{}
	}
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "--- ") {
			end()
			continue
		}
		if k, v, ok := strings.Cut(line, ":"); ok && !strings.HasPrefix(k, " ") {
			v = strings.Trim(strings.TrimSpace(v), "'\"")
			switch k {
			case "Pass":
				pass = v
			case "Name":
				name = v
			case "Function":
				fn = v
			}
			continue
		}
		t := strings.TrimSpace(line)
		if !strings.HasPrefix(t, "- ") {
			continue
		}
		k, v, ok := strings.Cut(strings.TrimPrefix(t, "- "), ":")
		if !ok {
			continue
		}
		n, err := strconv.Atoi(strings.Trim(strings.TrimSpace(v), "'\""))
		if err != nil {
			continue
		}
		switch k {
		case "NumSpills":
			cur.Spills = n
		case "NumReloads":
			cur.Reloads = n
		case "NumFoldedSpills":
			cur.FoldedSpills = n
		case "NumFoldedReloads":
			cur.FoldedReloads = n
		case "NumVRCopies":
			cur.Copies = n
		}
	}
	if err := sc.Err(); err != nil {
		return nil, errors.Wrap(err, "reading remarks")
	}
	end()
	return out, nil
}
