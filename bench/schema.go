package bench

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"sort"

	"github.com/pkg/errors"
)

// Schema is the JSON Schema of results.json (bench/schema.json).
//
//go:embed schema.json
var Schema []byte

// Validate checks a JSON document against a JSON Schema, for the keywords
// Schema uses: type (object, array, string, number, integer, boolean),
// properties, required, additionalProperties (false or a schema), items,
// enum and minimum. It returns the first violation, with its path.
func Validate(schema, doc []byte) error {
	var s, d any
	if err := json.Unmarshal(schema, &s); err != nil {
		return errors.Wrap(err, "schema")
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		return errors.Wrap(err, "document")
	}
	return validate(s, d, "$")
}

func validate(schema, v any, path string) error {
	s, ok := schema.(map[string]any)
	if !ok {
		return errors.Errorf("%s: schema is not an object", path)
	}
	if t, ok := s["type"].(string); ok && !hasType(v, t) {
		return errors.Errorf("%s: %v is not of type %s", path, brief(v), t)
	}
	if enum, ok := s["enum"].([]any); ok {
		found := false
		for _, e := range enum {
			found = found || e == v
		}
		if !found {
			return errors.Errorf("%s: %v is not one of %v", path, brief(v), enum)
		}
	}
	if min, ok := s["minimum"].(float64); ok {
		if x, ok := v.(float64); ok && x < min {
			return errors.Errorf("%s: %v is below the minimum %v", path, x, min)
		}
	}
	switch x := v.(type) {
	case map[string]any:
		props, _ := s["properties"].(map[string]any)
		if req, ok := s["required"].([]any); ok {
			for _, r := range req {
				if _, ok := x[r.(string)]; !ok {
					return errors.Errorf("%s: %q is missing", path, r)
				}
			}
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			sub, ok := props[k]
			if !ok {
				switch ap := s["additionalProperties"].(type) {
				case bool:
					if !ap {
						return errors.Errorf("%s: %q is not allowed", path, k)
					}
					continue
				case map[string]any:
					sub = ap
				default:
					continue
				}
			}
			if err := validate(sub, x[k], path+"."+k); err != nil {
				return err
			}
		}
	case []any:
		if items, ok := s["items"]; ok {
			for i, e := range x {
				if err := validate(items, e, fmt.Sprintf("%s[%d]", path, i)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func hasType(v any, t string) bool {
	switch t {
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "number":
		_, ok := v.(float64)
		return ok
	case "integer":
		x, ok := v.(float64)
		return ok && x == math.Trunc(x)
	}
	return false
}

func brief(v any) string {
	s := fmt.Sprint(v)
	if len(s) > 60 {
		s = s[:60] + "..."
	}
	return s
}
