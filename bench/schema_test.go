package bench

import "testing"

func TestValidate(t *testing.T) {
	ok := `{"schema":"ssara-bench/results/v1","command":"c","march":"ppc32","allocators":[{"spec":"ssa","label":"ssa","llc":false}],
"budgets":["4"],"baseline":"ssa","dynamic_metric":"","functions":[{"program":"p","file":"f","function":"g","allocator":"ssa","budget":"4",
"status":"ok","spill":1,"stack":8,"stores":1,"loads":2,"folded_stores":0,"folded_loads":0,"mem_moves":0,"moves":3,"swaps":0,
"instructions":9,"csr_saves":0,"ssara_stats":{"spilled":1}}],"files":[],"runs":[]}`
	if err := Validate(Schema, []byte(ok)); err != nil {
		t.Fatalf("valid document rejected: %v", err)
	}
	bad := map[string][2]string{
		"missing field":  {`"baseline":"ssa",`, ``},
		"extra field":    {`"csr_saves":0,`, `"csr_saves":0,"extra":1,`},
		"wrong type":     {`"spill":1,`, `"spill":"1",`},
		"not an integer": {`"stack":8,`, `"stack":8.5,`},
		"negative":       {`"loads":2,`, `"loads":-2,`},
		"enum":           {`"march":"ppc32"`, `"march":"arm"`},
		"stats value":    {`{"spilled":1}`, `{"spilled":"x"}`},
	}
	for name, r := range bad {
		doc := replaceOnce(ok, r[0], r[1])
		if doc == ok {
			t.Fatalf("%s: replacement did not apply", name)
		}
		if err := Validate(Schema, []byte(doc)); err == nil {
			t.Errorf("%s: invalid document accepted", name)
		}
	}
}

func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}
