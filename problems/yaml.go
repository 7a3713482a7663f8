package problems

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// DecodeYAML decodes data into out (a pointer to a struct) strictly, with
// errors in the file's terms, one line each: `line 7: unknown key
// "time_limt" (known: time_limit, memory, output)`, `line 2: workers must
// be a whole number, not "two"`. Keys are the fields' yaml tags, else
// their mapstructure tags. An empty document leaves out as it is.
func DecodeYAML(data []byte, out any) error {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return errors.New(strings.TrimPrefix(strings.Join(strings.Fields(err.Error()), " "), "yaml: "))
	}
	if len(doc.Content) == 0 {
		return nil
	}
	return decodeNode(doc.Content[0], reflect.ValueOf(out).Elem(), "")
}

// DecodeScalar decodes one value given as text (an environment variable)
// into out, with the same words as DecodeYAML: `must be a whole number,
// not "two"`; key names the value in the message.
func DecodeScalar(key, text string, out any) error {
	n := &yaml.Node{Kind: yaml.ScalarNode, Value: text, Tag: "!!str"}
	err := decodeNode(n, reflect.ValueOf(out).Elem(), key)
	if err != nil {
		return errors.New(strings.TrimPrefix(err.Error(), "line 0: "))
	}
	return nil
}

// fieldKey is the name a struct field has in YAML, or "" for none.
func fieldKey(f reflect.StructField) string {
	for _, tag := range []string{"yaml", "mapstructure"} {
		if name, _, _ := strings.Cut(f.Tag.Get(tag), ","); name != "" && name != "-" {
			return name
		}
	}
	return ""
}

func decodeNode(n *yaml.Node, v reflect.Value, key string) error {
	if n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	at := fmt.Sprintf("line %d: ", n.Line)
	name := key
	if name == "" {
		name = "the file"
	}
	switch v.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return fmt.Errorf("%s%s must be a mapping (key: value lines), not %s", at, name, describe(n))
		}
		fields := map[string]int{}
		var known []string
		for i := range v.NumField() {
			if k := fieldKey(v.Type().Field(i)); k != "" {
				fields[k] = i
				known = append(known, k)
			}
		}
		seen := map[string]bool{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			if seen[k.Value] {
				return fmt.Errorf("line %d: key %q given twice", k.Line, k.Value)
			}
			seen[k.Value] = true
			f, ok := fields[k.Value]
			if !ok {
				where := ""
				if key != "" {
					where = " in " + key
				}
				sort.Strings(known)
				return fmt.Errorf("line %d: unknown key %q%s (known: %s)", k.Line, k.Value, where, strings.Join(known, ", "))
			}
			if err := decodeNode(n.Content[i+1], v.Field(f), join(key, k.Value)); err != nil {
				return err
			}
		}
		return nil
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			return fmt.Errorf("%s%s must be a list, not %s", at, name, describe(n))
		}
		s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
		for i, c := range n.Content {
			if err := decodeNode(c, s.Index(i), fmt.Sprintf("%s[%d]", name, i+1)); err != nil {
				return err
			}
		}
		v.Set(s)
		return nil
	}
	if n.Kind != yaml.ScalarNode {
		return fmt.Errorf("%s%s must be %s, not %s", at, name, want(v.Kind()), describe(n))
	}
	switch v.Kind() {
	case reflect.String:
		if n.Tag == "!!null" {
			v.SetString("")
		} else {
			v.SetString(n.Value)
		}
		return nil
	case reflect.Int, reflect.Int64, reflect.Int32:
		i, err := strconv.ParseInt(n.Value, 10, 64)
		if err != nil || v.OverflowInt(i) {
			return fmt.Errorf("%s%s must be %s, not %q", at, name, want(v.Kind()), n.Value)
		}
		v.SetInt(i)
		return nil
	case reflect.Float64:
		f, err := strconv.ParseFloat(n.Value, 64)
		if err != nil {
			return fmt.Errorf("%s%s must be %s, not %q", at, name, want(v.Kind()), n.Value)
		}
		v.SetFloat(f)
		return nil
	case reflect.Bool:
		b, err := strconv.ParseBool(n.Value)
		if err != nil {
			return fmt.Errorf("%s%s must be %s, not %q", at, name, want(v.Kind()), n.Value)
		}
		v.SetBool(b)
		return nil
	}
	return fmt.Errorf("%s%s: values of type %s cannot be read", at, name, v.Type())
}

func join(key, k string) string {
	if key == "" {
		return k
	}
	return key + "." + k
}

// want says in words what a kind of value must be.
func want(k reflect.Kind) string {
	switch k {
	case reflect.Int, reflect.Int64, reflect.Int32:
		return "a whole number"
	case reflect.Float64:
		return "a number"
	case reflect.Bool:
		return "true or false"
	}
	return "text"
}

// describe names what a node is, for "must be a list, not a mapping".
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	}
	return strconv.Quote(n.Value)
}
