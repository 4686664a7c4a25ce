package api

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// pathAtOffset returns the JSON path ("experience[0].start_date") of the value that
// ends at or after byte offset in body. encoding/json reports type errors with a
// byte offset and a path without array indexes; agents need the exact field.
func pathAtOffset(body []byte, offset int64) string {
	return scanJSON(body, func(_ json.Token, end int64) bool { return end >= offset })
}

// nullPath returns the path of the first null value in body, if any. No field
// of a request is nullable: a null is refused by name, never read as "absent"
// or as a zero value the client did not mean.
func nullPath(body []byte) (string, bool) {
	p := scanJSON(body, func(tok json.Token, _ int64) bool { return tok == nil })
	return p, p != ""
}

// scanJSON walks body's values in order and returns the path of the first one
// (inside the top-level value) for which stop is true, given its first token
// and the byte offset where that token ends.
func scanJSON(body []byte, stop func(tok json.Token, end int64) bool) string {
	type frame struct {
		array bool
		index int
		key   string
	}
	var stack []frame
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	expectKey := false
	render := func() string {
		var b strings.Builder
		for _, f := range stack {
			if f.array {
				b.WriteString("[" + strconv.Itoa(f.index) + "]")
				continue
			}
			if f.key == "" {
				continue
			}
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(f.key)
		}
		return b.String()
	}
	for {
		tok, err := dec.Token()
		if err != nil {
			return ""
		}
		d, isDelim := tok.(json.Delim)
		if isDelim && (d == '}' || d == ']') {
			stack = stack[:len(stack)-1]
			expectKey = len(stack) > 0 && !stack[len(stack)-1].array
			continue
		}
		if n := len(stack); n > 0 {
			top := &stack[n-1]
			if !top.array && expectKey {
				top.key, _ = tok.(string)
				expectKey = false
				continue
			}
			if top.array {
				top.index++
			}
		}
		// tok starts a value: the one at fault if it reaches the error offset.
		if len(stack) > 0 && stop(tok, dec.InputOffset()) {
			return render()
		}
		switch {
		case isDelim && d == '{':
			stack = append(stack, frame{})
			expectKey = true
		case isDelim && d == '[':
			stack = append(stack, frame{array: true, index: -1})
		default:
			expectKey = len(stack) > 0 && !stack[len(stack)-1].array
		}
	}
}
